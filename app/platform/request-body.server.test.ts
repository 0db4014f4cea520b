import { describe, expect, it } from "vitest";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from "../features/bookings/schema.ts";
import { EDITION_CONTENT_MAX } from "../features/newsletter/admin-schema.ts";
import {
  BODY_LIMITS,
  bodyRule,
  checkedOnDemand,
  counted,
  imageUploadLimit,
  videoUploadLimit,
  isBodyRefused,
  readChecked,
  readWithin,
  refusalResponse,
  refuseFromHead,
  refuseMalformed,
  type RequestHead,
} from "./request-body.server.ts";

const options = { uploadMaxMb: 15, videoUploadMaxMb: 100 };
const MiB = 1024 * 1024;
/** The most bytes one character can take in a URL-encoded form: 3 UTF-8 bytes, each as %XX. */
const WORST_ENCODED = 9;

function head(fields: Partial<RequestHead>): RequestHead {
  return { method: "POST", contentType: undefined, contentLength: undefined, transferEncoding: undefined, contentEncoding: undefined, ...fields };
}

function streamOf(...chunks: Uint8Array[]): { stream: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(chunks[index++]!);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

async function multipart(fields: Record<string, string>): Promise<{ contentType: string; bytes: Uint8Array<ArrayBuffer> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { contentType: request.headers.get("content-type")!, bytes: new Uint8Array(await request.arrayBuffer()) };
}

const text = (value: string) => new TextEncoder().encode(value);

describe("bodyRule: the rule of each address", () => {
  it("holds public pages (and their .data requests) and the sign-in screens to a visitor's form, read before the app", () => {
    for (const target of ["/contact", "/?index", "/_root.data?index", "/contact.data", "/collection/ferrari-312", "/newsletter/unsubscribe/abc", "/admin/login", "/admin/login.data", "/admin/two-factor", "/admin/sign-out"]) {
      expect(bodyRule(target, options), target).toMatchObject({ kind: "visitor-form", limit: BODY_LIMITS.visitorForm, reading: "before" });
    }
    expect(bodyRule("/contact", options).accepts).toEqual(["application/x-www-form-urlencoded", "multipart/form-data"]);
  });

  it("reads a guarded admin form only when the action asks (the guard answers an anonymous post first)", () => {
    for (const target of ["/admin", "/admin.data", "/admin/news/new", "/admin/news/preview", "/admin/gallery/albums/42", "/admin/subscribers/export.csv"]) {
      expect(bodyRule(target, options), target).toMatchObject({ kind: "admin-form", limit: BODY_LIMITS.adminForm, reading: "on-demand" });
    }
    // Not the admin: a public page that merely starts with the word.
    expect(bodyRule("/administration", options).kind).toBe("visitor-form");
  });

  it("streams image uploads, counted against twice UPLOAD_MAX_MB", () => {
    for (const target of ["/admin/media/upload", "/admin/gallery/albums/42?upload=1"]) {
      expect(bodyRule(target, options), target).toMatchObject({ kind: "image-upload", limit: 30 * MiB, reading: "stream" });
    }
    expect(imageUploadLimit(2.5)).toBe(5 * MiB);
  });

  it("streams video uploads, counted against VIDEO_UPLOAD_MAX_MB and a megabyte", () => {
    expect(bodyRule("/admin/media/upload-video", options)).toMatchObject({ kind: "video-upload", limit: 101 * MiB, reading: "stream", accepts: ["application/x-www-form-urlencoded", "multipart/form-data"] });
    // Above the upload code's own budget (the limit and 64 KiB of envelope), so its refusal in words answers first.
    expect(videoUploadLimit(100)).toBeGreaterThan(100 * MiB + 64 * 1024);
    expect(bodyRule("/admin/media/upload-video/x", options).kind).toBe("admin-form");
  });

  it("holds better-auth's API to small bodies of the types it parses", () => {
    expect(bodyRule("/api/auth/sign-in/email", options)).toMatchObject({
      kind: "auth-api",
      limit: BODY_LIMITS.authApi,
      reading: "before",
      accepts: ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"],
    });
  });

  it("lets every address answer GET, HEAD, POST and OPTIONS only: nothing on the site takes PUT, PATCH or DELETE", () => {
    for (const target of ["/contact", "/admin/news/new", "/admin/media/upload", "/api/auth/sign-out"]) {
      expect(bodyRule(target, options).allow).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    }
  });
});

describe("the limits fit the longest field a form may carry", () => {
  it("a visitor's form: a full message, name and address, every character a 3-byte one, percent-encoded", () => {
    expect(BODY_LIMITS.visitorForm).toBe(64 * 1024);
    expect((MESSAGE_MAX + NAME_MAX + EMAIL_MAX) * WORST_ENCODED).toBeLessThan(BODY_LIMITS.visitorForm * 0.75);
  });

  it("an admin form: a newsletter edition's whole Markdown, in the same worst encoding", () => {
    expect(BODY_LIMITS.adminForm).toBe(2 * MiB);
    expect(EDITION_CONTENT_MAX * WORST_ENCODED).toBeLessThan(BODY_LIMITS.adminForm);
  });

  it("an upload: above the upload code's own budget (the image limit and 64 KiB of envelope), so its precise refusal answers first", () => {
    expect(imageUploadLimit(15)).toBeGreaterThan(15 * MiB + 64 * 1024 + MiB);
  });
});

describe("refuseFromHead: what the request line and headers alone decide", () => {
  const contact = bodyRule("/contact", options);
  const auth = bodyRule("/api/auth/sign-in/email", options);

  it("answers a method the address does not take with 405 and Allow", () => {
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE", "CONNECT", "PROPFIND"]) {
      expect(refuseFromHead(head({ method }), contact)).toEqual({
        status: 405,
        reason: `${method} is not supported here. This address answers GET, HEAD, POST, OPTIONS.`,
        allow: "GET, HEAD, POST, OPTIONS",
      });
    }
  });

  it("takes OPTIONS without a body only", () => {
    expect(refuseFromHead(head({ method: "OPTIONS" }), contact)).toBeUndefined();
    expect(refuseFromHead(head({ method: "OPTIONS", contentLength: "0" }), contact)).toBeUndefined();
    expect(refuseFromHead(head({ method: "OPTIONS", contentLength: "5" }), contact)?.status).toBe(413);
    expect(refuseFromHead(head({ method: "OPTIONS", transferEncoding: "chunked" }), contact)?.status).toBe(413);
  });

  it("refuses a declared length over the limit with 413, before reading", () => {
    const type = { contentType: "application/x-www-form-urlencoded" };
    expect(refuseFromHead(head({ ...type, contentLength: String(64 * 1024) }), contact)).toBeUndefined();
    expect(refuseFromHead(head({ ...type, contentLength: String(64 * 1024 + 1) }), contact)).toEqual({
      status: 413,
      reason: "The request body is too large: this address accepts at most 64 KB.",
    });
    expect(refuseFromHead(head({ ...type, contentLength: String(3 * MiB) }), bodyRule("/admin/news/new", options))?.reason).toContain("at most 2 MB");
  });

  it("refuses multipart without a boundary as malformed (400), quoted boundaries are fine", () => {
    expect(refuseFromHead(head({ contentType: "multipart/form-data", contentLength: "10" }), contact)).toEqual({
      status: 400,
      reason: "Malformed request body: multipart/form-data needs a boundary parameter in its Content-Type.",
    });
    expect(refuseFromHead(head({ contentType: "multipart/form-data; charset=utf-8", contentLength: "10" }), auth)?.status).toBe(400);
    expect(refuseFromHead(head({ contentType: 'multipart/form-data; boundary="a b"', contentLength: "10" }), contact)).toBeUndefined();
    expect(refuseFromHead(head({ contentType: "Multipart/Form-Data; Boundary=xyz", contentLength: "10" }), contact)).toBeUndefined();
  });

  it("refuses a type the address does not take with 415: JSON to a page's action, anything but JSON and forms to the auth API", () => {
    expect(refuseFromHead(head({ contentType: "application/json", contentLength: "2" }), contact)).toEqual({
      status: 415,
      reason: "Unsupported Content-Type application/json: this address takes application/x-www-form-urlencoded or multipart/form-data.",
    });
    expect(refuseFromHead(head({ contentType: "application/json; charset=utf-8", contentLength: "2" }), auth)).toBeUndefined();
    expect(refuseFromHead(head({ contentType: "text/plain", contentLength: "2" }), auth)?.status).toBe(415);
    expect(refuseFromHead(head({ contentType: "application/x-www-form-urlencoded; charset=UTF-8", contentLength: "2" }), contact)).toBeUndefined();
  });

  it("wants a Content-Type on a body, not on an empty post", () => {
    expect(refuseFromHead(head({ contentLength: "5" }), contact)?.status).toBe(415);
    expect(refuseFromHead(head({ transferEncoding: "chunked" }), contact)?.status).toBe(415);
    expect(refuseFromHead(head({}), contact)).toBeUndefined();
    expect(refuseFromHead(head({ contentLength: "0" }), contact)).toBeUndefined();
  });

  it("refuses a compressed body (415): the app reads bodies as sent", () => {
    expect(refuseFromHead(head({ contentType: "application/x-www-form-urlencoded", contentEncoding: "gzip", contentLength: "20" }), contact)?.status).toBe(415);
    expect(refuseFromHead(head({ contentType: "application/x-www-form-urlencoded", contentEncoding: "identity", contentLength: "20" }), contact)).toBeUndefined();
  });
});

describe("reading a body within its limit", () => {
  it("stops at the first chunk past the limit, cancels the rest and answers 413, whatever Content-Length said", async () => {
    const source = streamOf(new Uint8Array(40), new Uint8Array(40), new Uint8Array(40));
    expect(await readWithin(source.stream, 100)).toEqual({ status: 413, reason: "The request body is too large: this address accepts at most 0.1 KB." });
    expect(source.cancelled()).toBe(true);
  });

  it("gives the bytes of a body within it, in one piece", async () => {
    const bytes = await readWithin(streamOf(text("a=1"), text("&b=2")).stream, 7);
    expect(new TextDecoder().decode(bytes as Uint8Array)).toBe("a=1&b=2");
    expect(await readWithin(null, 10)).toEqual(new Uint8Array(0));
  });

  it("refuses multipart that cannot be parsed and JSON that does not parse (400); URL-encoded always parses", async () => {
    const form = await multipart({ name: "Jacques", message: "Bonjour — à bientôt" });
    expect(await refuseMalformed(form.bytes, form.contentType)).toBeUndefined();
    expect(await refuseMalformed(form.bytes.slice(0, 40), form.contentType)).toEqual({
      status: 400,
      reason: "Malformed request body: the multipart/form-data body could not be parsed.",
    });
    expect((await refuseMalformed(text("xx"), "multipart/form-data; boundary=zz"))?.status).toBe(400);
    expect(await refuseMalformed(text('{"email":"a@b.c"}'), "application/json")).toBeUndefined();
    expect(await refuseMalformed(text('{"email":'), "application/json")).toEqual({ status: 400, reason: "Malformed request body: the JSON could not be parsed." });
    // Empty JSON: better-auth answers it itself (400 Invalid JSON), as before the gate.
    expect(await refuseMalformed(new Uint8Array(0), "application/json")).toBeUndefined();
    expect(await refuseMalformed(text("%zz=%%&=&a"), "application/x-www-form-urlencoded")).toBeUndefined();
  });

  it("readChecked: the limit first, then the parse", async () => {
    const form = await multipart({ a: "1" });
    expect(await readChecked(streamOf(form.bytes).stream, form.contentType, 1000)).toEqual(form.bytes);
    expect(await readChecked(streamOf(form.bytes).stream, form.contentType, 10)).toMatchObject({ status: 413 });
    expect(await readChecked(streamOf(text("--zz\r\nbroken")).stream, "multipart/form-data; boundary=zz", 1000)).toMatchObject({ status: 400 });
  });
});

describe("a body checked when the app reads it", () => {
  it("hands a sound multipart body to formData() as it came", async () => {
    const form = await multipart({ title: "Monaco 1961", content: "# Moss" });
    const refusals: unknown[] = [];
    const body = checkedOnDemand(streamOf(form.bytes).stream, form.contentType, 1000, (refusal) => refusals.push(refusal));
    const parsed = await new Request("http://localhost/", { method: "POST", body, duplex: "half", headers: { "content-type": form.contentType } } as RequestInit).formData();
    expect(Object.fromEntries(parsed)).toEqual({ title: "Monaco 1961", content: "# Moss" });
    expect(refusals).toEqual([]);
  });

  it("fails the app's read with BodyRefused and tells the server why, for a malformed body or one over the limit", async () => {
    const refusals: Array<{ status: number }> = [];
    const malformed = checkedOnDemand(streamOf(text("xx")).stream, "multipart/form-data; boundary=zz", 1000, (refusal) => refusals.push(refusal));
    const error = await new Response(malformed, { headers: { "content-type": "multipart/form-data; boundary=zz" } }).formData().catch((caught: unknown) => caught);
    expect(isBodyRefused(error)).toBe(true);

    const encoded = checkedOnDemand(streamOf(text("a=".padEnd(600, "x")), text("&b=".padEnd(600, "y"))).stream, "application/x-www-form-urlencoded", 1000, (refusal) =>
      refusals.push(refusal),
    );
    expect(isBodyRefused(await new Response(encoded).text().catch((caught: unknown) => caught))).toBe(true);
    expect(refusals.map((refusal) => refusal.status)).toEqual([400, 413]);
  });

  it("counts a streamed upload without holding it", async () => {
    const refusals: unknown[] = [];
    const passed = counted(streamOf(new Uint8Array(600), new Uint8Array(400)).stream, 1000, (refusal) => refusals.push(refusal));
    expect((await new Response(passed).arrayBuffer()).byteLength).toBe(1000);
    const over = counted(streamOf(new Uint8Array(600), new Uint8Array(401)).stream, 1000, (refusal) => refusals.push(refusal));
    expect(isBodyRefused(await new Response(over).arrayBuffer().catch((caught: unknown) => caught))).toBe(true);
    expect(refusals).toHaveLength(1);
  });
});

describe("refusalResponse", () => {
  const refusal = { status: 405 as const, reason: "TRACE is not supported here.", allow: "GET, HEAD, POST, OPTIONS" };

  it("speaks plain text to a browser, with Allow on a 405", async () => {
    const response = refusalResponse(refusal, { kind: "visitor-form", accept: "text/html,*/*" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("TRACE is not supported here.");
  });

  it("answers {error} to a script that asked for JSON, and better-auth's {code, message} on its API", async () => {
    const tooLarge = { status: 413 as const, reason: "Too large." };
    expect(await refusalResponse(tooLarge, { kind: "image-upload", accept: "application/json" }).json()).toEqual({ error: "Too large." });
    expect(await refusalResponse(tooLarge, { kind: "auth-api", accept: undefined }).json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "Too large." });
  });
});
