import { eq } from "drizzle-orm";
import { siteSettings } from "../../db/schema/site.ts";
import type { Database } from "../../platform/db.server.ts";

export type SiteSettings = typeof siteSettings.$inferSelect;

/** The names and contact details every page shows. Before any content exists, neutral defaults keep the site up. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? FALLBACK_SETTINGS;
}

const FALLBACK_SETTINGS: SiteSettings = {
  id: 1,
  team_name: "Historic Racing Team",
  driver_name: "Our Driver",
  driver_slug: "driver",
  contact_email: "contact@example.com",
  contact_phone: "",
  address: "",
  business_hours: [
    { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  hero_video_url: null,
  hero_poster_url: null,
  newsletter_double_opt_in: false,
  notification_email: null,
  updated_at: new Date(0),
};

export interface HeroMedia {
  videoUrl: string | null;
  posterUrl: string | null;
}

/** The home page's background video and its poster (site settings), or none before any content exists. */
export async function getHeroMedia(db: Database): Promise<HeroMedia> {
  const [row] = await db
    .select({ videoUrl: siteSettings.hero_video_url, posterUrl: siteSettings.hero_poster_url })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row ?? { videoUrl: null, posterUrl: null };
}

export interface ContactDetails {
  email: string;
  phone: string;
  address: string;
  businessHours: { days: string; hours: string }[];
}

/** What the contact page lists: how to reach the team and when. */
export async function getContactDetails(db: Database): Promise<ContactDetails> {
  const settings = await getSiteSettings(db);
  return {
    email: settings.contact_email,
    phone: settings.contact_phone,
    address: settings.address,
    businessHours: settings.business_hours,
  };
}
