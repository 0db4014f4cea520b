
/** What the upload endpoint answers (201) and `uploadImage` resolves with. */
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
  placeholder: string | null;
}

/** Content types accepted for upload, by their magic bytes (never by name or declared type). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif", "image/tiff"] as const;

/** The file picker's hint; the server decides by content whatever the picker let through. */
export const IMAGE_ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

/** What the video upload endpoint answers (201) and `uploadVideo` resolves with. */
export interface UploadedVideo {
  url: string;
  contentType: AcceptedVideoType;
  bytes: number;
}

/**
 * Videos an admin may upload: played by the browsers as they are (nothing is
 * converted on the server), told apart by their first bytes — MP4's `ftyp`
 * box, WebM's EBML header with its doctype — never by name.
 */
export const ACCEPTED_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export type AcceptedVideoType = (typeof ACCEPTED_VIDEO_TYPES)[number];

/** The file picker's hint (some systems know .webm by its extension only); the server decides. */
export const VIDEO_ACCEPT_ATTRIBUTE = ["video/mp4", "video/webm", ".mp4", ".m4v", ".webm"].join(",");

/** "17.2": a size in megabytes rounded up to a tenth, so a file just over the limit never reads as equal to it. */
export function formatMegabytes(bytes: number): string {
  return (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);
}

/** A video file a `<video>` element can show as a preview: ours (/media/…) or an https address, ending in .mp4 or .webm. */
export function isVideoFileUrl(url: string): boolean {
  const path = url.trim().split(/[?#]/)[0]!.toLowerCase();
  return (path.startsWith("/media/") || path.startsWith("https://")) && /\.(mp4|webm)$/.test(path);
}

/**
 * Alt text at the image itself (issue 15): the media row holds what the
 * picture shows in English (required for a public image) and French. An
 * editor's image field posts, for each image it shows, its URL and both
 * texts under these names, repeated in order; the server checks them and
 * writes them to the rows with the item (handleEditorAction's `images`).
 */
export const IMAGE_ALT_FIELDS = { url: "image_alt_url", en: "image_alt_en", fr: "image_alt_fr" } as const;

/** At most this many characters: a sentence or two, not a caption essay. */
export const ALT_MAX = 300;

/** Where the server puts the message about an image field's alt text (under its English alt input). */
export function altErrorName(field: string): string {
  return `${field}_alt`;
}

/** An image's alt text in both languages, as the editors show it ("" when none). */
export interface ImageAlt {
  en: string;
  fr: string;
}

/** The posted alt texts of a form, by image URL (the last pair posted for a URL wins). */
export function postedImageAlts(read: (name: string) => readonly unknown[]): Map<string, ImageAlt> {
  const urls = read(IMAGE_ALT_FIELDS.url);
  const en = read(IMAGE_ALT_FIELDS.en);
  const fr = read(IMAGE_ALT_FIELDS.fr);
  const alts = new Map<string, ImageAlt>();
  urls.forEach((url, index) => {
    if (typeof url !== "string" || url === "") return;
    const text = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");
    alts.set(url, { en: text(en[index]), fr: text(fr[index]) });
  });
  return alts;
}

/** A stored image of ours (an alt text can be kept for it); an address elsewhere has no row. */
export function isStoredImageUrl(url: string): boolean {
  return url.startsWith("/media/") && url.length > "/media/".length;
}

/** Every stored image address anywhere in a value (a row, a page's document), once each, in order. */
export function storedImageUrlsIn(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === "string") {
      if (isStoredImageUrl(node)) found.add(node);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (node && typeof node === "object" && !(node instanceof Date)) {
      for (const item of Object.values(node)) visit(item);
    }
  };
  visit(value);
  return [...found];
}
