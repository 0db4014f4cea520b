import { and, asc, count, desc, eq, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import { media } from "../../db/schema/media.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { auditLog } from "../../db/schema/security.ts";
import { sitePages } from "../../db/schema/pages.ts";
import { merchandise } from "../../db/schema/shop.ts";
import { siteSettings } from "../../db/schema/site.ts";
import type { Database } from "../../platform/db.server.ts";
import { checkHealth } from "../../platform/health.server.ts";
import { countLegalPlaceholders } from "../legal/queries.server.ts";
import { describeAction, targetName } from "../activity/queries.server.ts";
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

/** The kinds of content a line of the health panel is about, each with its editor and its list. */
export const healthTypes = ["cars", "articles", "events", "merchandise", "albums", "videos", "editions", "pages", "settings"] as const;
export type HealthType = (typeof healthTypes)[number];

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
  type: HealthType;
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

const EDITOR: Record<Exclude<HealthType, "pages" | "settings">, (id: string) => string> = {
  cars: (id) => `/admin/cars/${id}`,
  articles: (id) => `/admin/news/${id}`,
  events: (id) => `/admin/events/${id}`,
  merchandise: (id) => `/admin/merchandise/${id}`,
  albums: (id) => `/admin/gallery/albums/${id}`,
  videos: (id) => `/admin/gallery/videos/${id}`,
  editions: (id) => `/admin/newsletter/${id}`,
};

/** A line from a count and its first items: one item leads to itself, several to the list. */
function lineOf(type: HealthType, count: number, items: HealthItem[], listHref: string): HealthLine {
  return { type, count, href: count === 1 && items[0] ? items[0].href : listHref, items };
}

interface Source {
  type: Exclude<HealthType, "pages" | "settings">;
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  order: PgColumn;
  at?: PgColumn;
}

const SOURCES = {
  cars: { type: "cars", table: historicF1Cars, id: historicF1Cars.id, name: historicF1Cars.name, order: historicF1Cars.updated_at },
  articles: { type: "articles", table: newsArticles, id: newsArticles.id, name: newsArticles.title, order: newsArticles.updated_at, at: newsArticles.published_at },
  events: { type: "events", table: prestigiousEvents, id: prestigiousEvents.id, name: prestigiousEvents.name, order: prestigiousEvents.updated_at, at: prestigiousEvents.publish_at },
  merchandise: { type: "merchandise", table: merchandise, id: merchandise.id, name: merchandise.name, order: merchandise.updated_at },
  albums: { type: "albums", table: galleryAlbums, id: galleryAlbums.id, name: galleryAlbums.title, order: galleryAlbums.updated_at, at: galleryAlbums.publish_at },
  videos: { type: "videos", table: galleryVideos, id: galleryVideos.id, name: galleryVideos.title, order: galleryVideos.updated_at },
  editions: { type: "editions", table: newsletterEditions, id: newsletterEditions.id, name: newsletterEditions.title, order: newsletterEditions.updated_at },
} as const satisfies Record<string, Source>;

/**
 * One type's line in one query: the items matching `where`, the first few
 * with the total (a window count, taken before the limit): the most recently
 * changed first, or with `scheduled` the next to go public first, with its
 * time. A failing read is logged and shows an empty line, like the counts.
 */
async function sourceLine(db: Database, log: Pick<Logger, "error">, source: Source, where: SQL | undefined, listHref: string, scheduled = false): Promise<HealthLine> {
  try {
    const at = scheduled && source.at ? source.at : null;
    const rows = await db
      .select({ id: source.id, name: source.name, at: at ?? sql<null>`null`, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(source.table)
      .where(where)
      .orderBy(...(at ? [asc(at)] : []), desc(source.order), asc(source.id))
      .limit(HEALTH_SAMPLE);
    const items = rows.map((row) => ({ id: String(row.id), name: String(row.name), href: EDITOR[source.type](String(row.id)), ...(at ? { at: (row.at as Date | null) ?? null } : {}) }));
    return lineOf(source.type, rows[0]?.total ?? 0, items, listHref);
  } catch (error) {
    log.error({ err: error, type: source.type }, "content health read failed");
    return { type: source.type, count: 0, href: listHref, items: [] };
  }
}

/**
 * An image address (a column of the outer row, written with its table so a
 * subquery never mistakes it for its own) that is a stored image whose media
 * row has no English alt text. External addresses have no row to hold one.
 */
function storedImageWithoutAlt(url: SQL): SQL {
  return sql`exists (select 1 from ${media} m where ${url} like '/media/%' and m.key = substr(${url}, 8) and coalesce(btrim(m.alt), '') = '')`;
}

const column = (table: PgTable, name: string) => sql`${table}.${sql.identifier(name)}`;

/** The pages' lines: a draft waiting, a draft scheduled, a published document with English words and no French. */
async function pageLines(db: Database, log: Pick<Logger, "error">): Promise<{ drafts: HealthLine; scheduled: HealthLine; missingFrench: HealthLine }> {
  const empty = (): HealthLine => ({ type: "pages", count: 0, href: "/admin/pages", items: [] });
  try {
    const rows = (await db.select({ key: sitePages.key, draft: sitePages.draft, publishAt: sitePages.publish_at, published: sitePages.published }).from(sitePages)).filter((row) =>
      isEditablePageKey(row.key),
    );
    const item = (key: EditablePageKey, at?: Date | null): HealthItem => ({ id: key, name: key, pageKey: key, href: `/admin/pages/${key}`, ...(at === undefined ? {} : { at }) });
    const line = (items: HealthItem[]) => lineOf("pages", items.length, items, "/admin/pages");
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
export async function getContentHealth(db: Database, log: Pick<Logger, "error">, now = new Date()): Promise<ContentHealth> {
  const line = (source: Source, where: SQL | undefined, listHref: string) => sourceLine(db, log, source, where, listHref);
  const soonest = (source: Source, where: SQL | undefined, listHref: string) => sourceLine(db, log, source, where, listHref, true);
  const live = {
    cars: isNull(historicF1Cars.deleted_at),
    articles: isNull(newsArticles.deleted_at),
    events: isNull(prestigiousEvents.deleted_at),
    merchandise: isNull(merchandise.deleted_at),
    albums: isNull(galleryAlbums.deleted_at),
    videos: isNull(galleryVideos.deleted_at),
    editions: isNull(newsletterEditions.deleted_at),
  };
  const photosWithoutAlt = sql`exists (select 1 from ${galleryPhotos} p join ${media} m on m.key = substr(p.image_url, 8)
    where p.album_id = ${column(galleryAlbums, "id")} and p.deleted_at is null and p.image_url like '/media/%'
    and coalesce(btrim(m.alt), '') = '' and coalesce(btrim(p.caption), '') = '')`;
  const carImagesWithoutAlt = sql`(${storedImageWithoutAlt(column(historicF1Cars, "image_url"))} or exists (
    select 1 from unnest(${column(historicF1Cars, "images")}) as u(url) join ${media} m on m.key = substr(u.url, 8)
    where u.url like '/media/%' and coalesce(btrim(m.alt), '') = ''))`;

  const [drafts, scheduled, missing, missingAlt, pages, settings] = await Promise.all([
    Promise.all([
      line(SOURCES.cars, and(live.cars, eq(historicF1Cars.published, false)), "/admin/cars?status=draft"),
      line(SOURCES.articles, and(live.articles, eq(newsArticles.published, false)), "/admin/news?status=draft"),
      line(SOURCES.events, and(live.events, eq(prestigiousEvents.published, false)), "/admin/events?status=draft"),
      line(SOURCES.merchandise, and(live.merchandise, eq(merchandise.active, false)), "/admin/merchandise?status=draft"),
      line(SOURCES.albums, and(live.albums, eq(galleryAlbums.published, false)), "/admin/gallery?status=draft"),
      line(SOURCES.videos, and(live.videos, eq(galleryVideos.published, false)), "/admin/gallery?tab=videos&status=draft"),
      line(SOURCES.editions, and(live.editions, isNull(newsletterEditions.sent_at), isNull(newsletterEditions.send_started_at)), "/admin/newsletter?status=draft"),
    ]),
    Promise.all([
      soonest(SOURCES.articles, and(live.articles, eq(newsArticles.published, true), gt(newsArticles.published_at, now)), "/admin/news?status=scheduled"),
      soonest(SOURCES.events, and(live.events, eq(prestigiousEvents.published, true), gt(prestigiousEvents.publish_at, now)), "/admin/events?status=scheduled"),
      soonest(SOURCES.albums, and(live.albums, eq(galleryAlbums.published, true), gt(galleryAlbums.publish_at, now)), "/admin/gallery?status=scheduled"),
    ]),
    Promise.all([
      line(SOURCES.cars, and(live.cars, isNull(historicF1Cars.description_fr)), "/admin/cars"),
      line(SOURCES.articles, and(live.articles, isNull(newsArticles.title_fr)), "/admin/news"),
      line(SOURCES.events, and(live.events, isNull(prestigiousEvents.name_fr)), "/admin/events"),
      line(SOURCES.merchandise, and(live.merchandise, isNull(merchandise.name_fr)), "/admin/merchandise"),
      line(SOURCES.albums, and(live.albums, isNull(galleryAlbums.title_fr)), "/admin/gallery"),
      line(SOURCES.videos, and(live.videos, isNull(galleryVideos.title_fr)), "/admin/gallery?tab=videos"),
      line(SOURCES.editions, and(live.editions, or(isNull(newsletterEditions.subject_fr), isNull(newsletterEditions.content_fr))), "/admin/newsletter"),
    ]),
    Promise.all([
      line(SOURCES.cars, and(live.cars, eq(historicF1Cars.published, true), carImagesWithoutAlt), "/admin/cars?status=published"),
      line(SOURCES.articles, and(live.articles, eq(newsArticles.published, true), storedImageWithoutAlt(column(newsArticles, "featured_image"))), "/admin/news"),
      line(SOURCES.events, and(live.events, eq(prestigiousEvents.published, true), storedImageWithoutAlt(column(prestigiousEvents, "image_url"))), "/admin/events"),
      line(SOURCES.merchandise, and(live.merchandise, eq(merchandise.active, true), storedImageWithoutAlt(column(merchandise, "image_url"))), "/admin/merchandise?status=published"),
      line(SOURCES.albums, and(live.albums, eq(galleryAlbums.published, true), photosWithoutAlt), "/admin/gallery"),
    ]),
    pageLines(db, log),
    countOrZero(db, log)("site_settings", siteSettings, and(isNull(siteSettings.address_fr), ne(siteSettings.address, ""))),
  ]);
  return {
    drafts: [...drafts, pages.drafts],
    scheduled: [...scheduled, pages.scheduled],
    missingFrench: [...missing, pages.missingFrench, { type: "settings", count: settings, href: "/admin/settings", items: [] }],
    missingAlt,
  };
}
