import type { Route } from "./+types/media-upload";
import { UploadRefused, uploadedImage } from "../../features/media/mutations.server.ts";
import { receiveAdminUpload } from "./media-uploads.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext } from "../../platform/context.ts";

/**
 * POST /admin/media/upload (multipart, field `file`) → 201 {url, width, height,
 * placeholder}; 400 {error} when the content is not an image; 413 {error}
 * when it is over UPLOAD_MAX_MB. Anonymous requests never get here: the admin
 * layout's middleware answers 401 first.
 */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ error: translator(context.get(localeContext))("media.upload.methodNotAllowed") }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  if (request.method !== "POST") return Response.json({ error: t("media.upload.methodNotAllowed") }, { status: 405, headers: { Allow: "POST" } });
  try {
    const { image } = await receiveAdminUpload(request, context, t);
    return Response.json(uploadedImage(image), { status: 201 });
  } catch (error) {
    if (error instanceof UploadRefused) {
      // The connection is closed after a refusal: what the client has not sent yet is not read.
      return Response.json({ error: error.message }, { status: error.status, headers: error.status === 413 ? { Connection: "close" } : undefined });
    }
    throw error;
  }
}
