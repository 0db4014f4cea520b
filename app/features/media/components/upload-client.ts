import { adminTranslator, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import type { Translate } from "../../../lib/i18n/index.ts";
import type { UploadedImage, UploadedVideo } from "../schema.ts";

/** Where images are sent: see routes/admin/media-upload.ts. */
export const UPLOAD_ENDPOINT = "/admin/media/upload";
/** Where videos are sent: see routes/admin/media-upload-video.ts. */
export const VIDEO_UPLOAD_ENDPOINT = "/admin/media/upload-video";

export interface UploadOptions {
  /** Called as the bytes leave, with the fraction sent (0..1); 1 means the server is now making the variants. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The admin's words for the reasons shown (useAdminT()); English when absent. */
  t?: Translate<AdminMessageKey>;
}

/**
 * Uploads one image file. XMLHttpRequest rather than fetch: only it reports
 * upload progress in every browser. Rejects with an Error whose message is
 * the reason to show the admin (the server's words when it refused the file).
 */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  return send(UPLOAD_ENDPOINT, file, options, "media.upload.serverError", (body) =>
    typeof body.url === "string"
      ? { url: body.url, width: Number(body.width) || 0, height: Number(body.height) || 0, placeholder: typeof body.placeholder === "string" ? body.placeholder : null }
      : null,
  );
}

/** Uploads one video file (MP4 or WebM), the same way: progress as the bytes leave, the server's reason on a refusal. */
export function uploadVideo(file: File, options: UploadOptions = {}): Promise<UploadedVideo> {
  return send(VIDEO_UPLOAD_ENDPOINT, file, options, "media.video.serverError", (body) =>
    typeof body.url === "string" && (body.contentType === "video/mp4" || body.contentType === "video/webm")
      ? { url: body.url, contentType: body.contentType, bytes: Number(body.bytes) || 0 }
      : null,
  );
}

/** Posts `file` as the multipart field `file`; `accept` reads a 201's body (null: not what was expected). */
function send<Result>(
  endpoint: string,
  file: File,
  options: UploadOptions,
  serverError: AdminMessageKey,
  accept: (body: Record<string, unknown>) => Result | null,
): Promise<Result> {
  const t = options.t ?? adminTranslator();
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new Error(t("media.upload.cancelled")));
      return;
    }
    const request = new XMLHttpRequest();
    request.open("POST", endpoint);
    request.responseType = "text";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    });
    request.upload.addEventListener("load", () => options.onProgress?.(1));
    request.addEventListener("load", () => {
      const body = parse(request.responseText);
      const result = request.status === 201 && body ? accept(body) : null;
      if (result !== null) {
        resolve(result);
        return;
      }
      // 400/413 answer {error}; the session guard's 401 answers plain text meant for people.
      const reason =
        body && typeof body.error === "string"
          ? body.error
          : request.status === 401 && request.responseText.trim()
            ? request.responseText.trim()
            : request.status === 413
              ? t("media.upload.failed")
              : t(serverError);
      reject(new Error(reason));
    });
    request.addEventListener("error", () => reject(new Error(t("media.upload.failed"))));
    request.addEventListener("abort", () => reject(new Error(t("media.upload.cancelled"))));
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
