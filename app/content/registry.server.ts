import { getTableName, type Table } from "drizzle-orm";
import type { HealthType } from "../features/dashboard/queries.server.ts";
import type { SitemapSource } from "../features/seo/queries.server.ts";
import type { TrashableType } from "../features/trash/mutations.server.ts";
import { compareLink } from "../features/versions/queries.server.ts";
import type { VersionedType } from "../features/versions/mutations.server.ts";
import type { ScheduledPublication } from "../platform/content-version.server.ts";
import { car } from "./cars.server.ts";
import type { ContentType } from "./content-type.server.ts";
import { event } from "./events.server.ts";
import { album, photo, video } from "./gallery.server.ts";
import { legalPage } from "./legal.server.ts";
import { article } from "./news.server.ts";
import { edition } from "./newsletter.server.ts";
import { editablePages } from "./pages.server.ts";
import { merchandiseItem } from "./shop.server.ts";

/** Every content type, in the order the admin's lists and filters show them. */
export const CONTENT_TYPES: readonly ContentType[] = [car, article, event, merchandiseItem, album, photo, video, edition, legalPage, ...editablePages];

/**
 * The tables the site stores that are not content a team member edits on
 * its own screen, and why: a table in neither this list nor a declaration
 * fails `registry.test.ts`.
 */
export const NOT_CONTENT: Readonly<Record<string, string>> = {
  user: "the admins' accounts (Admin users), kept by the auth library",
  session: "signed-in sessions, kept by the auth library",
  account: "sign-in methods of an admin, kept by the auth library",
  verification: "one-time tokens (password reset, invitations), kept by the auth library",
  two_factor: "an admin's TOTP secret and backup codes",
  passkey: "an admin's passkeys (public keys only), kept by the auth library",
  jwks: "the auth library's signing keys",
  rate_limit: "the auth library's request counts",
  auth_throttle: "failed sign-ins per account and address",
  used_totp_codes: "TOTP codes already used, refused a second time",
  audit_log: "the record of every change: the history and the activity log read it",
  form_submission_keys: "a visitor form's key, so a post sent twice is stored once",
  contact_messages: "a visitor's message: the team answers it in Bookings, it is not edited",
  experience_requests: "a visitor's request: answered in Bookings",
  order_requests: "a visitor's order: answered in Bookings",
  request_messages: "the thread of a request: the team's answers and notes",
  mail_outbox: "e-mails waiting to leave, and their deliveries",
  media: "uploaded images and videos: the Media screen, used by the content that shows them",
  newsletter_subscribers: "people who subscribed: the Subscribers screen manages them, not an editor",
  newsletter_consents: "the proof of each subscriber's consent",
  slug_redirects: "old addresses of renamed items, kept by their writes",
  content_drafts: "a published item's pending edit, kept beside it by its editor's Save draft until it is published or discarded",
  site_settings: "the one row of site settings (Admin › Settings), versioned by its audit records",
  content_version: "the counter every write bumps so cached pages are dropped",
  seller_identity: "the one row of the seller as invoices print it (Admin › Online sales), versioned by its audit records",
  shipping_zones: "where the shop ships and at what price (Admin › Online sales): settings, not published content",
  shop_orders: "a buyer's paid order: its state follows its payment, it is not edited as content",
  order_lines: "an order's lines, frozen when it is placed",
  order_history: "what happened to an order, oldest first",
  order_payments: "the money an order received or gave back",
  stripe_events: "Stripe's events already applied, so a replay changes nothing",
  document_sequences: "the last invoice and credit note numbers per year, so none is skipped or given twice",
  invoices: "invoices and credit notes: issued once, never changed",
};

/** The declared type of a `:type` in an address or an audit record, or undefined (a 404). */
export function contentType(type: string | null | undefined): ContentType | undefined {
  return CONTENT_TYPES.find((entry) => entry.type === type);
}

/** The types with a trash, as the trash's list, restore and purge read them. */
export const TRASHABLE_TYPES: readonly (TrashableType & { label: ContentType["label"] })[] = CONTENT_TYPES.flatMap((entry) => (entry.trash ? [{ type: entry.type, trash: entry.trash, label: entry.label }] : []));

/** Every content type's public pages, for the site map. */
export const SITEMAP_SOURCES: readonly SitemapSource[] = CONTENT_TYPES.flatMap((entry) => (entry.sitemap ? [entry.sitemap] : []));

/** The types the dashboard's content health checks, in the declarations' order. */
export const HEALTH_TYPES: readonly HealthType[] = CONTENT_TYPES.flatMap((entry) => (entry.health ? [{ type: entry.type, health: entry.health }] : []));

/** The type of a `:type` with a history, or undefined (a 404). */
export function versionedType(type: string | null | undefined): VersionedType | undefined {
  return contentType(type)?.versions;
}

/** The activity log's link from a content change to its compare screen (null for any other record). */
export function activityCompareLink(record: { id: string; target_type: string | null; target_id: string | null; details: unknown }): string | null {
  return compareLink(versionedType(record.target_type), record);
}

/** Every moment an item goes live, each read once (the pages share theirs). */
export const SCHEDULED_PUBLICATIONS: readonly ScheduledPublication[] = [...new Set(CONTENT_TYPES.flatMap((entry) => (entry.schedule ? [entry.schedule] : [])))];

/**
 * What is wrong with the declarations against the tables the schema defines:
 * a table neither declared nor in NOT_CONTENT, a table in both, a name in
 * NOT_CONTENT the schema no longer has. Empty when all is well.
 */
export function declarationProblems(tables: readonly Table[], types: readonly ContentType[] = CONTENT_TYPES, notContent: Readonly<Record<string, string>> = NOT_CONTENT): string[] {
  const declared = new Set(types.flatMap((entry) => entry.tables.map((table) => getTableName(table))));
  const names = new Set(tables.map((table) => getTableName(table)));
  const problems: string[] = [];
  for (const name of names) {
    if (!declared.has(name) && !Object.hasOwn(notContent, name)) problems.push(`${name}: declare its content type in app/content/, or say in NOT_CONTENT why it is not content`);
    if (declared.has(name) && Object.hasOwn(notContent, name)) problems.push(`${name}: both declared and in NOT_CONTENT`);
  }
  for (const name of Object.keys(notContent)) if (!names.has(name)) problems.push(`${name}: in NOT_CONTENT but not a table of the schema`);
  return problems;
}
