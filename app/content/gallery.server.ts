import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { media } from "../db/schema/media.ts";
import { column } from "../features/dashboard/queries.server.ts";
import { albumAlternates, listAlbums, listVideos } from "../features/gallery/queries.server.ts";
import { everywhere, itemPage, latest } from "../features/seo/queries.server.ts";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../db/schema/gallery.ts";
import { localeContext } from "../platform/context.ts";
import { albumTrash, albumWrites, photoTrash, videoFormSchema, videoTrash, videoWrites } from "../features/gallery/mutations.server.ts";
import { albumFormSchema, type AlbumInput, type VideoInput } from "../features/gallery/schema.ts";
import { fieldNames, postedForm, throughEditorForm, versioned, withPublishAt } from "../features/versions/mutations.server.ts";
import { uuidRowReads } from "../features/versions/queries.server.ts";
import type { VersionField } from "../features/versions/schema.ts";
import type { ContentType } from "./content-type.server.ts";

const albumFields: VersionField[] = [
  { name: "title", label: "galleryAdmin.album.title" },
  { name: "description", label: "galleryAdmin.album.description", kind: "long" },
  { name: "title_fr", label: "galleryAdmin.album.titleFr" },
  { name: "description_fr", label: "galleryAdmin.album.descriptionFr", kind: "long" },
  { name: "year", label: "galleryAdmin.album.year" },
  { name: "event_date", label: "galleryAdmin.album.eventDate", kind: "date" },
  { name: "published", label: "galleryAdmin.album.published", kind: "boolean" },
  { name: "publish_at", label: "adminContent.publishAt", kind: "datetime" },
];

/** An album's versions are its own fields; its photos and cover are changed (and trashed) one by one on the album's page. */
export const album: ContentType = {
  type: "album",
  tables: [galleryAlbums],
  label: "trash.type.album",
  trash: albumTrash,
  versions: versioned<AlbumInput>({
    type: "album",
    fields: albumFields,
    ...uuidRowReads(galleryAlbums, galleryAlbums.id, galleryAlbums.deleted_at, "title"),
    editorPath: (id) => `/admin/gallery/albums/${id}`,
    toInput: throughEditorForm(albumFormSchema, (values) => withPublishAt(values, postedForm(values, fieldNames(albumFields)))),
    update: (context, db, id, input) => albumWrites(context.get(localeContext)).update(db, id, input),
  }),
  schedule: { table: galleryAlbums, at: galleryAlbums.publish_at, waiting: (now) => and(eq(galleryAlbums.published, true), gt(galleryAlbums.publish_at, now), isNull(galleryAlbums.deleted_at)) },
  sitemap: async (db, now) => {
    const albums = await listAlbums(db, { published: true, now });
    return [everywhere("/gallery", latest(albums.map((entry) => entry.updated_at))), ...albums.map((entry) => itemPage(albumAlternates(entry), entry.updated_at))];
  },
  health: {
    label: "dashboard.missingFrench.albums",
    table: galleryAlbums,
    id: galleryAlbums.id,
    name: galleryAlbums.title,
    order: galleryAlbums.updated_at,
    live: isNull(galleryAlbums.deleted_at),
    editorPath: (id) => `/admin/gallery/albums/${id}`,
    drafts: { where: eq(galleryAlbums.published, false), list: "/admin/gallery?status=draft" },
    scheduled: { at: galleryAlbums.publish_at, where: (now) => and(eq(galleryAlbums.published, true), gt(galleryAlbums.publish_at, now)), list: "/admin/gallery?status=scheduled" },
    missingFrench: { where: isNull(galleryAlbums.title_fr), list: "/admin/gallery" },
    // A photo's caption is its alt text when it has one.
    missingAlt: {
      where: and(
        eq(galleryAlbums.published, true),
        sql`exists (select 1 from ${galleryPhotos} p join ${media} m on m.key = substr(p.image_url, 8)
          where p.album_id = ${column(galleryAlbums, "id")} and p.deleted_at is null and p.image_url like '/media/%'
          and coalesce(btrim(m.alt), '') = '' and coalesce(btrim(p.caption), '') = '')`,
      ),
      list: "/admin/gallery",
    },
  },
};

/** A photo belongs to its album: trashed and restored one by one, with no history of its own. */
export const photo: ContentType = { type: "photo", tables: [galleryPhotos], label: "trash.type.photo", trash: photoTrash };

const videoFields: VersionField[] = [
  { name: "title", label: "galleryAdmin.video.title" },
  { name: "description", label: "galleryAdmin.video.description", kind: "long" },
  { name: "title_fr", label: "galleryAdmin.video.titleFr" },
  { name: "description_fr", label: "galleryAdmin.video.descriptionFr", kind: "long" },
  { name: "video_url", label: "galleryAdmin.video.url" },
  { name: "video_embed_code", label: "galleryAdmin.video.embed", kind: "long" },
  { name: "thumbnail_url", label: "galleryAdmin.video.thumbnail" },
  { name: "duration", label: "galleryAdmin.video.duration" },
  { name: "published", label: "galleryAdmin.video.published", kind: "boolean" },
];

export const video: ContentType = {
  type: "video",
  tables: [galleryVideos],
  label: "trash.type.video",
  trash: videoTrash,
  versions: versioned<VideoInput>({
    type: "video",
    fields: videoFields,
    ...uuidRowReads(galleryVideos, galleryVideos.id, galleryVideos.deleted_at, "title"),
    editorPath: (id) => `/admin/gallery/videos/${id}`,
    // The server's schema: a version's video must still play (the same parser as the page).
    toInput: throughEditorForm(videoFormSchema, (values) => postedForm(values, fieldNames(videoFields))),
    update: (_context, db, id, input) => videoWrites.update(db, id, input),
  }),
  // Videos play in the gallery's tab: no page of their own.
  sitemap: async (db) => [everywhere("/gallery?category=videos", latest((await listVideos(db, { published: true })).map((entry) => entry.updated_at)))],
  health: {
    label: "dashboard.missingFrench.videos",
    table: galleryVideos,
    id: galleryVideos.id,
    name: galleryVideos.title,
    order: galleryVideos.updated_at,
    live: isNull(galleryVideos.deleted_at),
    editorPath: (id) => `/admin/gallery/videos/${id}`,
    drafts: { where: eq(galleryVideos.published, false), list: "/admin/gallery?tab=videos&status=draft" },
    missingFrench: { where: isNull(galleryVideos.title_fr), list: "/admin/gallery?tab=videos" },
  },
};
