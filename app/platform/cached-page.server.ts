import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { securityHeaders } from "./security-headers.server.ts";

/**
 * A public page as the render cache keeps it (decision 005, issue 16): the
 * very bytes every anonymous visitor gets for one content version, plain and
 * compressed once, with each variant's whole header list made in advance. A
 * hit is then a lookup and one write — no request or response object, no
 * compression, no string work over the page.
 *
 * The bytes are the same for every visitor because the page carries no
 * per-response nonce: its inline scripts are allowed by their SHA-256 in the
 * page's own CSP. That is what lets it be compressed once, answered with an
 * ETag and a 304, and kept by a CDN or reverse proxy (`Cache-Control: public,
 * no-cache`: stored, revalidated at each use, so a new content version — a new
 * ETag — shows at once).
 */
export type Encoding = "br" | "gzip" | "identity";

export interface PageVariant {
  body: Buffer;
  etag: string;
  /** The response's headers as a flat [name, value, name, value…] list, for writeHead. */
  headers: string[];
  /** The headers of a 304 answer to a matching If-None-Match. */
  notModified: string[];
}

export interface CachedPage {
  status: number;
  identity: PageVariant;
  gzip: PageVariant;
  /** Made in the background after the first answer (Brotli's best quality takes ~75 ms for the home page). */
  br?: PageVariant;
  /** Bytes held, all variants together. */
  bytes: number;
  expiresAt: number;
  /** What every variant shares: the representation's tag stem and headers. */
  tag: string;
  shared: string[];
  cacheControl: string;
}

export interface RenderedPage {
  status: number;
  headers: Iterable<[string, string]>;
  body: string;
}

/** Headers of the rendering that the cached page keeps as they are (the rest is the cache's own): a calendar file keeps its own name. */
const KEPT_HEADERS = new Set(["content-type", "cache-control", "link", "content-language", "content-disposition"]);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTED_TYPE = /\btype\s*=\s*["']?(?:module|text\/javascript|application\/javascript)["']?/i;

/** The CSP source of each inline script the browser would run: `'sha256-…'`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // Data blocks (JSON-LD) are never run: CSP does not apply to them.
    if (/\btype\s*=/i.test(attributes) && !EXECUTED_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export interface PrepareOptions {
  /** The nonce the page was rendered with: removed from it, its scripts then allowed by hash. */
  nonce: string;
  dev: boolean;
  https: boolean;
  framedBySelf: boolean;
  /** VIDEO_FILE_HOSTS: the policy's other media sources. */
  mediaHosts?: readonly string[];
  expiresAt: number;
}

/**
 * The cached form of a rendered page, or undefined when its nonce is used
 * other than as an attribute (the page would then depend on it).
 */
export function prepareCachedPage(rendered: RenderedPage, options: PrepareOptions): CachedPage | undefined {
  const html = rendered.body.replaceAll(` nonce="${options.nonce}"`, "");
  if (html.includes(options.nonce)) return undefined;
  const security = securityHeaders({ hashes: inlineScriptHashes(html) }, options);
  const kept: string[] = [];
  let cacheControl = "public, no-cache";
  for (const [name, value] of rendered.headers) {
    const lower = name.toLowerCase();
    if (lower === "cache-control") cacheControl = value;
    else if (KEPT_HEADERS.has(lower)) kept.push(name, value);
  }
  const shared = [...kept, "Cache-Control", cacheControl, "Vary", "Accept-Encoding", ...Object.entries(security).flat()];
  const identity = Buffer.from(html, "utf8");
  const tag = crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  const page: CachedPage = {
    status: rendered.status,
    identity: variant(identity, "identity", tag, shared, cacheControl),
    // gzip at once (about a millisecond for the home page): most clients take it until Brotli's is made.
    gzip: variant(zlib.gzipSync(identity, { level: 9 }), "gzip", tag, shared, cacheControl),
    bytes: 0,
    expiresAt: options.expiresAt,
    tag,
    shared,
    cacheControl,
  };
  page.bytes = page.identity.body.length + page.gzip.body.length;
  return page;
}

const brotli = promisify(zlib.brotliCompress);

/** Adds the Brotli variant (best quality, in libuv's thread pool: the event loop goes on answering). */
export async function addBrotli(page: CachedPage): Promise<void> {
  const body = await brotli(page.identity.body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.identity.body.length },
  });
  page.br = variant(body, "br", page.tag, page.shared, page.cacheControl);
  page.bytes += body.length;
}

function variant(body: Buffer, encoding: Encoding, tag: string, shared: string[], cacheControl: string): PageVariant {
  // A strong ETag names one representation: each encoding has its own.
  const etag = `"${tag}-${encoding === "identity" ? "id" : encoding}"`;
  const headers = [...shared, "Content-Length", String(body.length), "ETag", etag];
  if (encoding !== "identity") headers.push("Content-Encoding", encoding);
  return { body, etag, headers, notModified: ["ETag", etag, "Cache-Control", cacheControl, "Vary", "Accept-Encoding"] };
}

/**
 * The encoding to answer with, from Accept-Encoding: Brotli, then gzip, then
 * none. A coding with q=0 is refused; `*` stands for any coding not named.
 */
export function preferredEncoding(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  let br: boolean | undefined;
  let gzip: boolean | undefined;
  let any = false;
  for (const part of accept.split(",")) {
    const [token = "", ...parameters] = part.split(";");
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    const name = token.trim().toLowerCase();
    if (name === "br") br = accepted;
    else if (name === "gzip" || name === "x-gzip") gzip = accepted;
    else if (name === "*") any = accepted;
  }
  if (br ?? any) return "br";
  if (gzip ?? any) return "gzip";
  return "identity";
}

/**
 * preferredEncoding, remembered per Accept-Encoding value: browsers send a
 * handful of distinct values, and a cache hit should not parse one each time.
 */
const knownEncodings = new Map<string, Encoding>();
function encodingFor(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  let encoding = knownEncodings.get(accept);
  if (encoding === undefined) {
    encoding = preferredEncoding(accept);
    // Bounded: a client sending ever new values only makes this parse them.
    if (knownEncodings.size < 256) knownEncodings.set(accept, encoding);
  }
  return encoding;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/**
 * Answers a GET or HEAD from the cached page: the variant the client accepts
 * (gzip until Brotli's is ready), or 304 when it already holds it (the gzip
 * one included, once Brotli's is ready). `extra` are
 * this response's own headers (request id, cache status). Every header the
 * response had before is dropped: the cached list is the whole answer.
 */
export function writeCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, extra: string[]): void {
  const encoding = encodingFor(req.headers["accept-encoding"]);
  const chosen = encoding === "br" ? (page.br ?? page.gzip) : encoding === "gzip" ? page.gzip : page.identity;
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const ifNoneMatch = req.headers["if-none-match"];
  // A client that got the gzip variant while Brotli's was being made keeps it: a 304 for what it holds.
  const held = chosen === page.br && matchesEtag(ifNoneMatch, page.gzip.etag) ? page.gzip : chosen;
  if (matchesEtag(ifNoneMatch, held.etag)) {
    res.writeHead(304, [...held.notModified, ...extra]);
    res.end();
    return;
  }
  res.writeHead(page.status, [...chosen.headers, ...extra]);
  if (req.method === "HEAD") res.end();
  else res.end(chosen.body);
}
