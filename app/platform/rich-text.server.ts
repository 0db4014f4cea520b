import { marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { ImageSources } from "../lib/image-sources.ts";

/**
 * Stored rich text (article markdown, newsletter HTML) becomes HTML the page
 * can insert only through here. An allow-list: a few text tags, links with
 * web or mail targets, and images served by the site itself (/media/…).
 * Everything else (scripts, styles, event handlers, frames, SVG, forms) is
 * dropped, so what the editor typed can never run in a visitor's browser.
 */

const TEXT_TAGS = ["p", "h2", "h3", "h4", "strong", "b", "em", "i", "a", "ul", "ol", "li", "blockquote", "code", "pre", "img", "br", "hr"];
const TABLE_TAGS = ["table", "thead", "tbody", "tr", "th", "td"];

/** Elements dropped with everything inside them, not only their tags. */
const DROPPED_WITH_CONTENT = ["script", "style", "textarea", "option", "xmp", "noscript", "template", "iframe", "frame", "object", "embed", "svg", "math", "title", "head", "select", "button"];

/** Only images the site stores and serves itself: no tracking pixels, nothing the CSP would block anyway. */
export function isSiteMediaPath(src: string | undefined): boolean {
  return !!src && /^\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(src) && !src.includes("..") && !src.includes("//");
}

/** The article column is 48rem wide at most (Prose max-w-3xl); narrower screens fill their width. */
const ARTICLE_IMAGE_SIZES = "(min-width: 52rem) 48rem, calc(100vw - 3rem)";

/**
 * `images`: the stored images an article shows, by /media/ path. Those get the
 * server's own srcset, sizes, width and height (a phone downloads the small
 * variant, and the page does not jump as it loads); a srcset the author
 * typed is never kept, it could point anywhere.
 */
function options(extraTags: readonly string[], images: Readonly<Record<string, ImageSources>> = {}): sanitizeHtml.IOptions {
  return {
    allowedTags: [...TEXT_TAGS, ...extraTags],
    allowedAttributes: {
      a: ["href", "rel"],
      img: ["src", "alt", "width", "height", "loading", "decoding", "srcset", "sizes"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      // The page has its own h1: a heading in the content starts one level below.
      h1: "h2",
      h5: "h4",
      h6: "h4",
      a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: "noopener" } }),
      img: (tagName, { srcset: _typedSrcset, sizes: _typedSizes, ...attribs }) => {
        const sources = attribs.src ? images[attribs.src] : undefined;
        const responsive: sanitizeHtml.Attributes = sources ? { srcset: sources.srcSet, sizes: ARTICLE_IMAGE_SIZES, width: String(sources.width), height: String(sources.height) } : {};
        return { tagName, attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async", ...responsive } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !isSiteMediaPath(frame.attribs.src),
  };
}

const textOptions = options([]);
const newsletterOptions = options(TABLE_TAGS);

/** Sanitized HTML of an article or any other rich text written for the site. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, textOptions);
}

/** Sanitized HTML of a newsletter edition: the same rules, plus simple tables, common in e-mails. */
export function sanitizeNewsletterHtml(html: string): string {
  return sanitizeHtml(html, newsletterOptions);
}

/**
 * An article's markdown as safe HTML: rendered with marked, then sanitized
 * (raw HTML in markdown included). `images` (see `articleImagePaths`) makes
 * its stored images responsive.
 */
export function renderArticleMarkdown(markdown: string, images: Readonly<Record<string, ImageSources>> = {}): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, Object.keys(images).length ? options([], images) : textOptions).trim();
}

/** Every /media/ path an article's markdown mentions: the images to resolve before rendering it. */
export function articleImagePaths(markdown: string): string[] {
  return [...new Set(markdown.match(/\/media\/[A-Za-z0-9][A-Za-z0-9/_.-]*/g) ?? [])];
}

/*
 * Placeholders: `[[Numéro RCS]]` in a text the team must complete (the legal
 * pages) is a value only they know. It becomes a highlighted <mark> so it
 * cannot be missed. The brackets are swapped for two private-use characters
 * before Markdown and the sanitizer run (they leave those alone), and the
 * marks are written after, so no markup typed by an author ever reaches the
 * page: a stray private-use character in the text is dropped first. A
 * placeholder inside a link's address is URL-encoded by Markdown and stays
 * text; one inside an attribute (an image's alt) becomes `<mark>` text there,
 * harmless, because the mark carries no quote.
 */
const OPEN = "\uE000";
const CLOSE = "\uE001";

/** Placeholders a text holds, in order, e.g. ["Numéro RCS", "Hébergeur"]: up to 80 characters, no bracket, no line break. */
export const PLACEHOLDER_PATTERN = /\[\[([^[\]\r\n]{1,80})\]\]/g;

/** A Markdown text as safe HTML (like an article), its placeholders shown as `<mark>`. */
export function renderMarkdownWithPlaceholders(markdown: string): string {
  const marked = markdown.replace(/[\uE000\uE001]/g, "").replace(PLACEHOLDER_PATTERN, (_, name: string) => `${OPEN}${name}${CLOSE}`);
  return renderArticleMarkdown(marked).replace(/\uE000([^\uE000\uE001]*)\uE001/g, "<mark>$1</mark>").replace(/[\uE000\uE001]/g, "");
}
