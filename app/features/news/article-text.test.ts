import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/core.ts";
import { publicEn } from "../../lib/i18n/en/public.ts";
import { publicFr } from "../../lib/i18n/fr/public.ts";
import { articleExcerpt, categoryLabel, categoryName, EXCERPT_FALLBACK_LENGTH, stripMarkdown } from "./schema.ts";

describe("articleExcerpt", () => {
  const long = "Every restoration starts with the same question: what is original, and what has been changed over forty years of racing? For the VH-82 Turbo, the answer took three weeks.";

  it("uses the article's own excerpt when it has one", () => {
    expect(articleExcerpt("A short summary.", long)).toBe("A short summary.");
    expect(articleExcerpt("  Trimmed.  ", long)).toBe("Trimmed.");
  });

  it("falls back to the first 120 characters of the content, with an ellipsis when cut", () => {
    const result = articleExcerpt(null, long);
    expect(EXCERPT_FALLBACK_LENGTH).toBe(120);
    expect(result).toBe(`${long.slice(0, 120).trimEnd()}…`);
    expect(result.length).toBeLessThanOrEqual(121);
  });

  it("treats an empty or blank excerpt as missing", () => {
    expect(articleExcerpt("", long)).toBe(`${long.slice(0, 120).trimEnd()}…`);
    expect(articleExcerpt("   ", "Short content.")).toBe("Short content.");
  });

  it("adds no ellipsis when the content fits", () => {
    expect(articleExcerpt(null, "Short content.")).toBe("Short content.");
    const exact = "x".repeat(120);
    expect(articleExcerpt(null, exact)).toBe(exact);
    expect(articleExcerpt(null, `${exact}y`)).toBe(`${exact}…`);
  });

  it("strips markdown syntax before cutting, so none of it is shown or counted", () => {
    const markdown = "## The **season** starts\n\nRead the [calendar](https://example.com/events) and *plan* your `visit`.\n\n- one\n- two";
    expect(articleExcerpt(null, markdown)).toBe("The season starts Read the calendar and plan your visit. one two");
  });

  it("never cuts a character made of two code units in half", () => {
    const content = `${"a".repeat(119)}🏁🏁`;
    expect(articleExcerpt(null, content)).toBe(`${"a".repeat(119)}🏁…`);
  });
});

describe("stripMarkdown", () => {
  it("drops images, quotes, rules and html, and collapses whitespace", () => {
    expect(stripMarkdown("![car](/media/x.webp)\n> quoted line\n\n---\n\n<b>bold</b>   text\n1. first")).toBe("quoted line bold text first");
  });

  it("keeps underscores inside words", () => {
    expect(stripMarkdown("snake_case_word stays")).toBe("snake_case_word stays");
  });
});

const en = translate(publicEn, "en");

describe("categoryLabel", () => {
  it("shows underscores as spaces", () => {
    expect(categoryLabel("race_report", en)).toBe("race report");
    expect(categoryLabel("restoration_diary", en)).toBe("restoration diary");
    expect(categoryLabel("news", en)).toBe("news");
    expect(categoryLabel("race_report", translate(publicFr, "fr"))).toBe("compte rendu de course");
  });

  it("begins with a capital where it begins an admin's line, in both languages", () => {
    expect(categoryName("race_report", en)).toBe("Race report");
    expect(categoryName("team_news", translate(publicFr, "fr"))).toBe("Vie de l’équipe");
    expect(categoryName("some_new_kind", en)).toBe("Some new kind");
  });
});
