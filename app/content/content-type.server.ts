import type { AdminMessageKey } from "../lib/i18n/admin.ts";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ScheduledPublication } from "../platform/content-version.server.ts";
import type { HealthSource } from "../features/dashboard/queries.server.ts";
import type { SitemapSource } from "../features/seo/queries.server.ts";
import type { Trashable } from "../features/trash/mutations.server.ts";
import type { VersionedType } from "../features/versions/mutations.server.ts";

/**
 * One kind of thing the team manages (a car, an article, a page), declared
 * once. Its feature holds its business (schema, reads, writes, screens); the
 * declaration tells every shared mechanism what it needs, and the mechanisms
 * read the declarations (`CONTENT_TYPES`, registry.server.ts), never a list
 * of their own:
 *
 * - the trash lists, restores and purges what has a `trash`;
 * - the history, compare and restore, the activity log's field labels and
 *   links read `versions`;
 * - cached pages end when the next `schedule`d item goes live;
 * - the site map lists its public pages from `sitemap`;
 * - the dashboard's content health reads `health` (drafts, scheduled, missing
 *   French, images without alt text).
 *
 * A table the site stores that is not content is named, with why, in
 * `NOT_CONTENT` (registry.server.ts): a test fails on a table in neither.
 */
export interface ContentType {
  /** The key every mechanism uses: the audit records' target type, the trash's and the history's `:type`. */
  type: string;
  /** The tables holding it (the rows a save writes). */
  tables: readonly PgTable[];
  /** What the trash's list and filter call it ("Car", "Voiture"). */
  label: AdminMessageKey;
  /** Deleting moves it to the trash for 30 days (absent: it cannot be deleted, or is deleted for good). */
  trash?: Trashable;
  /** Its versions: compared, restored, named in the activity log. */
  versions?: VersionedType;
  /** When a published item whose time is ahead goes live: no cached page outlives that moment. */
  schedule?: ScheduledPublication;
  /** Its public pages (its lists and its items'), for `/sitemap.xml`. */
  sitemap?: SitemapSource;
  /** What the dashboard's content health checks of it. */
  health?: HealthSource;
}
