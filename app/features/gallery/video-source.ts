/** How a gallery video plays: a player frame from an allowed host, a video file, or nothing yet (a placeholder). Client-safe. */
export type VideoPlayback =
  | { kind: "embed"; src: string }
  | { kind: "file"; src: string; type: "video/mp4" | "video/webm" }
  | { kind: "none" };
