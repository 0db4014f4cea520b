import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

export interface MediaVariant {
  key: string;
  width: number;
  height: number;
  format: "webp" | "avif" | "jpeg" | "png";
  bytes: number;
}

/** Every stored image: the original's key and the variants made from it. */
export const media = pgTable("media", {
  id: id(),
  key: text("key").notNull().unique(),
  content_type: text("content_type").notNull(),
  bytes: integer("bytes").notNull(),
  width: integer("width"),
  height: integer("height"),
  /**
   * What the image shows, for visitors who cannot see it (issue 15: required
   * for every public image): English, and French for French pages (null: the
   * English one, marked as English). Written with the image, once, wherever
   * it is used; editors write it with the form that uses the image.
   */
  alt: text("alt"),
  alt_fr: text("alt_fr"),
  variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
  /** A tiny blurred preview as a data: URL, painted while the real image loads. */
  placeholder: text("placeholder"),
  /** The uploaded file's name, for the admin only. */
  original_name: text("original_name"),
  created_at: createdAt(),
});
