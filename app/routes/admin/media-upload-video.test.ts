import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { media } from "../../db/schema/media.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { createLocalStorage, type Storage } from "../../platform/storage.server.ts";
import { ORPHAN_GRACE_MS, purgeStaleVideoParts, sniffVideoType, uploadLimitBytes, UploadRefused, videoKey, videoPartsDir } from "../../features/media/mutations.server.ts";
import { isVideoFileUrl } from "../../features/media/schema.ts";
import { handleVideoUpload, receiveVideo } from "./media-uploads.server.ts";

/**
 * Video uploads (issue 15: the home hero's film, gallery videos): MP4 and
 * WebM told by their first bytes, the size limit before and while reading,
 * the file streamed to disk and on to the storage, its media row.
 */
const t = translator();
const frenchT = translator("fr");
const URL_ = "http://localhost/admin/media/upload-video";
const MB = 1024 * 1024;

/** A real WebM (VP8, 160×90, 8 frames), the one the end-to-end test uploads. */
const webm = new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, "../../../tests/e2e/fixtures/hero-lap.webm")));

/** The start of an ISO media file: an `ftyp` box of the given major brand, then a `free` box, then `filler` bytes. */
function isoMedia(brand: string, filler = 0): Uint8Array {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand.padEnd(4, " ")}`, "latin1"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2")]);
  return new Uint8Array(Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from("free"), Buffer.alloc(filler, 7)]));
}

/** An EBML header (magic 1A 45 DF A3) holding only its DocType element (42 82). */
function ebmlHeader(doctype: string): Uint8Array {
  const element = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | doctype.length]), Buffer.from(doctype, "latin1")]);
  return new Uint8Array(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | element.length]), element]));
}

function uploadRequest(bytes: Uint8Array, name: string, type = "video/mp4"): Request {
  const form = new FormData();
  form.append("file", new File([Buffer.from(bytes)], name, { type }));
  return new Request(URL_, { method: "POST", body: form });
}

/** The multipart body of one file, sent in 64 KiB chunks without a Content-Length; `pulled` says how much was read. */
async function chunkedRequest(bytes: Uint8Array, name: string): Promise<{ request: Request; pulled: () => number }> {
  const form = new FormData();
  form.append("file", new File([Buffer.from(bytes)], name, { type: "video/mp4" }));
  const encoded = new Response(form);
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

/** Time for a stream still flowing after a refusal to show it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadRefused) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const partsRoot = fs.mkdtempSync(path.join(os.tmpdir(), "video-parts-"));
const partsDir = path.join(partsRoot, "upload-parts");
const leftInParts = () => (fs.existsSync(partsDir) ? fs.readdirSync(partsDir) : []);

afterAll(() => fs.rmSync(partsRoot, { recursive: true, force: true }));

describe("sniffVideoType: the type from the first bytes, never the name", () => {
  it("knows an MP4 by its ftyp box at offset 4 (an .m4v too) and a WebM by its EBML header's doctype", async () => {
    expect(await sniffVideoType(isoMedia("isom"), "film.webm", t)).toBe("video/mp4");
    expect(await sniffVideoType(isoMedia("mp42"), "film", t)).toBe("video/mp4");
    expect(await sniffVideoType(isoMedia("M4V "), "film.m4v", t)).toBe("video/mp4");
    expect(await sniffVideoType(webm, "film.mp4", t)).toBe("video/webm");
    expect(await sniffVideoType(webm.subarray(0, 64), "start-only", t)).toBe("video/webm");
  });

  it("refuses a text file named .mp4, an image sharing the ISO format, audio and Matroska, saying why", async () => {
    const text = new TextEncoder().encode("These are the race notes, not a film.\n".repeat(20));
    expect(await refusal(sniffVideoType(text, "notes.mp4", t))).toEqual({ status: 400, message: "“notes.mp4” is not a video this site can play. Upload an MP4 (H.264) or WebM file." });
    expect(await refusal(sniffVideoType(text, "notes.mp4", frenchT))).toEqual({
      status: 400,
      message: "«\u202fnotes.mp4\u202f» n’est pas une vidéo lisible sur ce site. Importez un fichier MP4 (H.264) ou WebM.",
    });
    for (const brand of ["heic", "avif", "mif1", "M4A "]) expect((await refusal(sniffVideoType(isoMedia(brand), `x-${brand}.mp4`, t))).status).toBe(400);
    // Matroska: the same EBML header, another doctype.
    expect(await sniffVideoType(ebmlHeader("webm"), "tiny", t)).toBe("video/webm");
    expect((await refusal(sniffVideoType(ebmlHeader("matroska"), "film.webm", t))).status).toBe(400);
  });

  it("sends a QuickTime film back to be exported as MP4", async () => {
    expect(await refusal(sniffVideoType(isoMedia("qt  "), "IMG_0042.MOV", t))).toEqual({
      status: 400,
      message: "“IMG_0042.MOV” is a QuickTime (.mov) film, which not every browser plays. Export it as MP4 (H.264) and upload it again.",
    });
  });
});

describe("receiveVideo: the body within the limit, to a file", () => {
  afterEach(() => expect(leftInParts()).toEqual([]));

  it("writes the file part to disk whole, with its cleaned name and its type from its bytes", async () => {
    const received = await receiveVideo(uploadRequest(webm, "C:\\films\\hero-lap.mp4", "application/octet-stream"), { limitBytes: uploadLimitBytes(1), partsDir }, t);
    expect(received).toMatchObject({ name: "hero-lap.mp4", bytes: webm.byteLength, contentType: "video/webm" });
    expect(path.dirname(received.file)).toBe(partsDir);
    expect(new Uint8Array(fs.readFileSync(received.file))).toEqual(webm);
    fs.rmSync(received.file);
  });

  it("refuses a renamed text file from its first bytes, without reading the rest, and leaves no file", async () => {
    const text = new TextEncoder().encode("lap times\n".repeat(600_000));
    const { request, pulled } = await chunkedRequest(text, "lap-times.mp4");
    expect(await refusal(receiveVideo(request, { limitBytes: uploadLimitBytes(100), partsDir }, t))).toEqual({
      status: 400,
      message: "“lap-times.mp4” is not a video this site can play. Upload an MP4 (H.264) or WebM file.",
    });
    expect(text.byteLength).toBeGreaterThan(5 * MB);
    await settle();
    expect(pulled()).toBeLessThan(MB);
  });

  it("refuses a body whose Content-Length is over the limit before reading it", async () => {
    const request = uploadRequest(isoMedia("isom", 3 * MB), "long.mp4");
    const length = (await request.clone().arrayBuffer()).byteLength;
    const sized = new Request(URL_, { method: "POST", headers: { "content-type": request.headers.get("content-type")!, "content-length": String(length) }, body: request.body, duplex: "half" } as RequestInit);
    expect(await refusal(receiveVideo(sized, { limitBytes: uploadLimitBytes(2), partsDir }, t))).toEqual({ status: 413, message: "This file is 3.1 MB; the limit is 2 MB." });
    expect(sized.bodyUsed).toBe(false);
  });

  it("stops reading a chunked body as soon as the file passes the limit, and removes what was written", async () => {
    const { request, pulled } = await chunkedRequest(isoMedia("isom", 6 * MB), "long.mp4");
    expect(await refusal(receiveVideo(request, { limitBytes: uploadLimitBytes(1), partsDir }, t))).toEqual({ status: 413, message: "This file is larger than the limit of 1 MB." });
    await settle();
    expect(pulled()).toBeLessThan(2 * MB);
  });

  it("asks for a video when there is none, or the body is not a form", async () => {
    const message = { status: 400, message: "Choose a video file to upload." };
    expect(await refusal(receiveVideo(new Request(URL_, { method: "POST", body: new FormData() }), { limitBytes: MB, partsDir }, t))).toEqual(message);
    const other = new FormData();
    other.append("title", "no file here");
    other.append("video", new File([Buffer.from(webm)], "wrong-field.webm"));
    expect(await refusal(receiveVideo(new Request(URL_, { method: "POST", body: other }), { limitBytes: MB, partsDir }, t))).toEqual(message);
    expect(await refusal(receiveVideo(uploadRequest(new Uint8Array(0), "empty.mp4"), { limitBytes: MB, partsDir }, t))).toEqual(message);
    const json = new Request(URL_, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(await refusal(receiveVideo(json, { limitBytes: MB, partsDir }, t))).toEqual(message);
    const broken = new Request(URL_, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.mp4\"\r\n\r\nunfinished" });
    expect((await refusal(receiveVideo(broken, { limitBytes: MB, partsDir }, t))).status).toBe(400);
  });
});

describe("purgeStaleVideoParts: what a stopped process left", () => {
  it("removes temporary files a day old, and keeps younger ones (an upload may be writing them) and anything else", async () => {
    const dir = fs.mkdtempSync(path.join(partsRoot, "stale-"));
    const now = new Date();
    const old = new Date(now.getTime() - ORPHAN_GRACE_MS - 60_000);
    for (const name of ["old.part", "fresh.part", "notes.txt"]) fs.writeFileSync(path.join(dir, name), "x");
    fs.utimesSync(path.join(dir, "old.part"), old, old);
    fs.utimesSync(path.join(dir, "notes.txt"), old, old);
    expect(await purgeStaleVideoParts(dir, now)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(["fresh.part", "notes.txt"]);
    expect(await purgeStaleVideoParts(path.join(dir, "missing"), now)).toBe(0);
  });
});

describe("video addresses", () => {
  it("keys a video by month under a fresh id, with the extension of its type", () => {
    const now = new Date("2026-11-25T04:00:00Z");
    expect(videoKey("video/webm", now)).toMatch(/^uploads\/2026\/11\/[0-9a-f-]{36}\.webm$/);
    expect(videoKey("video/mp4", now)).toMatch(/^uploads\/2026\/11\/[0-9a-f-]{36}\.mp4$/);
    expect(videoKey("video/mp4", now)).not.toBe(videoKey("video/mp4", now));
    expect(videoPartsDir("/srv/data")).toBe("/srv/data/upload-parts");
  });

  it("previews only a video file of ours or at an https address", () => {
    expect(isVideoFileUrl("/media/uploads/2026/11/a.webm")).toBe(true);
    expect(isVideoFileUrl("https://cdn.example.com/lap.MP4?v=2")).toBe(true);
    expect(isVideoFileUrl("https://www.youtube.com/watch?v=abc")).toBe(false);
    expect(isVideoFileUrl("http://example.com/lap.mp4")).toBe(false);
    expect(isVideoFileUrl("")).toBe(false);
  });
});

describe.each(testDatabaseKinds())("storing a video (%s)", (kind) => {
  let database: DatabaseHandle;
  let root: string;
  let storage: Storage;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    root = fs.mkdtempSync(path.join(os.tmpdir(), "video-store-"));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("stores the bytes under a fresh key with the right type, writes its media row, and removes the temporary file", async () => {
    const { video, originalName } = await handleVideoUpload(uploadRequest(webm, "hero-lap.mp4", "video/mp4"), { db: database.db, storage, maxMegabytes: 100, partsDir }, t);
    expect(originalName).toBe("hero-lap.mp4");
    expect(video).toMatchObject({ contentType: "video/webm", bytes: webm.byteLength });
    expect(video.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webm$/);
    expect(leftInParts()).toEqual([]);

    const key = video.url.slice("/media/".length);
    const object = await storage.get(key);
    expect(object).toMatchObject({ contentType: "video/webm", bytes: webm.byteLength });
    expect(new Uint8Array(await new Response(object!.body).arrayBuffer())).toEqual(webm);

    const [row] = await database.db.select().from(media).where(eq(media.id, video.id));
    expect(row).toMatchObject({ key, content_type: "video/webm", bytes: webm.byteLength, width: null, height: null, original_name: "hero-lap.mp4", variants: [], placeholder: null });
  });

  it("stores an MP4 as .mp4, and nothing at all for a refused file", async () => {
    const { video } = await handleVideoUpload(uploadRequest(isoMedia("isom", 2048), "lap.MP4"), { db: database.db, storage, maxMegabytes: 100, partsDir }, t);
    expect(video.url).toMatch(/\.mp4$/);
    expect((await storage.get(video.url.slice("/media/".length)))?.contentType).toBe("video/mp4");

    const before = (await database.db.select({ key: media.key }).from(media)).length;
    const text = new TextEncoder().encode("not a film");
    expect((await refusal(handleVideoUpload(uploadRequest(text, "notes.mp4"), { db: database.db, storage, maxMegabytes: 100, partsDir }, t))).status).toBe(400);
    expect((await database.db.select({ key: media.key }).from(media)).length).toBe(before);
    expect(leftInParts()).toEqual([]);
  });
});
