import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBrotli, inlineScriptHashes, matchesEtag, preferredEncoding, prepareCachedPage, writeCachedPage, type CachedPage } from "./cached-page.server.ts";

const NONCE = "Zm9vYmFyYmF6cXV4";
const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
const HTML = `<!DOCTYPE html><html><head><link nonce="${NONCE}" rel="modulepreload" href="/assets/a.js"/>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>Écurie</p>` +
  `<script nonce="${NONCE}">window.__ctx = {"a":"é"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">import "/assets/a.js";</script>` +
  `<script src="/assets/b.js" nonce="${NONCE}"></script></body></html>`;
const prepare = (body = HTML, headers: Array<[string, string]> = [["Content-Type", "text/html; charset=utf-8"]]) =>
  prepareCachedPage({ status: 200, headers, body }, { nonce: NONCE, dev: false, https: true, framedBySelf: false, expiresAt: Infinity });
const headerOf = (variant: { headers: string[] }, name: string) => {
  const index = variant.headers.findIndex((header, at) => at % 2 === 0 && header.toLowerCase() === name.toLowerCase());
  return index === -1 ? undefined : variant.headers[index + 1];
};

describe("a cached page", () => {
  it("allows exactly its inline scripts by hash, not data blocks nor external scripts", () => {
    expect(inlineScriptHashes(HTML.replaceAll(` nonce="${NONCE}"`, ""))).toEqual([sha256('window.__ctx = {"a":"é"};'), sha256('import "/assets/a.js";')]);
  });

  it("carries no nonce: the same bytes for every visitor, its CSP naming the scripts' hashes", () => {
    const page = prepare()!;
    const html = page.identity.body.toString();
    expect(html).not.toContain(NONCE);
    expect(html).not.toContain("nonce=");
    expect(html).toContain('<script>window.__ctx = {"a":"é"};</script>');
    const csp = headerOf(page.identity, "Content-Security-Policy")!;
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' 'report-sample' ${sha256('window.__ctx = {"a":"é"};')} ${sha256('import "/assets/a.js";')}`);
    expect(headerOf(page.identity, "Strict-Transport-Security")).toBeDefined();
    expect(headerOf(page.identity, "X-Content-Type-Options")).toBe("nosniff");
  });

  it("is not kept when the nonce shows anywhere but an attribute", () => {
    expect(prepare(`${HTML}<p>${NONCE}</p>`)).toBeUndefined();
  });

  it("holds gzip and then Brotli variants that decode to the same bytes, each with its own ETag and length", async () => {
    const page = prepare()!;
    expect(zlib.gunzipSync(page.gzip.body).equals(page.identity.body)).toBe(true);
    expect(headerOf(page.gzip, "Content-Encoding")).toBe("gzip");
    expect(headerOf(page.identity, "Content-Encoding")).toBeUndefined();
    expect(headerOf(page.gzip, "Content-Length")).toBe(String(page.gzip.body.length));
    await addBrotli(page);
    expect(zlib.brotliDecompressSync(page.br!.body).equals(page.identity.body)).toBe(true);
    expect(headerOf(page.br!, "Content-Encoding")).toBe("br");
    expect(new Set([page.identity.etag, page.gzip.etag, page.br!.etag]).size).toBe(3);
    expect(page.bytes).toBe(page.identity.body.length + page.gzip.body.length + page.br!.body.length);
    // The same content makes the same ETags: a CDN's copy stays valid across renders and processes.
    expect(prepare()!.gzip.etag).toBe(page.gzip.etag);
    expect(prepare(HTML.replace("Écurie", "Ecurie"))!.gzip.etag).not.toBe(page.gzip.etag);
  });

  it("may be kept by a CDN, revalidated at each use, unless the route said otherwise", () => {
    expect(headerOf(prepare()!.identity, "Cache-Control")).toBe("public, no-cache");
    expect(headerOf(prepare()!.identity, "Vary")).toBe("Accept-Encoding");
    const feed = prepare("<rss/>", [["Content-Type", "application/rss+xml"], ["Cache-Control", "public, max-age=3600"]])!;
    expect(headerOf(feed.identity, "Cache-Control")).toBe("public, max-age=3600");
    expect(headerOf(feed.identity, "Content-Type")).toBe("application/rss+xml");
  });

  it("keeps a file's own name: an event's calendar file is not saved as calendar.ics", async () => {
    const ics = prepare("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", [["Content-Type", "text/calendar; charset=utf-8"], ["Content-Disposition", 'attachment; filename="historic-monaco-grand-prix.ics"']])!;
    await addBrotli(ics);
    for (const variant of [ics.identity, ics.gzip, ics.br!]) expect(headerOf(variant, "Content-Disposition")).toBe('attachment; filename="historic-monaco-grand-prix.ics"');
  });
});

describe("content negotiation", () => {
  it("prefers Brotli, then gzip, honours q=0 and *, and falls back to none", () => {
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("GZIP;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("br;q=0, *")).toBe("gzip");
    expect(preferredEncoding("identity")).toBe("identity");
  });

  it("matches If-None-Match weakly, in a list, or *", () => {
    expect(matchesEtag('"abc-gzip"', '"abc-gzip"')).toBe(true);
    expect(matchesEtag('W/"abc-gzip"', '"abc-gzip"')).toBe(true);
    expect(matchesEtag('"x", "abc-gzip"', '"abc-gzip"')).toBe(true);
    expect(matchesEtag("*", '"abc-gzip"')).toBe(true);
    expect(matchesEtag('"abc-br"', '"abc-gzip"')).toBe(false);
    expect(matchesEtag(undefined, '"abc-gzip"')).toBe(false);
  });
});

describe("answering from a cached page", () => {
  let server: http.Server;
  let base: string;
  let page: CachedPage;
  beforeAll(async () => {
    page = prepare()!;
    server = http.createServer((req, res) => {
      // A header set before the answer is dropped: the cached list is the whole answer.
      res.setHeader("Content-Security-Policy", "script-src 'nonce-stale'");
      writeCachedPage(req, res, page, ["X-Render-Cache", "hit"]);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const raw = (headers: Record<string, string>, method = "GET") =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(base, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject)
        .end();
    });

  it("sends the variant the client accepts, gzip until Brotli's is made", async () => {
    const plain = await raw({});
    expect(plain.body.equals(page.identity.body)).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-security-policy"]).toContain("'sha256-");
    expect(plain.headers["content-security-policy"]).not.toContain("nonce-stale");
    expect(plain.headers["x-render-cache"]).toBe("hit");
    const early = await raw({ "Accept-Encoding": "gzip, br" });
    expect(early.headers["content-encoding"]).toBe("gzip");
    await addBrotli(page);
    const later = await raw({ "Accept-Encoding": "gzip, br" });
    expect(later.headers["content-encoding"]).toBe("br");
    expect(later.headers.etag).toBe(page.br!.etag);
    expect(zlib.brotliDecompressSync(later.body).equals(page.identity.body)).toBe(true);
  });

  it("answers 304 without a body to a client holding the same variant, 200 to one holding another", async () => {
    const notModified = await raw({ "Accept-Encoding": "gzip", "If-None-Match": page.gzip.etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(page.gzip.etag);
    expect(notModified.headers["cache-control"]).toBe("public, no-cache");
    const other = await raw({ "Accept-Encoding": "gzip", "If-None-Match": page.identity.etag });
    expect(other.status).toBe(200);
  });

  it("answers 304 to a client holding the gzip variant from before Brotli's was made", async () => {
    await addBrotli(page);
    const held = await raw({ "Accept-Encoding": "gzip, br", "If-None-Match": page.gzip.etag });
    expect(held.status).toBe(304);
    expect(held.headers.etag).toBe(page.gzip.etag);
    const brotli = await raw({ "Accept-Encoding": "gzip, br", "If-None-Match": page.br!.etag });
    expect(brotli.status).toBe(304);
    expect(brotli.headers.etag).toBe(page.br!.etag);
    const stale = await raw({ "Accept-Encoding": "gzip, br", "If-None-Match": '"an-older-version-gzip"' });
    expect(stale.status).toBe(200);
    expect(stale.headers["content-encoding"]).toBe("br");
  });

  it("answers HEAD with the headers alone", async () => {
    const head = await raw({}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(page.identity.body.length));
    expect(head.body.length).toBe(0);
  });
});
