import type { Database } from "../../platform/db.server.ts";
import { listEvents } from "./queries.server.ts";
import type { EventCard } from "./types.ts";

/** The events page: upcoming events (today or later, §4), ascending by date (§7). */
export async function listUpcomingEventCards(db: Database): Promise<EventCard[]> {
  const rows = await listEvents(db, { when: "upcoming" });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    eventType: row.event_type,
    location: row.location,
    date: row.event_date,
    description: row.description,
    featured: row.featured,
    image: row.image_url,
  }));
}
