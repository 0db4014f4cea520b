import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { siteSettings, type SocialNetwork } from "../../db/schema/site.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import { SOCIAL_NETWORKS } from "./schema.ts";

export type SiteSettings = typeof siteSettings.$inferSelect;

/** The names and contact details every page shows. Before any content exists, neutral defaults keep the site up. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? FALLBACK_SETTINGS;
}

const settingsByRequest = new WeakMap<object, Promise<SiteSettings>>();

/** The settings, read once per request however many loaders ask (the layout and the page both do). */
export function requestSettings(context: Readonly<RouterContextProvider>): Promise<SiteSettings> {
  let settings = settingsByRequest.get(context);
  if (!settings) {
    settings = getSiteSettings(context.get(servicesContext).db);
    settingsByRequest.set(context, settings);
  }
  return settings;
}

const FALLBACK_SETTINGS: SiteSettings = {
  id: 1,
  team_name: "Historic Racing Team",
  driver_name: "Our Driver",
  driver_slug: "driver",
  contact_email: "contact@example.com",
  contact_phone: "",
  address: "",
  address_fr: null,
  newsletter_double_opt_in: false,
  notification_email: null,
  request_retention_months: 36,
  social_links: {},
  updated_at: new Date(0),
};

export interface ContactDetails {
  email: string;
  phone: string;
  address: string;
  /** Set when the address is not in the page's language (no French address yet). */
  addressLang?: Locale;
}

/** How the contact page says to reach the team, in the page's language (English where the French is missing, marked). Its opening hours are the page's own (features/pages). */
export async function getContactDetails(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<ContactDetails> {
  const settings = await getSiteSettings(db);
  const french = locale === "fr";
  const address = french ? settings.address_fr : settings.address;
  return {
    email: settings.contact_email,
    phone: settings.contact_phone,
    address: address ?? settings.address,
    ...(address === null && settings.address.trim() !== "" ? { addressLang: "en" as const } : {}),
  };
}

export interface EditableSiteSettings {
  teamName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  addressFr: string;
  notificationEmail: string | null;
  doubleOptIn: boolean;
  /** Each network's page, "" when none. */
  social: Record<SocialNetwork, string>;
  /** Months after which visitors' requests are anonymized. */
  retentionMonths: number;
}

export async function getEditableSiteSettings(db: Database): Promise<EditableSiteSettings> {
  const settings = await getSiteSettings(db);
  return {
    teamName: settings.team_name,
    contactEmail: settings.contact_email,
    contactPhone: settings.contact_phone,
    address: settings.address,
    addressFr: settings.address_fr ?? "",
    notificationEmail: settings.notification_email,
    doubleOptIn: settings.newsletter_double_opt_in,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, settings.social_links[network] ?? ""])) as Record<SocialNetwork, string>,
    retentionMonths: settings.request_retention_months,
  };
}
