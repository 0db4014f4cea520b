import { and, asc, eq, gte, lt, type SQL } from "drizzle-orm";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { Database } from "../../platform/db.server.ts";
import { todayInParis } from "../../lib/format.ts";

export type PrestigiousEvent = typeof prestigiousEvents.$inferSelect;

export interface EventFilters {
  /** Upcoming: dated today or later; past: before today (§4). */
  when?: "upcoming" | "past";
  featured?: boolean;
  /** Today's calendar day, "YYYY-MM-DD"; the team's (Paris) day by default. */
  today?: string;
}

/** Events, ascending by event_date (§7). */
export async function listEvents(db: Database, filters: EventFilters = {}): Promise<PrestigiousEvent[]> {
  const today = filters.today ?? todayInParis();
  const conditions: SQL[] = [];
  if (filters.when === "upcoming") conditions.push(gte(prestigiousEvents.event_date, today));
  if (filters.when === "past") conditions.push(lt(prestigiousEvents.event_date, today));
  if (filters.featured !== undefined) conditions.push(eq(prestigiousEvents.featured, filters.featured));
  return db
    .select()
    .from(prestigiousEvents)
    .where(and(...conditions))
    .orderBy(asc(prestigiousEvents.event_date), asc(prestigiousEvents.name));
}
