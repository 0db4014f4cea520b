/** A newsletter edition's HTML is shown only once sanitized: the rules live with the site's other rich text. */
export { sanitizeNewsletterHtml } from "../news/rich-text.server.ts";
