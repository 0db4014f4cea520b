import { SIGN_IN_PATHS } from "../lib/sign-in-screens.ts";

/**
 * The one gate for request bodies. Every request other than GET/HEAD is held
 * to the rule of its address before the app sees it: the methods the address
 * answers (405 otherwise), the media types it takes (415), a size limit
 * checked from Content-Length up front and again on every byte that arrives
 * (413: a chunked body or a lying Content-Length gets no further), and a body
 * that parses as what it says it is (400) — so nothing a client sends can
 * make a route's `request.formData()` throw and answer 500.
 *
 * How a body is read depends on who may send it:
 * - "before": public forms, the sign-in screens and better-auth's API are
 *   small and reachable by anyone; the body is read whole (within its limit)
 *   and checked before the app runs.
 * - "on-demand": behind the admin guard, the body is read and checked only
 *   when the action reads it, so the guard still answers an anonymous post
 *   (401) without reading it.
 * - "stream": image and video uploads are counted on their way through; the
 *   upload code reads them within its own, smaller budget and answers for
 *   their content.
 */

const KiB = 1024;
const MiB = 1024 * KiB;

/** The limits, in bytes, and why they are what they are (request-body.server.test.ts holds them to the forms' own maxima). */
export const BODY_LIMITS = {
  /**
   * A public form (contact, bookings, car enquiry, order, subscription) or a
   * sign-in screen: the longest field is a 4,000-character message, 36 KiB
   * even if every character were a 3-byte one percent-encoded (9 bytes).
   */
  visitorForm: 64 * KiB,
  /** better-auth's JSON: an e-mail address, a password, a code. */
  authApi: 64 * KiB,
  /**
   * An admin form: a newsletter edition's Markdown may be 200,000
   * characters, 1.8 MB in the same worst encoding.
   */
  adminForm: 2 * MiB,
  /** A Stripe event: a Checkout Session with its line items stays well under this. */
  webhook: 256 * KiB,
  /** OPTIONS is answered here and takes no body. */
  options: 0,
} as const;

/**
 * An image upload: twice UPLOAD_MAX_MB. The upload code refuses a file over
 * UPLOAD_MAX_MB itself (from Content-Length, or as the bytes pass its budget)
 * with the file's size in the message; this backstop only stops, unread,
 * bodies far beyond anything it could accept.
 */
export function imageUploadLimit(uploadMaxMb: number): number {
  return Math.floor(2 * uploadMaxMb * MiB);
}

/**
 * A video upload: VIDEO_UPLOAD_MAX_MB and one more megabyte. The upload code
 * streams the file to disk (never to memory) and refuses it past the limit
 * with the size in words; this backstop, for bodies far beyond it, need not
 * be twice a limit that is already large.
 */
export function videoUploadLimit(videoUploadMaxMb: number): number {
  return Math.floor(videoUploadMaxMb * MiB) + MiB;
}

/** The upload limits, in megabytes, as the environment sets them. */
export interface UploadLimits {
  uploadMaxMb: number;
  videoUploadMaxMb: number;
}

export type BodyKind = "visitor-form" | "admin-form" | "image-upload" | "video-upload" | "auth-api" | "webhook";
export type Reading = "before" | "on-demand" | "stream";

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const JSON_TYPE = "application/json";
const FORM_TYPES: readonly string[] = [URLENCODED, MULTIPART];

export interface BodyRule {
  kind: BodyKind;
  /** The methods this address answers, for 405's Allow and OPTIONS. */
  allow: readonly string[];
  /** Most bytes a body may carry here. */
  limit: number;
  /** The media types this address takes. */
  accepts: readonly string[];
  reading: Reading;
}

const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

/** Where Stripe posts its events (the route table says the same). */
export const STRIPE_WEBHOOK_PATH = "/api/webhooks/stripe";

const ALBUM = /^\/admin\/gallery\/albums\/[^/]+$/;

/**
 * The rule of an address (`target` is the request line's path and query).
 * React Router's client posts to `<path>.data` (`/_root.data` for the home
 * page): those follow the page's rule.
 */
export function bodyRule(target: string, options: UploadLimits): BodyRule {
  const url = new URL(target, "http://localhost");
  let pathname = url.pathname;
  if (pathname.endsWith(".data")) pathname = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);

  if (pathname === "/api/auth" || pathname.startsWith("/api/auth/")) {
    // better-auth's endpoints are GET or POST only. It decides per endpoint
    // which of these types it takes (415 for the others); the gate makes sure
    // what reaches it is within size and parses.
    return { kind: "auth-api", allow: PAGE_METHODS, limit: BODY_LIMITS.authApi, accepts: [JSON_TYPE, URLENCODED, MULTIPART], reading: "before" };
  }
  if (pathname === STRIPE_WEBHOOK_PATH) {
    // Stripe posts JSON, signed over its exact bytes: read whole here, handed on unchanged.
    return { kind: "webhook", allow: ["POST", "OPTIONS"], limit: BODY_LIMITS.webhook, accepts: [JSON_TYPE], reading: "before" };
  }
  const admin = pathname === "/admin" || pathname.startsWith("/admin/");
  if (admin && (pathname === "/admin/media/upload" || (ALBUM.test(pathname) && url.searchParams.get("upload") === "1"))) {
    // The upload code answers a body that is not a multipart image itself (400, in words the admin reads).
    return { kind: "image-upload", allow: PAGE_METHODS, limit: imageUploadLimit(options.uploadMaxMb), accepts: FORM_TYPES, reading: "stream" };
  }
  if (admin && pathname === "/admin/media/upload-video") {
    return { kind: "video-upload", allow: PAGE_METHODS, limit: videoUploadLimit(options.videoUploadMaxMb), accepts: FORM_TYPES, reading: "stream" };
  }
  // The sign-in screens are outside the guard (the route table reads the same list).
  if (admin && !SIGN_IN_PATHS.has(pathname)) {
    return { kind: "admin-form", allow: PAGE_METHODS, limit: BODY_LIMITS.adminForm, accepts: FORM_TYPES, reading: "on-demand" };
  }
  // Public pages and the sign-in screens: React Router actions read forms only.
  return { kind: "visitor-form", allow: PAGE_METHODS, limit: BODY_LIMITS.visitorForm, accepts: FORM_TYPES, reading: "before" };
}

/** Why a body (or a method) was refused, for the client to read. */
export interface Refusal {
  status: 400 | 405 | 413 | 415;
  reason: string;
  /** 405: the methods the address answers. */
  allow?: string;
}

/** "64 KB", "2 MB", "30 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= MiB) return `${Math.round((bytes / MiB) * 10) / 10} MB`;
  return `${Math.round((bytes / KiB) * 10) / 10} KB`;
}

function tooLarge(limit: number): Refusal {
  return {
    status: 413,
    reason: limit === 0 ? "This request must not carry a body." : `The request body is too large: this address accepts at most ${formatBytes(limit)}.`,
  };
}

/** The media type of a Content-Type header, lower-case, without parameters. */
export function mediaTypeOf(contentType: string): string {
  return contentType.split(";", 1)[0]!.trim().toLowerCase();
}

/** A multipart Content-Type's boundary parameter (quoted or not), or undefined. */
function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The headers the gate reads, as Node gives them. */
export interface RequestHead {
  method: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  transferEncoding: string | undefined;
  contentEncoding: string | undefined;
}

/** Whether the request says it carries a body (a length above 0, or chunks). */
export function announcesBody(head: RequestHead): boolean {
  return head.transferEncoding !== undefined || (head.contentLength !== undefined && Number(head.contentLength) > 0);
}

/**
 * What can be refused from the request line and headers alone, before a byte
 * of the body is read: the method, a compressed body, a declared length over
 * the limit, the media type. GET and HEAD never come here.
 */
export function refuseFromHead(head: RequestHead, rule: BodyRule): Refusal | undefined {
  const method = head.method.toUpperCase();
  if (!rule.allow.includes(method)) {
    return { status: 405, reason: `${method} is not supported here. This address answers ${rule.allow.join(", ")}.`, allow: rule.allow.join(", ") };
  }
  const limit = method === "OPTIONS" ? BODY_LIMITS.options : rule.limit;
  if (method === "OPTIONS") return announcesBody(head) ? tooLarge(limit) : undefined;
  if (head.contentEncoding && head.contentEncoding.trim().toLowerCase() !== "identity") {
    return { status: 415, reason: "Request bodies must not be compressed (Content-Encoding)." };
  }
  const declared = head.contentLength === undefined ? undefined : Number(head.contentLength);
  if (declared !== undefined && declared > limit) return tooLarge(limit);

  const contentType = head.contentType ?? "";
  const type = mediaTypeOf(contentType);
  if (!type) {
    if (!announcesBody(head)) return undefined;
    return { status: 415, reason: `A request body needs a Content-Type: this address takes ${rule.accepts.join(" or ")}.` };
  }
  if (type === MULTIPART && !boundaryOf(contentType)) {
    return { status: 400, reason: "Malformed request body: multipart/form-data needs a boundary parameter in its Content-Type." };
  }
  if (!rule.accepts.includes(type)) {
    return { status: 415, reason: `Unsupported Content-Type ${type}: this address takes ${rule.accepts.join(" or ")}.` };
  }
  return undefined;
}

/** The error a gated body stream fails with; the server answers with its refusal instead of the app's response. */
export class BodyRefused extends Error {
  readonly refusal: Refusal;
  constructor(refusal: Refusal) {
    super(refusal.reason);
    this.name = "BodyRefused";
    this.refusal = refusal;
  }
}

export function isBodyRefused(error: unknown): error is BodyRefused {
  return error instanceof Error && error.name === "BodyRefused";
}

/** Reads a whole body, stopping (and cancelling the rest) as soon as it passes `limit`. */
export async function readWithin(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | Refusal> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Whether a body parses as its media type says: multipart through the same
 * parser the app's `request.formData()` uses, JSON through JSON.parse.
 * URL-encoded forms always parse.
 */
export async function refuseMalformed(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Refusal | undefined> {
  const type = mediaTypeOf(contentType);
  if (type === MULTIPART) {
    try {
      await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    } catch {
      return { status: 400, reason: "Malformed request body: the multipart/form-data body could not be parsed." };
    }
  } else if (type === JSON_TYPE && bytes.byteLength > 0) {
    try {
      JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return { status: 400, reason: "Malformed request body: the JSON could not be parsed." };
    }
  }
  return undefined;
}

/** A body read and checked up front: its bytes, or why it was refused. */
export async function readChecked(body: ReadableStream<Uint8Array> | null, contentType: string, limit: number): Promise<Uint8Array<ArrayBuffer> | Refusal> {
  const bytes = await readWithin(body, limit);
  if (!(bytes instanceof Uint8Array)) return bytes;
  return (await refuseMalformed(bytes, contentType)) ?? bytes;
}

/**
 * A body checked when first read: the stream the app reads yields the bytes
 * once they are all in and parse, or fails with BodyRefused. `onRefused`
 * tells the server, which then answers with the refusal.
 */
export function checkedOnDemand(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limit: number,
  onRefused: (refusal: Refusal) => void,
): ReadableStream<Uint8Array> {
  const type = mediaTypeOf(contentType);
  // A URL-encoded body always parses: counting its bytes as they pass is enough.
  if (type !== MULTIPART && type !== JSON_TYPE) return counted(body, limit, onRefused);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const result = await readChecked(body, contentType, limit);
      if (result instanceof Uint8Array) {
        if (result.byteLength > 0) controller.enqueue(result);
        controller.close();
      } else {
        onRefused(result);
        controller.error(new BodyRefused(result));
      }
    },
    cancel(reason) {
      return body.cancel(reason).catch(() => {});
    },
  });
}

/** The body as it streams, failing with BodyRefused once it has carried more than `limit` bytes. */
export function counted(body: ReadableStream<Uint8Array>, limit: number, onRefused: (refusal: Refusal) => void): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen <= limit) return controller.enqueue(chunk);
        const refusal = tooLarge(limit);
        onRefused(refusal);
        controller.error(new BodyRefused(refusal));
      },
    }),
  );
}

/**
 * The answer to a refusal: better-auth's error shape ({code, message}) on its
 * API, {error} to a client that asked for JSON (the upload and preview
 * scripts), plain text otherwise.
 */
export function refusalResponse(refusal: Refusal, options: { kind: BodyKind; accept: string | undefined }): Response {
  const headers = new Headers();
  if (refusal.allow) headers.set("Allow", refusal.allow);
  const codes = { 400: "BAD_REQUEST", 405: "METHOD_NOT_ALLOWED", 413: "PAYLOAD_TOO_LARGE", 415: "UNSUPPORTED_MEDIA_TYPE" } as const;
  if (options.kind === "auth-api") return Response.json({ code: codes[refusal.status], message: refusal.reason }, { status: refusal.status, headers });
  if (/\bapplication\/json\b/i.test(options.accept ?? "")) return Response.json({ error: refusal.reason }, { status: refusal.status, headers });
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(refusal.reason, { status: refusal.status, headers });
}
