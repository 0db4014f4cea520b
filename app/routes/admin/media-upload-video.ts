import type { Route } from "./+types/media-upload-video";
import { UploadRefused } from "../../features/media/mutations.server.ts";
import { receiveAdminVideoUpload } from "./media-uploads.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext } from "../../platform/context.ts";

/**
 * POST /admin/media/upload-video (multipart, field `file`) → 201 {url,
 * contentType, bytes}; 400 {error} when the content is not an MP4 or WebM
 * video; 413 {error} when it is over VIDEO_UPLOAD_MAX_MB. The body gate
 * (request-body.server.ts) streams this address; the file goes to disk, then
 * to the storage, never whole into memory. Anonymous requests never get
 * here: the admin layout's middleware answers 401 first.
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ error: translator(context.get(localeContext))("media.video.methodNotAllowed") }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  if (request.method !== "POST") return Response.json({ error: t("media.video.methodNotAllowed") }, { status: 405, headers: { Allow: "POST" } });
  try {
    return Response.json(await receiveAdminVideoUpload(request, context, t), { status: 201 });
  } catch (error) {
    if (error instanceof UploadRefused) {
      // Refused before the whole body was read (too large, or not a video from its first bytes): the server ends the connection after this answer.
      return Response.json({ error: error.message }, { status: error.status, headers: error.status === 413 ? { Connection: "close" } : undefined });
    }
    throw error;
  }
}
