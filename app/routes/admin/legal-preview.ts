import type { Route } from "./+types/legal-preview";
import { LEGAL_BODY_MAX } from "../../features/legal/schema.ts";
import { renderMarkdownWithPlaceholders } from "../../platform/rich-text.server.ts";

/** The legal editor's live preview: what the public page will show, placeholders marked. Admin-only (the layout's guard). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const content = form.get("content");
  if (typeof content !== "string" || content.length > LEGAL_BODY_MAX) {
    return Response.json({ error: "content" }, { status: 400 });
  }
  return Response.json({ html: renderMarkdownWithPlaceholders(content) }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
