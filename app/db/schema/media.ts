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
  alt: text("alt"),
  variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
  /** A tiny blurred preview as a data: URL, painted while the real image loads. */
  placeholder: text("placeholder"),
  /** The uploaded file's name, for the admin only. */
  original_name: text("original_name"),
  created_at: createdAt(),
});
