import { and, asc, count, desc, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { media } from "../../db/schema/media.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { auditLog } from "../../db/schema/security.ts";
import { sitePages } from "../../db/schema/pages.ts";
import { siteSettings } from "../../db/schema/site.ts";
import type { Database } from "../../platform/db.server.ts";
import { checkHealth } from "../../platform/health.server.ts";
import { countLegalPlaceholders } from "../legal/queries.server.ts";
import { describeAction, targetName } from "../activity/queries.server.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import type { Translate } from "../../lib/i18n/index.ts";
import type { Services } from "../../platform/services.server.ts";
import { isEditablePageKey, missingFrench, type EditablePageKey } from "../pages/schema.ts";

export interface DashboardCounts {
  cars: number;
  newsArticles: number;
  events: number;
  subscribers: number;
}

/** One count of the dashboard: a failing one is logged and shows 0 (§8), without hiding the others. */
function countOrZero(db: Database, log: Pick<Logger, "error">) {
  return async (name: string, table: PgTable, where?: SQL): Promise<number> => {
    try {
      const [row] = await db.select({ value: count() }).from(table).where(where);
      return row?.value ?? 0;
    } catch (error) {
      log.error({ err: error, table: name }, "dashboard count failed");
      return 0;
    }
  };
}

/**
 * The dashboard's four count-only reads, run in parallel (§7). A failing count
 * is logged and shows 0 (§8), without hiding the others. Cars, articles and
 * events in the trash are gone from the site, so they are not counted;
 * subscribers are counted as §7 reads them, every row of the table.
 */
export async function getDashboardCounts(db: Database, log: Pick<Logger, "error">): Promise<DashboardCounts> {
  const countOf = countOrZero(db, log);
  const [cars, articles, events, subscribers] = await Promise.all([
    countOf("historic_f1_cars", historicF1Cars, isNull(historicF1Cars.deleted_at)),
    countOf("news_articles", newsArticles, isNull(newsArticles.deleted_at)),
    countOf("prestigious_events", prestigiousEvents, isNull(prestigiousEvents.deleted_at)),
    countOf("newsletter_subscribers", newsletterSubscribers),
  ]);
  return { cars, newsArticles: articles, events, subscribers };
}

export interface PlatformStatus {
  database: boolean;
  authentication: boolean;
  storage: boolean;
  /** The mail transport answers (the SMTP server, or the .eml folder is writable). */
  mail: boolean;
}

/**
 * The dashboard's platform status, from real checks: a database round trip,
 * a storage write/read, and the auth layer finding this very session in its
 * store and serving its signing keys.
 */
export async function platformStatus(services: Services, sessionToken: string): Promise<PlatformStatus> {
  const [health, authentication] = await Promise.all([
    checkHealth(services),
    (async () => {
      try {
        const context = await services.auth.$context;
        const [session, jwks] = await Promise.all([context.internalAdapter.findSession(sessionToken), services.auth.api.getJwks()]);
        return Boolean(session) && jwks.keys.length > 0;
      } catch (error) {
        services.log.error({ err: error }, "authentication check failed");
        return false;
      }
    })(),
  ]);
  return { database: health.checks.database.ok, authentication, storage: health.checks.storage.ok, mail: health.checks.mail.ok };
}

export interface ActivityEntry {
  id: string;
  /** What was done, in the admin's words ("Published the contact page"). */
  summary: string;
  /** What it was done to, in words, when the record says. */
  target: string | null;
  actorEmail: string | null;
  createdAt: string;
}

/** The latest audit records, newest first, for the dashboard, in the admin's words. */
export async function listRecentActivity(db: Database, t: Translate, limit = 10): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: auditLog.actor_email,
      targetType: auditLog.target_type,
      targetId: auditLog.target_id,
      details: auditLog.details,
      createdAt: auditLog.created_at,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.created_at))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    summary: describeAction(row.action, t),
    target: targetName(row.details, row.targetType, row.targetId, t),
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * The placeholders (`[[Numéro RCS]]`) still in the legal pages, and the pages
 * not written at all (a site started without the demo): the dashboard warns
 * while one is left, a legal notice with a blank where the
 * registration number goes is no legal notice. A failing count is logged and
 * shows none, like the others.
 */
export async function legalPlaceholders(db: Database, log: Pick<Logger, "error">): Promise<{ placeholders: number; pages: number; unwritten: number }> {
  try {
    return await countLegalPlaceholders(db);
  } catch (error) {
    log.error({ err: error }, "legal placeholders count failed");
    return { placeholders: 0, pages: 0, unwritten: 0 };
  }
}

// ——— Content health (issue 15) ————————————————————————————————————————————
//
// What waits for the team, each line leading to the item to fix: drafts
// waiting, items scheduled for later, items without their French version,
// public images without alt text. (The legal placeholders are legalPlaceholders.)

/**
 * What the content health reads of a content type: its declaration's
 * `health` (app/content/). Each check it has is a line of the panel.
 */
export interface HealthSource {
  /** The line's words ("Cars"). */
  label: AdminMessageKey;
  table: PgTable;
  id: PgColumn;
  /** What an item is called in the line. */
  name: PgColumn;
  /** Most recently changed first. */
  order: PgColumn;
  /** Its rows outside the trash. */
  live: SQL;
  editorPath(id: string): string;
  /** Items not published: which, and the list filtered to them. */
  drafts?: HealthCheck;
  /** Items published with their time ahead, the next first. */
  scheduled?: { at: PgColumn; where(now: Date): SQL | undefined; list: string };
  /** Items without their French version (decision 013: the type's marker column). */
  missingFrench?: HealthCheck;
  /** Public items with a stored image whose media row has no English alt text. */
  missingAlt?: HealthCheck;
}

export interface HealthCheck {
  where: SQL | undefined;
  /** The list that shows them (the line's link when it names more than one). */
  list: string;
}

/** A type's health, as the dashboard reads the declarations. */
export interface HealthType {
  type: string;
  health: HealthSource;
}

/** One item to fix: its name (a page's is its key, named on screen in the admin's language) and its editor. */
export interface HealthItem {
  id: string;
  name: string;
  href: string;
  /** A page of Admin › Pages: the screen names it. */
  pageKey?: EditablePageKey;
  /** When a scheduled item goes public. */
  at?: Date | null;
}

/** One type's line: how many, where they are (the item itself when alone, else its list filtered to them), and the first few. */
export interface HealthLine {
  /** The content type ("car"), or "pages" and "settings". */
  type: string;
  label: AdminMessageKey;
  count: number;
  href: string;
  items: HealthItem[];
}

export interface ContentHealth {
  drafts: HealthLine[];
  scheduled: HealthLine[];
  missingFrench: HealthLine[];
  missingAlt: HealthLine[];
}

/** How many items a line names; the rest are in its list. */
export const HEALTH_SAMPLE = 5;

/** A line from a count and its first items: one item leads to itself, several to the list. */
function lineOf(type: string, label: AdminMessageKey, count: number, items: HealthItem[], listHref: string): HealthLine {
  return { type, label, count, href: count === 1 && items[0] ? items[0].href : listHref, items };
}

/**
 * One type's line in one query: the items matching `where`, the first few
 * with the total (a window count, taken before the limit): the most recently
 * changed first, or with `scheduled` the next to go public first, with its
 * time. A failing read is logged and shows an empty line, like the counts.
 */
async function sourceLine(db: Database, log: Pick<Logger, "error">, { type, health }: HealthType, where: SQL | undefined, listHref: string, at: PgColumn | null = null): Promise<HealthLine> {
  try {
    const rows = await db
      .select({ id: health.id, name: health.name, at: at ?? sql<null>`null`, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(health.table)
      .where(and(health.live, where))
      .orderBy(...(at ? [asc(at)] : []), desc(health.order), asc(health.id))
      .limit(HEALTH_SAMPLE);
    const items = rows.map((row) => ({ id: String(row.id), name: String(row.name), href: health.editorPath(String(row.id)), ...(at ? { at: (row.at as Date | null) ?? null } : {}) }));
    return lineOf(type, health.label, rows[0]?.total ?? 0, items, listHref);
  } catch (error) {
    log.error({ err: error, type }, "content health read failed");
    return { type, label: health.label, count: 0, href: listHref, items: [] };
  }
}

/**
 * An image address (a column of the outer row, written with its table so a
 * subquery never mistakes it for its own) that is a stored image whose media
 * row has no English alt text. External addresses have no row to hold one.
 */
export function storedImageWithoutAlt(url: SQL): SQL {
  return sql`exists (select 1 from ${media} m where ${url} like '/media/%' and m.key = substr(${url}, 8) and coalesce(btrim(m.alt), '') = '')`;
}

/** A column of the outer row, named with its table, for a subquery. */
export const column = (table: PgTable, name: string) => sql`${table}.${sql.identifier(name)}`;

const PAGES_LABEL: AdminMessageKey = "dashboard.missingFrench.pages";

/** The pages' lines: a draft waiting, a draft scheduled, a published document with English words and no French. */
async function pageLines(db: Database, log: Pick<Logger, "error">): Promise<{ drafts: HealthLine; scheduled: HealthLine; missingFrench: HealthLine }> {
  const empty = (): HealthLine => ({ type: "pages", label: PAGES_LABEL, count: 0, href: "/admin/pages", items: [] });
  try {
    const rows = (await db.select({ key: sitePages.key, draft: sitePages.draft, publishAt: sitePages.publish_at, published: sitePages.published }).from(sitePages)).filter((row) =>
      isEditablePageKey(row.key),
    );
    const item = (key: EditablePageKey, at?: Date | null): HealthItem => ({ id: key, name: key, pageKey: key, href: `/admin/pages/${key}`, ...(at === undefined ? {} : { at }) });
    const line = (items: HealthItem[]) => lineOf("pages", PAGES_LABEL, items.length, items, "/admin/pages");
    const keyOf = (row: (typeof rows)[number]) => row.key as EditablePageKey;
    return {
      drafts: line(rows.filter((row) => row.draft !== null && row.publishAt === null).map((row) => item(keyOf(row)))),
      scheduled: line(rows.filter((row) => row.draft !== null && row.publishAt !== null).map((row) => item(keyOf(row), row.publishAt))),
      // What visitors read is the published document: a draft that fixes it still waits.
      missingFrench: line(rows.filter((row) => missingFrench(row.published).length > 0).map((row) => item(keyOf(row)))),
    };
  } catch (error) {
    log.error({ err: error }, "content health read of the pages failed");
    return { drafts: empty(), scheduled: empty(), missingFrench: empty() };
  }
}

/**
 * The content health panel of the dashboard. Drafts: unpublished items of
 * every type, unsent editions, pages with a draft. Scheduled: articles,
 * events and albums published with their time ahead, page drafts with a
 * time. Missing French: each type's marker column (decision 013), pages whose
 * published document has English without French. Images without alt text:
 * stored images of published items (scheduled ones included: they are
 * about to be public) whose media row has no English alt; a gallery photo's
 * caption is its alt text when it has one.
 */
export async function getContentHealth(db: Database, log: Pick<Logger, "error">, types: readonly HealthType[], now = new Date()): Promise<ContentHealth> {
  const lines = (check: (health: HealthSource) => HealthCheck | undefined) =>
    Promise.all(
      types.flatMap((type) => {
        const found = check(type.health);
        return found ? [sourceLine(db, log, type, found.where, found.list)] : [];
      }),
    );
  const scheduledLines = Promise.all(
    types.flatMap((type) => {
      const scheduled = type.health.scheduled;
      return scheduled ? [sourceLine(db, log, type, scheduled.where(now), scheduled.list, scheduled.at)] : [];
    }),
  );
  const [drafts, scheduled, missing, missingAlt, pages, settings] = await Promise.all([
    lines((health) => health.drafts),
    scheduledLines,
    lines((health) => health.missingFrench),
    lines((health) => health.missingAlt),
    pageLines(db, log),
    countOrZero(db, log)("site_settings", siteSettings, and(isNull(siteSettings.address_fr), ne(siteSettings.address, ""))),
  ]);
  return {
    drafts: [...drafts, pages.drafts],
    scheduled: [...scheduled, pages.scheduled],
    missingFrench: [...missing, pages.missingFrench, { type: "settings", label: "dashboard.missingFrench.settings", count: settings, href: "/admin/settings", items: [] }],
    missingAlt,
  };
}
