import { siteSettings } from "../../db/schema/site.ts";
import type { Database } from "../../platform/db.server.ts";
import type { SiteSettingsInput } from "../newsletter/subscriber-schema.ts";
import { getSiteSettings } from "./queries.server.ts";

/** The fields the settings screen edits (the driver page's slug is not one of them: it is a route). */
export interface EditableSiteSettings {
  teamName: string;
  driverName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  notificationEmail: string | null;
  doubleOptIn: boolean;
}

export async function getEditableSiteSettings(db: Database): Promise<EditableSiteSettings> {
  const settings = await getSiteSettings(db);
  return {
    teamName: settings.team_name,
    driverName: settings.driver_name,
    contactEmail: settings.contact_email,
    contactPhone: settings.contact_phone,
    address: settings.address,
    notificationEmail: settings.notification_email,
    doubleOptIn: settings.newsletter_double_opt_in,
  };
}

/**
 * Saves the settings and answers them before and after (for the audit). A
 * site without its settings row yet gets one, the other columns taking the
 * defaults the site already shows.
 */
export async function updateSiteSettings(db: Database, input: SiteSettingsInput): Promise<{ before: EditableSiteSettings; after: EditableSiteSettings }> {
  const before = await getEditableSiteSettings(db);
  const current = await getSiteSettings(db);
  const values = {
    team_name: input.teamName,
    driver_name: input.driverName,
    contact_email: input.contactEmail,
    contact_phone: input.contactPhone,
    address: input.address,
    notification_email: input.notificationEmail,
    newsletter_double_opt_in: input.doubleOptIn,
    updated_at: new Date(),
  };
  await db
    .insert(siteSettings)
    .values({ id: 1, driver_slug: current.driver_slug, business_hours: current.business_hours, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values });
  return { before, after: await getEditableSiteSettings(db) };
}
