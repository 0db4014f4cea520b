import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no type declarations.
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFlash } from "../../app/platform/flash.server.ts";
import { htmlNamedPng, jpegWithGps } from "../e2e/support/images.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Uploads through the production server into an S3-compatible bucket (s3rver
 * on loopback): what the admin's drop zone sends, what lands in the bucket,
 * what /media/ serves back from it, and a public page using the upload.
 * Needs the production build (npm run build).
 */
const ADMIN = { email: "s3-admin@example.com", password: "Bucketed-Spa-Francorchamps-1970" };
const BUCKET = "site-media";
const UPLOAD_KEY = /^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-(320|480|960|1600)\.(avif|webp)$/;

const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-s3-uploads-bucket-"));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-s3-uploads-data-"));
let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let client: S3Client;
let server: RunningServer;
let cookie: string;
let jpegFile: string;

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  [server, jpegFile] = await Promise.all([
    startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }),
    jpegWithGps("s3-paddock.jpg"),
  ]);
  const login = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams(ADMIN),
  });
  expect(login.status).toBe(302);
  cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
});

afterAll(async () => {
  if (server?.process.exitCode === null) await server.stop();
  await s3?.close();
  client?.destroy();
  fs.rmSync(s3Directory, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  // tests/e2e/support/images.ts makes its files in a folder named after this process.
  fs.rmSync(path.join(os.tmpdir(), `ecurie-e2e-images-${process.pid}`), { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
    for (const object of page.Contents ?? []) keys.push(object.Key!);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

async function bucketObject(key: string): Promise<{ bytes: Buffer; contentType: string | undefined }> {
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
}

/** What upload-client.ts sends: multipart field `file`, Accept JSON, the session cookie, same-origin. */
function uploadForm(file: string, name = path.basename(file)): FormData {
  const form = new FormData();
  form.append("file", new Blob([fs.readFileSync(file)], { type: name.endsWith(".png") ? "image/png" : "image/jpeg" }), name);
  return form;
}

function upload(file: string, name = path.basename(file)) {
  return fetch(`${server.url}/admin/media/upload`, { method: "POST", headers: { Accept: "application/json", Origin: server.url, cookie }, body: uploadForm(file, name) });
}

/** The same upload without a session. */
async function anonymousUpload(file: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}/admin/media/upload`, { method: "POST", headers: { Accept: "application/json", Origin: server.url }, body: uploadForm(file) });
  return { status: response.status, body: await response.text() };
}

/** Whether an EXIF block (as sharp reports it: "Exif\0\0" + TIFF) points to a GPS IFD (tag 0x8825). */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const tag = tiff.toString("latin1", 0, 2) === "II" ? Buffer.from([0x25, 0x88]) : Buffer.from([0x88, 0x25]);
  return tiff.includes(tag);
}

function localUploadsFolderExists(): boolean {
  return fs.existsSync(path.join(dataDir, "uploads"));
}

describe("image uploads into an S3 bucket, through the server", () => {
  let uploaded: { url: string; width: number; height: number; placeholder: string | null };
  let variantKeys: string[];

  it("stores an admin's JPEG as AVIF and WebP variants in the bucket, EXIF/GPS dropped, nothing under DATA_DIR/uploads", async () => {
    // The fixture really carries a GPS position, so its absence afterwards means something.
    expect(hasGpsIfd((await sharp(jpegFile).metadata()).exif)).toBe(true);

    const before = await bucketKeys();
    const response = await upload(jpegFile);
    expect(response.status).toBe(201);
    uploaded = await response.json();
    expect(uploaded).toMatchObject({ url: expect.stringMatching(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-1600\.webp$/), width: 1600, height: 1067 });
    expect(uploaded.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);

    const added = (await bucketKeys()).filter((key) => !before.includes(key));
    const prefix = uploaded.url.slice("/media/".length).replace(/-1600\.webp$/, "");
    // Exactly the six variants: no original JPEG, no placeholder object (it lives in the media row).
    expect(added).toEqual([320, 480, 960, 1600].flatMap((width) => [`${prefix}-${width}.avif`, `${prefix}-${width}.webp`]).sort());
    for (const key of added) expect(key).toMatch(UPLOAD_KEY);
    variantKeys = added;

    for (const key of added) {
      const { bytes, contentType } = await bucketObject(key);
      const format = key.endsWith(".avif") ? "heif" : "webp";
      expect(contentType, key).toBe(key.endsWith(".avif") ? "image/avif" : "image/webp");
      const meta = await sharp(bytes).metadata();
      expect(meta.format, key).toBe(format);
      expect(meta.width, key).toBe(Number(key.match(/-(\d+)\.\w+$/)![1]));
      expect(meta.exif, `${key} carries no EXIF`).toBeUndefined();
      expect(hasGpsIfd(meta.exif), key).toBe(false);
    }
    expect(localUploadsFolderExists()).toBe(false);
  });

  it("serves every variant from the bucket at /media/<key> with its bytes and Content-Type", async () => {
    expect(variantKeys).toHaveLength(8);
    for (const key of variantKeys) {
      const response = await fetch(`${server.url}/media/${key}`);
      expect(response.status, key).toBe(200);
      expect(response.headers.get("content-type"), key).toBe(key.endsWith(".avif") ? "image/avif" : "image/webp");
      expect(response.headers.get("accept-ranges"), key).toBe("bytes");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals((await bucketObject(key)).bytes), key).toBe(true);
      expect(response.headers.get("content-length"), key).toBe(String(body.length));
    }
    expect(localUploadsFolderExists()).toBe(false);
  });

  it("answers a Range request on a variant with 206 and exactly that slice, and an open-ended one to the end", async () => {
    const key = variantKeys.find((candidate) => candidate.endsWith("-960.webp"))!;
    const whole = (await bucketObject(key)).bytes;
    expect(whole.length).toBeGreaterThan(1000);

    const part = await fetch(`${server.url}/media/${key}`, { headers: { Range: "bytes=100-611" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("image/webp");
    expect(part.headers.get("content-range")).toBe(`bytes 100-611/${whole.length}`);
    expect(part.headers.get("content-length")).toBe("512");
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 612))).toBe(true);

    const tail = await fetch(`${server.url}/media/${key}`, { headers: { Range: `bytes=${whole.length - 300}-` } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("content-range")).toBe(`bytes ${whole.length - 300}-${whole.length - 1}/${whole.length}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 300))).toBe(true);

    const beyond = await fetch(`${server.url}/media/${key}`, { headers: { Range: `bytes=${whole.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${whole.length}`);
  });

  it("refuses an HTML page named .png with 400 and its reason, and an anonymous upload with 401, writing nothing", async () => {
    const before = await bucketKeys();
    const html = await htmlNamedPng("s3-not-an-image.png");
    const refused = await upload(html);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "“s3-not-an-image.png” is not an image. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file." });

    const anonymous = await anonymousUpload(jpegFile);
    expect(anonymous).toEqual({ status: 401, body: "Your session has ended: sign in again." });

    expect(await bucketKeys()).toEqual(before);
    expect(localUploadsFolderExists()).toBe(false);
  });

  it("puts the upload on a merchandise item whose Pitshop card offers srcsets of /media/ URLs served from the bucket", async () => {
    expect(uploaded?.url).toBeTruthy();
    const created = await fetch(`${server.url}/admin/merchandise/new`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, cookie },
      body: new URLSearchParams({
        name: "Bucket Paddock Poster",
        price: "39.90",
        category: "Collectibles",
        description: "Printed from a photo kept in S3.",
        stock_quantity: "12",
        sizes_available: "",
        active: "on",
        image_url: uploaded.url,
        // Its alt text, posted beside it as the editor's image field does (required, issue 15).
        image_alt_url: uploaded.url,
        image_alt_en: "A paddock poster printed from a photo",
        image_alt_fr: "Une affiche du paddock tirée d’une photo",
      }),
    });
    expect(created.status).toBe(302);
    // Success is a flash for the next page, not a query parameter.
    const editor = created.headers.get("location")!;
    expect(editor).toMatch(/^\/admin\/merchandise\/[0-9a-f-]{36}$/);
    const flashCookie = created.headers.getSetCookie().find((line) => line.startsWith("flash="))!.split(";")[0]!;
    expect(readFlash(new Request(server.url, { headers: { cookie: flashCookie } })).flash).toEqual({ message: "admin.form.created" });
    // The editor says so once (inline in its HTML, for a browser without JavaScript) and clears the cookie.
    const shown = await fetch(`${server.url}${editor}`, { headers: { cookie: `${cookie}; ${flashCookie}` } });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toMatch(/<div role="status"[^>]*>Created\.<\/div>/);
    expect(shown.headers.getSetCookie()).toContain("flash=; Max-Age=0; HttpOnly; SameSite=Lax; Path=/admin");

    const page = await fetch(`${server.url}/pitshop`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // In the page's body: the head names the item too (its structured data).
    const named = html.indexOf("Bucket Paddock Poster", html.indexOf("<body"));
    expect(named, "the item is on the Pitshop").toBeGreaterThan(0);
    const card = html.slice(html.lastIndexOf('<article data-testid="product-card"', named), html.indexOf("</article>", named));
    const prefix = uploaded.url.replace(/-1600\.webp$/, "");
    const decode = (value: string) => value.replace(/&amp;/g, "&");

    // Its own words, not the item's name (issue 15).
    const img = card.match(/<img\b[^>]*alt="A paddock poster printed from a photo"[^>]*>/)?.[0];
    expect(img, "the card's <img>").toBeTruthy();
    expect(img).toContain(`src="${uploaded.url}"`);
    expect(img).toContain(`width="1600"`);
    expect(img).toContain(`height="1067"`);
    const webpSrcSet = decode(img!.match(/srcSet="([^"]+)"/i)![1]!);
    expect(webpSrcSet).toBe(`${prefix}-320.webp 320w, ${prefix}-480.webp 480w, ${prefix}-960.webp 960w, ${prefix}-1600.webp 1600w`);
    const avifSrcSet = decode(card.match(/<source type="image\/avif" srcSet="([^"]+)"/i)![1]!);
    expect(avifSrcSet).toBe(`${prefix}-320.avif 320w, ${prefix}-480.avif 480w, ${prefix}-960.avif 960w, ${prefix}-1600.avif 1600w`);

    // Every URL the browser may pick resolves, from the bucket, as the type the markup promises.
    for (const [srcSet, type] of [
      [webpSrcSet, "image/webp"],
      [avifSrcSet, "image/avif"],
    ] as const) {
      for (const candidate of srcSet.split(",").map((entry) => entry.trim().split(/\s+/)[0]!)) {
        const response = await fetch(server.url + candidate);
        expect(response.status, candidate).toBe(200);
        expect(response.headers.get("content-type"), candidate).toBe(type);
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.equals((await bucketObject(candidate.slice("/media/".length))).bytes), candidate).toBe(true);
      }
    }
    expect(localUploadsFolderExists()).toBe(false);
  });
});

describe("video uploads into an S3 bucket, through the server", () => {
  const film = path.join(import.meta.dirname, "../e2e/fixtures/hero-lap.webm");
  const partsDir = path.join(dataDir, "upload-parts");

  function uploadVideo(body: FormData) {
    return fetch(`${server.url}/admin/media/upload-video`, { method: "POST", headers: { Accept: "application/json", Origin: server.url, cookie }, body });
  }

  it("streams an admin's WebM to the bucket as it is, with its type, under DATA_DIR nothing left; /media/ serves it and its ranges", async () => {
    const bytes = fs.readFileSync(film);
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/octet-stream" }), "hero-lap.mp4");
    const before = await bucketKeys();
    const response = await uploadVideo(form);
    expect(response.status).toBe(201);
    const video = (await response.json()) as { url: string; contentType: string; bytes: number };
    expect(video).toEqual({ url: expect.stringMatching(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webm$/), contentType: "video/webm", bytes: bytes.length });

    const key = video.url.slice("/media/".length);
    expect((await bucketKeys()).filter((candidate) => !before.includes(candidate))).toEqual([key]);
    const stored = await bucketObject(key);
    expect(stored.contentType).toBe("video/webm");
    expect(stored.bytes.equals(bytes)).toBe(true);
    expect(localUploadsFolderExists()).toBe(false);
    expect(fs.readdirSync(partsDir)).toEqual([]);

    const served = await fetch(`${server.url}${video.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("video/webm");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const start = await fetch(`${server.url}${video.url}`, { headers: { Range: "bytes=0-3" } });
    expect(start.status).toBe(206);
    expect([...Buffer.from(await start.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it("refuses a text file named .mp4 with words, storing nothing", async () => {
    const form = new FormData();
    form.append("file", new Blob(["Lap notes, not a film.\n".repeat(400)], { type: "video/mp4" }), "lap-notes.mp4");
    const before = await bucketKeys();
    const response = await uploadVideo(form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "“lap-notes.mp4” is not a video this site can play. Upload an MP4 (H.264) or WebM file." });
    expect(await bucketKeys()).toEqual(before);
    expect(fs.readdirSync(partsDir)).toEqual([]);
  });
});
