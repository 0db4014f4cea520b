/**
 * Text shown for an article outside its own page: the category label and the
 * excerpt. Client-safe (no server imports).
 */

/** §9: an article without an excerpt shows the first 120 characters of its content. */
export const EXCERPT_FALLBACK_LENGTH = 120;

/** "race_report" → "race report": category words are joined by underscores and shown with spaces (§3). */
export function categoryLabel(category: string): string {
  return category.replace(/_+/g, " ").trim();
}

/**
 * The content as a reader sees it, without markdown syntax: the fallback
 * excerpt must not start with "## " or show link targets.
 */
export function stripMarkdown(markdown: string): string {
  return (
    markdown
      // Fenced code: keep the code, drop the fences.
      .replace(/```[^\n]*\n?/g, "")
      // Images carry no readable text for an excerpt.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      // Links and reference links: keep their text.
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      // Raw HTML tags.
      .replace(/<[^>]+>/g, "")
      // Line-start syntax: headings, quotes, list markers, rules.
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, "")
      .replace(/^[ \t]*>[ \t]?/gm, "")
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm, "")
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, "")
      // Inline emphasis and code markers.
      .replace(/\*\*(.+?)\*\*/g, "$1")
      .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, "$1")
      // Underscores emphasise only at word edges: snake_case stays as it is.
      .replace(/(?<![\p{L}\p{N}_])__(?=\S)(.+?)(?<=\S)__(?![\p{L}\p{N}_])/gu, "$1")
      .replace(/(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, "$1")
      .replace(/~~(.+?)~~/g, "$1")
      .replace(/`([^`]*)`/g, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * The excerpt of an article card. Its own excerpt when it has one; otherwise
 * the first 120 characters (code points, so no emoji is cut in half) of the
 * content once markdown syntax is stripped. The cut is exact, not moved to a
 * word boundary, so the spec's "first 120 characters" holds literally; trailing
 * spaces are trimmed and "…" is appended only when text was cut off.
 */
export function articleExcerpt(excerpt: string | null | undefined, content: string, length = EXCERPT_FALLBACK_LENGTH): string {
  const own = excerpt?.trim();
  if (own) return own;
  const characters = Array.from(stripMarkdown(content));
  if (characters.length <= length) return characters.join("");
  return `${characters.slice(0, length).join("").trimEnd()}…`;
}
