import type { Route } from "./+types/edition-preview";
import { sanitizeNewsletterHtml } from "../../platform/rich-text.server.ts";
import { EDITION_CONTENT_MAX } from "../../features/newsletter/admin-schema.ts";

/**
 * The compose screen's live preview: the edition's HTML in, the HTML the
 * e-mail and the website will show out, sanitized by the same code.
 * Admin-only (the layout's middleware answers 401 to anyone else).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const content = form.get("content");
  if (typeof content !== "string" || content.length > EDITION_CONTENT_MAX) {
    return Response.json({ error: "content" }, { status: 400 });
  }
  return Response.json({ html: sanitizeNewsletterHtml(content) }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
