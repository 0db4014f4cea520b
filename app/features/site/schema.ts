import type { Locale } from "../../lib/i18n/index.ts";
import { z } from "zod";
import { msg, requiredText, checkbox } from "../admin/schema.ts";


/** A car of the driver's personal collection, as the career page shows it. Client-safe. */
export interface DriverCar {
  slug: string;
  name: string;
  year: number;
  engine: string | null;
  status: string;
  featured: boolean;
  image: string | null;
  /** The name and engine when not in the page's language (a car not yet translated), to mark with `lang`. */
  langs?: { name?: Locale; engine?: Locale };
}

/** What the home page's news section shows: small card objects, not whole rows. Client-safe. */
export interface HomeArticleCard {
  id: string;
  title: string;
  excerpt: string;
  /** Raw (race_report), shown through categoryLabel. */
  category: string;
  publishedAt: string | null;
  image: string | null;
  /** Set when the card's words are not in the page's language (an article not yet translated). */
  lang?: Locale;
}

export interface HomeNewsletterCard {
  id: string;
  title: string;
  subject: string;
  preview: string;
  sentAt: string;
  /** Set when the words are not in the page's language (an edition without French). */
  lang?: Locale;
}

/** §9: the home news section shows 2 articles and 1 newsletter. */
export const HOME_ARTICLE_LIMIT = 2;
export const HOME_NEWSLETTER_LIMIT = 1;

const noLineBreak = (value: string) => !/[\r\n]/.test(value);

const requiredEmail = z
  .string(msg("admin.field.required"))
  .trim()
  .min(1, msg("admin.field.required"))
  .max(254, msg("form.emailInvalid"))
  .pipe(z.email(msg("form.emailInvalid")));

/** Empty means "none" (null); otherwise a valid address. */
const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().trim().max(254, msg("form.emailInvalid")).pipe(z.email(msg("form.emailInvalid"))).nullable().default(null),
);

/** Single-line text that may be empty (stored as ""). */
function lineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, msg("admin.field.tooLong"))
    .refine(noLineBreak, msg("siteSettings.field.oneLine"))
    .default("");
}

/**
 * The site settings form. Names appear in e-mail headers (the team name is the
 * sender's words in every message), so they may not hold line breaks.
 */
export const siteSettingsSchema = z.object({
  teamName: requiredText(120).refine(noLineBreak, msg("siteSettings.field.oneLine")),
  driverName: requiredText(120).refine(noLineBreak, msg("siteSettings.field.oneLine")),
  contactEmail: requiredEmail,
  contactPhone: lineText(60),
  address: z.string().trim().max(500, msg("admin.field.tooLong")).default(""),
  notificationEmail: optionalEmail,
  doubleOptIn: checkbox,
});
export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
