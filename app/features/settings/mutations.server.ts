import { siteSettings } from "../../db/schema/site.ts";
import type { Database } from "../../platform/db.server.ts";
import { getSiteSettings, type EditableSiteSettings, getEditableSiteSettings } from "./queries.server.ts";
import { socialLinksOf, type SiteSettingsInput } from "./schema.ts";

/** The fields the settings screen edits (the driver's name and address are the driver page's: Admin › Pages › Driver). */
export async function updateSiteSettings(db: Database, input: Omit<SiteSettingsInput, "retentionMonths"> & { retentionMonths?: number }): Promise<{ before: EditableSiteSettings; after: EditableSiteSettings }> {
  const before = await getEditableSiteSettings(db);
  const current = await getSiteSettings(db);
  const values = {
    team_name: input.teamName,
    contact_email: input.contactEmail,
    contact_phone: input.contactPhone,
    address: input.address,
    address_fr: input.addressFr === "" ? null : input.addressFr,
    notification_email: input.notificationEmail,
    newsletter_double_opt_in: input.doubleOptIn,
    social_links: socialLinksOf(input),
    ...(input.retentionMonths === undefined ? {} : { request_retention_months: input.retentionMonths }),
    updated_at: new Date(),
  };
  await db
    .insert(siteSettings)
    .values({ id: 1, driver_name: current.driver_name, driver_slug: current.driver_slug, ...values })
    .onConflictDoUpdate({ target: siteSettings.id, set: values });
  return { before, after: await getEditableSiteSettings(db) };
}
