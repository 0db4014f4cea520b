import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, id, updatedAt } from "./columns.ts";

export const galleryAlbums = pgTable(
  "gallery_albums",
  {
    id: id(),
    title: text("title").notNull(),
    /**
     * The album's address (issue 15): /gallery/albums/<slug>. Made from the
     * title when the editor leaves it empty; a changed slug keeps the old
     * address as a redirect (slug_redirects), and so does the old id address.
     */
    slug: text("slug").notNull().unique(),
    description: text("description"),
    year: integer("year").notNull(),
    event_date: date("event_date", { mode: "string" }),
    cover_image_url: text("cover_image_url"),
    photo_count: integer("photo_count").notNull().default(0),
    published: boolean("published").notNull().default(false),
    /** When a published album goes public (issue 15: scheduled like an article); null: as soon as it is published. */
    publish_at: timestamp("publish_at", { withTimezone: true }),
    display_order: integer("display_order").notNull().default(0),
    /** The French album: it exists when title_fr is set, with its own address (slug_fr, made from title_fr when left empty). */
    title_fr: text("title_fr"),
    slug_fr: text("slug_fr").unique(),
    description_fr: text("description_fr"),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (table) => [index("gallery_albums_order_idx").on(table.year, table.display_order)],
);

export const galleryPhotos = pgTable(
  "gallery_photos",
  {
    id: id(),
    album_id: uuid("album_id")
      .notNull()
      .references(() => galleryAlbums.id, { onDelete: "cascade" }),
    image_url: text("image_url").notNull(),
    caption: text("caption"),
    /** The caption on French pages (also the photo's alt text there); the English one when null. */
    caption_fr: text("caption_fr"),
    width: integer("width"),
    height: integer("height"),
    display_order: integer("display_order").notNull().default(0),
    uploaded_at: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    deleted_at: deletedAt(),
  },
  (table) => [index("gallery_photos_album_order_idx").on(table.album_id, table.display_order)],
);

export const galleryVideos = pgTable("gallery_videos", {
  id: id(),
  title: text("title").notNull(),
  description: text("description"),
  thumbnail_url: text("thumbnail_url"),
  /** As displayed, e.g. "4:32". */
  duration: text("duration"),
  video_url: text("video_url"),
  video_embed_code: text("video_embed_code"),
  published: boolean("published").notNull().default(false),
  display_order: integer("display_order").notNull().default(0),
  /** The French video: it exists when title_fr is set. */
  title_fr: text("title_fr"),
  description_fr: text("description_fr"),
  created_at: createdAt(),
  updated_at: updatedAt(),
  deleted_at: deletedAt(),
});
