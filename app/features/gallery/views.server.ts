import type { Database } from "../../platform/db.server.ts";
import { getPublishedAlbum, listAlbums, listPhotos, listVideos } from "./queries.server.ts";
import type { AlbumCard, AlbumHeader, PhotoView, VideoCard } from "./types.ts";
import { videoPlayback } from "./video-source.server.ts";

/** The Photos tab: published albums, year descending, then display order (§7). */
export async function listAlbumCards(db: Database): Promise<AlbumCard[]> {
  const rows = await listAlbums(db, { published: true });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    year: row.year,
    date: row.event_date,
    cover: row.cover_image_url,
    photoCount: row.photo_count,
  }));
}

/** The Videos tab: published videos in display order (§7), each with how it plays. */
export async function listVideoCards(db: Database): Promise<VideoCard[]> {
  const rows = await listVideos(db, { published: true });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail_url,
    duration: row.duration,
    playback: videoPlayback(row),
  }));
}

/** A published album's header; null for drafts and unknown ids (the page answers 404). */
export async function getAlbumHeader(db: Database, id: string): Promise<AlbumHeader | null> {
  const row = await getPublishedAlbum(db, id);
  if (!row) return null;
  return { id: row.id, title: row.title, description: row.description, year: row.year, date: row.event_date };
}

/** An album's photos in display order, then newest upload (§7). */
export async function listPhotoViews(db: Database, albumId: string): Promise<PhotoView[]> {
  const rows = await listPhotos(db, albumId);
  return rows.map((row) => ({ id: row.id, image: row.image_url, caption: row.caption }));
}
