
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
