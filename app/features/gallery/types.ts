import type { VideoPlayback } from "./video-source.ts";

/** What the gallery pages render: small objects, no unused columns. */
export interface AlbumCard {
  id: string;
  title: string;
  year: number;
  /** Calendar day "YYYY-MM-DD", or null. */
  date: string | null;
  cover: string | null;
  photoCount: number;
}

export interface YearGroup {
  year: number;
  albums: AlbumCard[];
}

export interface VideoCard {
  id: string;
  title: string;
  description: string | null;
  thumbnail: string | null;
  duration: string | null;
  /** Worked out on the server: the page never sees the raw embed code. */
  playback: VideoPlayback;
}

export interface AlbumHeader {
  id: string;
  title: string;
  description: string | null;
  year: number;
  date: string | null;
}

export interface PhotoView {
  id: string;
  image: string;
  caption: string | null;
}
