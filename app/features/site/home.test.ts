import { describe, expect, it } from "vitest";
import { plainPreview } from "./queries.server.ts";

describe("plainPreview", () => {
  it("keeps only the text of the HTML, with spaces between blocks", () => {
    expect(plainPreview("<h2>Spring</h2><p>Hello &amp; welcome, <strong>friends</strong>.</p><ul><li>One</li><li>Two</li></ul>")).toBe(
      "Spring Hello & welcome, friends. One Two",
    );
  });

  it("drops scripts and their content", () => {
    expect(plainPreview('<p>Safe</p><script>alert("x")</script><img src=x onerror="alert(1)">')).toBe("Safe");
  });

  it("cuts long text and marks the cut", () => {
    const preview = plainPreview(`<p>${"word ".repeat(100)}</p>`, 20);
    expect(preview).toBe("word word word word…");
  });

  it("leaves escaped markup as text, never as tags", () => {
    expect(plainPreview("<p>&lt;b&gt;bold&lt;/b&gt;</p>")).toBe("<b>bold</b>");
  });
});
