import { describe, expect, it } from "vitest";
import { absoluteLinks, imageEnclosure } from "./queries.server.ts";

describe("feed items' addresses", () => {
  const origin = "https://ecurie.example";

  it("makes an item's image absolute, with its real type", () => {
    expect(imageEnclosure("/media/news/podium-1600.webp", origin)).toEqual({ url: `${origin}/media/news/podium-1600.webp`, type: "image/webp", length: 0 });
    expect(imageEnclosure("media/a.JPG", origin)).toMatchObject({ url: `${origin}/media/a.JPG`, type: "image/jpeg" });
    expect(imageEnclosure("https://cdn.example/photo.png?w=1", origin)).toMatchObject({ url: "https://cdn.example/photo.png?w=1", type: "image/png" });
    expect(imageEnclosure(null, origin)).toBeUndefined();
  });

  it("gives an edition's root-relative links and images the site's origin, and leaves the rest", () => {
    const html = '<p><a href="/events">x</a> <a href="https://other.example/y">y</a> <a href="//cdn.example/z">z</a> <img src="/media/a.webp" alt=""> <a href="mailto:a@b.c">m</a></p>';
    expect(absoluteLinks(html, origin)).toBe(
      `<p><a href="${origin}/events">x</a> <a href="https://other.example/y">y</a> <a href="//cdn.example/z">z</a> <img src="${origin}/media/a.webp" alt=""> <a href="mailto:a@b.c">m</a></p>`,
    );
  });
});
