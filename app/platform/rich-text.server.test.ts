import { describe, expect, it } from "vitest";
import { articleImagePaths, isSiteMediaPath, PLACEHOLDER_PATTERN, renderArticleMarkdown, renderMarkdownWithPlaceholders, sanitizeRichHtml } from "./rich-text.server.ts";

describe("renderArticleMarkdown", () => {
  it("renders paragraphs, headings, emphasis, lists, quotes and code", () => {
    const html = renderArticleMarkdown(
      "First paragraph with **bold** and *italic*.\n\nSecond paragraph.\n\n## A heading\n\n- one\n- two\n\n> quoted\n\n`code`",
    );
    expect(html).toContain("<p>First paragraph with <strong>bold</strong> and <em>italic</em>.</p>");
    expect(html).toContain("<p>Second paragraph.</p>");
    expect(html).toContain("<h2>A heading</h2>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<blockquote>\n<p>quoted</p>\n</blockquote>");
    expect(html).toContain("<code>code</code>");
  });

  it("turns a level-one heading into h2: the page keeps its single h1", () => {
    expect(renderArticleMarkdown("# Title")).toBe("<h2>Title</h2>");
  });

  it("keeps web links with rel=noopener and drops javascript: links", () => {
    expect(renderArticleMarkdown("[calendar](https://example.com/events)")).toBe('<p><a href="https://example.com/events" rel="noopener">calendar</a></p>');
    expect(renderArticleMarkdown("[click](javascript:alert(1))")).toBe('<p><a rel="noopener">click</a></p>');
    expect(renderArticleMarkdown('<a href="JaVaScRiPt:alert(1)" onclick="x()">x</a>')).not.toMatch(/javascript|onclick/i);
  });

  it("keeps images served from /media/ only", () => {
    expect(renderArticleMarkdown("![The car](/media/demo/cars/a-960.webp)")).toBe(
      '<p><img src="/media/demo/cars/a-960.webp" alt="The car" loading="lazy" decoding="async" /></p>',
    );
    expect(renderArticleMarkdown("![pixel](https://tracker.example/p.gif)")).toBe("<p></p>");
    expect(renderArticleMarkdown("![up](/media/../admin)")).toBe("<p></p>");
    expect(renderArticleMarkdown("![proto](//evil.example/x.png)")).toBe("<p></p>");
  });

  it("gives a stored image the server's srcset, sizes, width and height, and never a srcset the author typed", () => {
    const markdown = '![The car](/media/uploads/2026/11/mr9-1600.webp)\n\n<img src="/media/uploads/2026/11/mr9-1600.webp" srcset="https://tracker.example/p.gif 1w" sizes="1px">\n\n![Unknown](/media/other.webp)';
    expect(articleImagePaths(markdown)).toEqual(["/media/uploads/2026/11/mr9-1600.webp", "/media/other.webp"]);
    const sources = {
      src: "/media/uploads/2026/11/mr9-1600.webp",
      srcSet: "/media/uploads/2026/11/mr9-480.webp 480w, /media/uploads/2026/11/mr9-1600.webp 1600w",
      width: 1600,
      height: 1067,
    };
    const html = renderArticleMarkdown(markdown, { "/media/uploads/2026/11/mr9-1600.webp": sources });
    const responsive =
      'src="/media/uploads/2026/11/mr9-1600.webp" alt="The car" loading="lazy" decoding="async" srcset="/media/uploads/2026/11/mr9-480.webp 480w, /media/uploads/2026/11/mr9-1600.webp 1600w" sizes="(min-width: 52rem) 48rem, calc(100vw - 3rem)" width="1600" height="1067"';
    expect(html).toContain(`<img ${responsive} />`);
    expect(html).not.toContain("tracker.example");
    expect(html).not.toContain('sizes="1px"');
    expect(html.match(/srcset=/g)).toHaveLength(2);
    expect(html).toContain('<img src="/media/other.webp" alt="Unknown" loading="lazy" decoding="async" />');
  });

  it("removes raw HTML that could run or restyle anything", () => {
    const html = renderArticleMarkdown(
      'Hello <script>alert(1)</script><img src="/media/x.webp" onerror="alert(2)"><span style="color:red">red</span>\n\n<iframe src="https://evil.example"></iframe>\n\n<svg><script>alert(3)</script></svg>',
    );
    expect(html).not.toMatch(/script|onerror|style=|iframe|svg|alert/i);
    expect(html).toContain('<img src="/media/x.webp" alt="" loading="lazy" decoding="async" />');
    expect(html).toContain("red");
  });
});

describe("sanitizeRichHtml", () => {
  it("gives every image an alt attribute", () => {
    expect(sanitizeRichHtml('<img src="/media/a.webp">')).toBe('<img src="/media/a.webp" alt="" loading="lazy" decoding="async" />');
  });
});

describe("isSiteMediaPath", () => {
  it("accepts stored media paths only", () => {
    expect(isSiteMediaPath("/media/demo/news/a-480.webp")).toBe(true);
    for (const bad of [undefined, "", "/media/", "/media/../x", "/media//x", "https://example.com/media/a.webp", "/admin/x.webp", "javascript:alert(1)"]) {
      expect(isSiteMediaPath(bad)).toBe(false);
    }
  });
});

describe("renderMarkdownWithPlaceholders", () => {
  it("marks each [[placeholder]] and renders the rest as an article", () => {
    expect(renderMarkdownWithPlaceholders("RCS : [[Numéro RCS]], **capital** [[Capital social]] €")).toBe("<p>RCS : <mark>Numéro RCS</mark>, <strong>capital</strong> <mark>Capital social</mark> €</p>");
    expect(renderMarkdownWithPlaceholders("Host: [[Nom de l'hébergeur]]")).toBe("<p>Host: <mark>Nom de l'hébergeur</mark></p>");
  });

  it("lets no markup through a placeholder, an attribute or a private-use character", () => {
    expect(renderMarkdownWithPlaceholders("[[<script>alert(1)</script>]]")).not.toMatch(/<script/);
    expect(renderMarkdownWithPlaceholders("[[<img src=x onerror=alert(1)>]]")).not.toMatch(/onerror/);
    expect(renderMarkdownWithPlaceholders("\uE000<i>x</i>\uE001 <u>y</u>")).toBe("<p><i>x</i> y</p>");
    // In a link's address the placeholder is encoded by Markdown: no mark inside an attribute.
    expect(renderMarkdownWithPlaceholders("[link](https://example.com/[[x]])")).toMatch(/^<p><a href="https:\/\/example\.com\/[^"<]*" rel="noopener">link<\/a><\/p>$/);
    expect(renderMarkdownWithPlaceholders("<mark>typed</mark> [[a]] [[b")).toBe("<p>typed <mark>a</mark> [[b</p>");
  });

  it("names the placeholders of a text", () => {
    expect([..."[[A]] x [[B c]] [[]] [[d\ne]]".matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1])).toEqual(["A", "B c"]);
  });
});
