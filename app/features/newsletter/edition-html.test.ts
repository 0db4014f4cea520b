import { describe, expect, it } from "vitest";
import { sanitizeNewsletterHtml } from "../../platform/rich-text.server.ts";

describe("sanitizeNewsletterHtml", () => {
  it("keeps the simple HTML an edition is written in", () => {
    const edition =
      '<h2>The season starts</h2><p>The cars are <strong>rebuilt</strong>.</p><ul><li>Monaco</li></ul><p>See the <a href="https://ecurie-vitesse.example/events">events page</a>.</p>';
    expect(sanitizeNewsletterHtml(edition)).toBe(
      '<h2>The season starts</h2><p>The cars are <strong>rebuilt</strong>.</p><ul><li>Monaco</li></ul><p>See the <a href="https://ecurie-vitesse.example/events" rel="noopener">events page</a>.</p>',
    );
  });

  it("drops scripts with their content", () => {
    expect(sanitizeNewsletterHtml("<p>Hi</p><script>alert(document.cookie)</script>")).toBe("<p>Hi</p>");
    expect(sanitizeNewsletterHtml("<p>Hi<SCRIPT src=//evil.example/x.js></SCRIPT></p>")).toBe("<p>Hi</p>");
  });

  it("drops event handler attributes", () => {
    expect(sanitizeNewsletterHtml('<img src="/media/a.webp" onerror="alert(1)">')).toBe('<img src="/media/a.webp" alt="" loading="lazy" decoding="async" />');
    expect(sanitizeNewsletterHtml('<p onclick="alert(1)" onmouseover="alert(2)">text</p>')).toBe("<p>text</p>");
    expect(sanitizeNewsletterHtml('<img src=x onerror=alert(1)>')).toBe("");
  });

  it("drops javascript:, data: and vbscript: links, however they are spelled", () => {
    for (const href of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "java&#x09;script:alert(1)", "&#106;avascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"]) {
      const html = sanitizeNewsletterHtml(`<a href="${href}">x</a>`);
      expect(html, href).toBe('<a rel="noopener">x</a>');
    }
  });

  it("drops SVG and MathML with whatever they hold", () => {
    expect(sanitizeNewsletterHtml('<svg onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></svg><p>after</p>')).toBe("<p>after</p>");
    expect(sanitizeNewsletterHtml("<math><mtext><style><img src=x onerror=alert(1)></style></mtext></math>ok")).toBe("ok");
  });

  it("drops iframes, objects, embeds, forms and base tags", () => {
    expect(sanitizeNewsletterHtml('<iframe src="https://evil.example"></iframe><p>kept</p>')).toBe("<p>kept</p>");
    expect(sanitizeNewsletterHtml('<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/">ok')).toBe("ok");
    expect(sanitizeNewsletterHtml('<form action="https://evil.example"><input name="card"><button>Pay</button></form>')).toBe("");
  });

  it("drops style elements and style attributes", () => {
    expect(sanitizeNewsletterHtml("<style>body{display:none}</style><p style=\"position:fixed;inset:0\">text</p>")).toBe("<p>text</p>");
    expect(sanitizeNewsletterHtml('<p class="x" id="y">text</p>')).toBe("<p>text</p>");
  });

  it("drops images from other hosts and keeps the site's own", () => {
    expect(sanitizeNewsletterHtml('<img src="https://tracker.example/open.gif" width="1" height="1">')).toBe("");
    expect(sanitizeNewsletterHtml('<img src="/media/demo/news/a-960.webp" alt="Car">')).toBe('<img src="/media/demo/news/a-960.webp" alt="Car" loading="lazy" decoding="async" />');
  });

  it("keeps simple tables and escapes stray markup", () => {
    expect(sanitizeNewsletterHtml('<table><tr><td colspan="2" bgcolor="red">A</td></tr></table>')).toBe('<table><tr><td colspan="2">A</td></tr></table>');
    expect(sanitizeNewsletterHtml("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });

  it("cannot be broken out of with comments, CDATA or unclosed tags", () => {
    expect(sanitizeNewsletterHtml('<!--<script>alert(1)</script>--><p>x</p>')).toBe("<p>x</p>");
    expect(sanitizeNewsletterHtml('<![CDATA[<script>alert(1)</script>]]><p>x</p>')).not.toMatch(/<script/i);
    expect(sanitizeNewsletterHtml('<p>x<img src="/media/a.webp" alt="a" onerror="alert(1)"')).not.toMatch(/onerror/i);
  });
});
