import { count, isNull, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterSubscribers } from "../../db/schema/newsletter.ts";
import type { Database } from "../../platform/db.server.ts";

export interface DashboardCounts {
  cars: number;
  newsArticles: number;
  events: number;
  subscribers: number;
}

/**
 * The dashboard's four count-only reads, run in parallel (§7). A failing count
 * is logged and shows 0 (§8), without hiding the others. Cars, articles and
 * events in the trash are gone from the site, so they are not counted;
 * subscribers are counted as §7 reads them, every row of the table.
 */
export async function getDashboardCounts(db: Database, log: Pick<Logger, "error">): Promise<DashboardCounts> {
  const countOf = async (name: string, table: PgTable, where?: SQL) => {
    try {
      const [row] = await db.select({ value: count() }).from(table).where(where);
      return row?.value ?? 0;
    } catch (error) {
      log.error({ err: error, table: name }, "dashboard count failed");
      return 0;
    }
  };
  const [cars, articles, events, subscribers] = await Promise.all([
    countOf("historic_f1_cars", historicF1Cars, isNull(historicF1Cars.deleted_at)),
    countOf("news_articles", newsArticles, isNull(newsArticles.deleted_at)),
    countOf("prestigious_events", prestigiousEvents, isNull(prestigiousEvents.deleted_at)),
    countOf("newsletter_subscribers", newsletterSubscribers),
  ]);
  return { cars, newsArticles: articles, events, subscribers };
}
