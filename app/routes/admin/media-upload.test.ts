import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { media } from "../../db/schema/media.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { createLocalStorage, type Storage } from "../../platform/storage.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { formatMegabytes, sniffImageType, UploadRefused, uploadLimitBytes } from "../../features/media/mutations.server.ts";
import { handleImageUpload, receiveFile } from "./media-uploads.server.ts";

const t = translator();
const URL_ = "http://localhost/admin/media/upload";

function uploadRequest(bytes: Uint8Array, name: string, type = "image/png"): Request {
  const form = new FormData();
  form.append("file", new File([Buffer.from(bytes)], name, { type }));
  return new Request(URL_, { method: "POST", body: form });
}

/** The same multipart body sent without Content-Length (chunked), as a stream. */
async function chunkedRequest(bytes: Uint8Array, name: string): Promise<{ request: Request; pulled: () => number }> {
  const encoded = new Response((() => {
    const form = new FormData();
    form.append("file", new File([Buffer.from(bytes)], name, { type: "image/tiff" }));
    return form;
  })());
  const contentType = encoded.headers.get("content-type")!;
  const body = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      const chunk = body.subarray(offset, offset + 64 * 1024);
      offset += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(URL_, { method: "POST", headers: { "content-type": contentType }, body: stream, duplex: "half" } as RequestInit);
  return { request, pulled: () => offset };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadRefused) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("upload limits and sniffing", () => {
  it("formats sizes rounded up to a tenth of a megabyte", () => {
    expect(formatMegabytes(17.15 * 1024 * 1024)).toBe("17.2");
    expect(formatMegabytes(15 * 1024 * 1024 + 1)).toBe("15.1");
    expect(uploadLimitBytes(15)).toBe(15 * 1024 * 1024);
  });

  it("refuses an HTML page named .png, by its content", async () => {
    const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const file = await receiveFile(uploadRequest(html, "not-an-image.png"), uploadLimitBytes(15), t);
    expect(file.name).toBe("not-an-image.png");
    expect(await refusal(sniffImageType(file.bytes, file.name, t))).toEqual({
      status: 400,
      message: "“not-an-image.png” is not an image. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file.",
    });
  });

  it("refuses SVG (it can carry scripts) and PDF even when declared as images", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await refusal(sniffImageType(svg, "logo.svg", t))).status).toBe(400);
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
    expect((await refusal(sniffImageType(pdf, "scan.jpg", t))).status).toBe(400);
  });

  it("accepts a real image whatever its name says", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } }).png().toBuffer();
    expect(await sniffImageType(png, "photo.jpg", t)).toBe("image/png");
    const webp = await sharp(png).webp().toBuffer();
    expect(await sniffImageType(webp, "download", t)).toBe("image/webp");
  });

  it("refuses a body whose Content-Length is over the limit without reading it", async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    const request = uploadRequest(big, "huge.tiff");
    const length = Number((await request.clone().arrayBuffer()).byteLength);
    const sized = new Request(URL_, { method: "POST", headers: { "content-type": request.headers.get("content-type")!, "content-length": String(length) }, body: request.body, duplex: "half" } as RequestInit);
    expect(await refusal(receiveFile(sized, uploadLimitBytes(2), t))).toEqual({ status: 413, message: "This file is 3.1 MB; the limit is 2 MB." });
    expect(sized.bodyUsed).toBe(false);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const { request, pulled } = await chunkedRequest(new Uint8Array(6 * 1024 * 1024), "huge.tiff");
    expect(await refusal(receiveFile(request, uploadLimitBytes(1), t))).toEqual({ status: 413, message: "This file is larger than the limit of 1 MB." });
    // A little past the budget (1 MB + the envelope allowance), far from the 6 MB sent.
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it("refuses a file just over the limit with its size", async () => {
    const limit = uploadLimitBytes(1);
    expect(await refusal(receiveFile(uploadRequest(new Uint8Array(limit + 20 * 1024), "big.png"), limit, t))).toEqual({
      status: 413,
      message: "This file is 1.1 MB; the limit is 1 MB.",
    });
  });

  it("asks for a file when there is none", async () => {
    const empty = new Request(URL_, { method: "POST", body: new FormData() });
    expect(await refusal(receiveFile(empty, uploadLimitBytes(15), t))).toEqual({ status: 400, message: "Choose an image file to upload." });
    const json = new Request(URL_, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect((await refusal(receiveFile(json, uploadLimitBytes(15), t))).status).toBe(400);
  });
});

describe.each(testDatabaseKinds())("storing an upload (%s)", (kind) => {
  let database: DatabaseHandle;
  let root: string;
  let storage: Storage;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    root = fs.mkdtempSync(path.join(os.tmpdir(), "upload-test-"));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("stores AVIF and WebP variants, a placeholder and the original name; public pages resolve them", async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#1e4fd8" } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 44/1 0/1" } })
      .toBuffer();
    const { image, originalName } = await handleImageUpload(uploadRequest(jpeg, "C:\\photos\\monaco.jpg", "application/octet-stream"), { db: database.db, storage, maxMegabytes: 15 }, t);
    expect(originalName).toBe("monaco.jpg");
    expect(image.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-1000\.webp$/);

    const [row] = await database.db.select().from(media).where(eq(media.id, image.id));
    expect(row?.original_name).toBe("monaco.jpg");
    expect(row?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(row?.variants.map((variant) => `${variant.format}@${variant.width}`).sort()).toEqual(["avif@1000", "avif@320", "avif@480", "avif@960", "webp@1000", "webp@320", "webp@480", "webp@960"]);

    const resolved = (await resolveImages(database.db, [image.url, "https://example.com/x.jpg"]))[image.url]!;
    const prefix = image.url.replace(/-1000\.webp$/, "");
    expect(resolved).toEqual({
      src: image.url,
      srcSet: `${prefix}-320.webp 320w, ${prefix}-480.webp 480w, ${prefix}-960.webp 960w, ${prefix}-1000.webp 1000w`,
      avifSrcSet: `${prefix}-320.avif 320w, ${prefix}-480.avif 480w, ${prefix}-960.avif 960w, ${prefix}-1000.avif 1000w`,
      width: 1000,
      height: 500,
      placeholder: row?.placeholder,
    });
  });

  it("answers a damaged image with a message, not a server error", async () => {
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c00" } }).jpeg().toBuffer();
    const damaged = Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(200, 0)]);
    expect(await refusal(handleImageUpload(uploadRequest(damaged, "broken.jpg"), { db: database.db, storage, maxMegabytes: 15 }, t))).toEqual({
      status: 400,
      message: "“broken.jpg” cannot be read as an image: it may be damaged.",
    });
  });
});
