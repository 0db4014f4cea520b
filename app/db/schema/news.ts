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
    /**
     * The French article: it exists when title_fr is set (with its content and
     * slug); until then French pages show the English one, marked as English.
     */
    slug_fr: text("slug_fr").unique(),
    title_fr: text("title_fr"),
    excerpt_fr: text("excerpt_fr"),
    content_fr: text("content_fr"),
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
