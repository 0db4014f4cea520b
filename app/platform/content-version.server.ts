import { and, eq, gt, isNotNull, isNull, min, sql } from "drizzle-orm";
import { prestigiousEvents } from "../db/schema/events.ts";
import { galleryAlbums } from "../db/schema/gallery.ts";
import { newsArticles } from "../db/schema/news.ts";
import { sitePages } from "../db/schema/pages.ts";
import { contentVersion } from "../db/schema/site.ts";
import type { Database } from "./db.server.ts";

/** Every write to what visitors see calls this, so render caches of every process drop their pages. */
export async function bumpContentVersion(db: Database): Promise<void> {
  await db
    .insert(contentVersion)
    .values({ id: 1, version: 2 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } });
}

export interface ContentState {
  version: number;
  /** When the next scheduled article, event, album or page goes live: cached pages must not outlive it. */
  nextPublishAt: Date | null;
}

export async function readContentState(db: Database, now = new Date()): Promise<ContentState> {
  const [versionRow, scheduled, scheduledEvent, scheduledAlbum, scheduledPage] = await Promise.all([
    db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)),
    db
      .select({ next: min(newsArticles.published_at) })
      .from(newsArticles)
      .where(and(eq(newsArticles.published, true), gt(newsArticles.published_at, now), isNull(newsArticles.deleted_at))),
    // Events and albums are scheduled the same way (issue 15): published, with their time ahead.
    db
      .select({ next: min(prestigiousEvents.publish_at) })
      .from(prestigiousEvents)
      .where(and(eq(prestigiousEvents.published, true), gt(prestigiousEvents.publish_at, now), isNull(prestigiousEvents.deleted_at))),
    db
      .select({ next: min(galleryAlbums.publish_at) })
      .from(galleryAlbums)
      .where(and(eq(galleryAlbums.published, true), gt(galleryAlbums.publish_at, now), isNull(galleryAlbums.deleted_at))),
    // A page's draft scheduled for later (Admin › Pages) goes public at that moment.
    db
      .select({ next: min(sitePages.publish_at) })
      .from(sitePages)
      .where(and(isNotNull(sitePages.draft), gt(sitePages.publish_at, now))),
  ]);
  const moments = [scheduled[0]?.next, scheduledEvent[0]?.next, scheduledAlbum[0]?.next, scheduledPage[0]?.next].filter((moment): moment is Date => moment instanceof Date);
  return { version: versionRow[0]?.version ?? 1, nextPublishAt: moments.length > 0 ? new Date(Math.min(...moments.map((moment) => moment.getTime()))) : null };
}
