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
  created_at: createdAt(),
});
