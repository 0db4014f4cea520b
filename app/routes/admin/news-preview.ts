import type { Route } from "./+types/news-preview";
import { CONTENT_MAX } from "../../features/news/schema.ts";
import { renderArticleMarkdown } from "../../platform/rich-text.server.ts";

/**
 * The editor's live preview: markdown in, the HTML the public article page
 * would show out, rendered and sanitized by the same code. Admin-only (the
 * layout's middleware answers 401 to anyone else).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const content = form.get("content");
  if (typeof content !== "string" || content.length > CONTENT_MAX) {
    return Response.json({ error: "content" }, { status: 400 });
  }
  return Response.json({ html: renderArticleMarkdown(content) }, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
