import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, id, updatedAt } from "./columns.ts";

export const newsArticles = pgTable(
  "news_articles",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull().default(""),
    /** Words joined by underscores (e.g. race_report), shown with spaces. */
    category: text("category").notNull().default("news"),
    featured_image: text("featured_image"),
    published: boolean("published").notNull().default(false),
    published_at: timestamp("published_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (table) => [index("news_articles_published_order_idx").on(table.published, table.published_at, table.created_at)],
);
