import { and, count, desc, isNull, ne, or, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { galleryAlbums, galleryVideos } from "../../db/schema/gallery.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { auditLog } from "../../db/schema/security.ts";
import { merchandise } from "../../db/schema/shop.ts";
import { siteSettings } from "../../db/schema/site.ts";
import type { Database } from "../../platform/db.server.ts";
import { checkHealth } from "../../platform/health.server.ts";
import { countLegalPlaceholders } from "../legal/queries.server.ts";
import type { Services } from "../../platform/services.server.ts";

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

/** What the French site shows in English for want of a translation (issue 13): per content type with a French version. */
export interface MissingTranslations {
  cars: number;
  articles: number;
  events: number;
  merchandise: number;
  albums: number;
  videos: number;
  editions: number;
  /** 1 when the site settings have an address without its French version, else 0 (the opening hours are the seed's, in both languages, until they are editable). */
  settings: number;
}

/**
 * Items outside the trash without their French version (each type's marker
 * column, decision 013); a failing count is logged and shows 0, like the
 * others.
 */
export async function countMissingFrench(db: Database, log: Pick<Logger, "error">): Promise<MissingTranslations> {
  const countOf = countOrZero(db, log);
  const [cars, articles, events, items, albums, videos, editions, settings] = await Promise.all([
    countOf("historic_f1_cars", historicF1Cars, and(isNull(historicF1Cars.deleted_at), isNull(historicF1Cars.description_fr))),
    countOf("news_articles", newsArticles, and(isNull(newsArticles.deleted_at), isNull(newsArticles.title_fr))),
    countOf("prestigious_events", prestigiousEvents, and(isNull(prestigiousEvents.deleted_at), isNull(prestigiousEvents.name_fr))),
    countOf("merchandise", merchandise, and(isNull(merchandise.deleted_at), isNull(merchandise.name_fr))),
    countOf("gallery_albums", galleryAlbums, and(isNull(galleryAlbums.deleted_at), isNull(galleryAlbums.title_fr))),
    countOf("gallery_videos", galleryVideos, and(isNull(galleryVideos.deleted_at), isNull(galleryVideos.title_fr))),
    countOf("newsletter_editions", newsletterEditions, and(isNull(newsletterEditions.deleted_at), or(isNull(newsletterEditions.subject_fr), isNull(newsletterEditions.content_fr)))),
    countOf("site_settings", siteSettings, and(isNull(siteSettings.address_fr), ne(siteSettings.address, ""))),
  ]);
  return { cars, articles, events, merchandise: items, albums, videos, editions, settings };
}

export interface PlatformStatus {
  database: boolean;
  authentication: boolean;
  storage: boolean;
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
  return { database: health.checks.database.ok, authentication, storage: health.checks.storage.ok };
}

export interface ActivityEntry {
  id: string;
  action: string;
  actorEmail: string | null;
  targetType: string | null;
  ip: string | null;
  createdAt: string;
}

/** The latest audit records, newest first, for the dashboard. */
export async function listRecentActivity(db: Database, limit = 10): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: auditLog.actor_email,
      targetType: auditLog.target_type,
      ip: auditLog.ip,
      createdAt: auditLog.created_at,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.created_at))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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
