import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { assertSafeKey, contentTypeFor, createLocalStorage, type StoredObject } from "./storage.server.ts";

const folders: string[] = [];

/** A temporary folder holding the storage root, so writes outside the root can be seen. */
function tempParent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-storage-"));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function readAll(object: StoredObject): Promise<Buffer> {
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

/** Every file under dir, as relative slash-separated paths. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

const unsafeKeys = [
  "../escape.txt",
  "images/../../escape.txt",
  "images/..",
  "..",
  ".",
  "./a.txt",
  "/etc/passwd",
  "/tmp/escape.txt",
  "images\\..\\escape.txt",
  "images//a.webp",
  "images/",
  "/images/a.webp",
  "",
  "images/.hidden",
  "a b.txt",
  "images/a.webp\0.txt",
];

describe("createLocalStorage", () => {
  it("creates its root and is local", () => {
    const root = path.join(tempParent(), "uploads");
    const storage = createLocalStorage(root);
    expect(storage.kind).toBe("local");
    expect(fs.statSync(root).isDirectory()).toBe(true);
  });

  it("reads back what it stored, with size and content type", async () => {
    const root = path.join(tempParent(), "uploads");
    const storage = createLocalStorage(root);
    const bytes = new Uint8Array(200_000).map((_, index) => index % 251);
    await storage.put("images/2026/ab12cd.webp", bytes, "image/webp");
    expect(filesUnder(root)).toEqual(["images/2026/ab12cd.webp"]);

    const object = await storage.get("images/2026/ab12cd.webp");
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe("image/webp");
    expect(object!.bytes).toBe(200_000);
    expect((await readAll(object!)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("copies a file into place with putFile, leaving the source where it was and no temporary file behind", async () => {
    const parent = tempParent();
    const root = path.join(parent, "uploads");
    const storage = createLocalStorage(root);
    const source = path.join(parent, "part-1.part");
    const bytes = Buffer.alloc(300_000).map((_, index) => index % 253);
    fs.writeFileSync(source, bytes);
    await storage.putFile("uploads/2026/11/film.webm", source, "video/webm");
    expect(filesUnder(root)).toEqual(["uploads/2026/11/film.webm"]);
    expect(fs.existsSync(source)).toBe(true);
    const object = await storage.get("uploads/2026/11/film.webm");
    expect(object).toMatchObject({ contentType: "video/webm", bytes: 300_000 });
    expect((await readAll(object!)).equals(bytes)).toBe(true);
    await expect(storage.putFile("../escape.webm", source, "video/webm")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.putFile("uploads/missing.webm", path.join(parent, "nothing.part"), "video/webm")).rejects.toThrow();
    expect(filesUnder(root)).toEqual(["uploads/2026/11/film.webm"]);
  });

  it("replaces an object on a second put", async () => {
    const storage = createLocalStorage(path.join(tempParent(), "uploads"));
    await storage.put("docs/a.pdf", new TextEncoder().encode("first version"), "application/pdf");
    await storage.put("docs/a.pdf", new TextEncoder().encode("second"), "application/pdf");
    const object = await storage.get("docs/a.pdf");
    expect((await readAll(object!)).toString()).toBe("second");
    expect(object!.bytes).toBe(6);
  });

  it("gives a stable, quoted etag for an unchanged file", async () => {
    const storage = createLocalStorage(path.join(tempParent(), "uploads"));
    await storage.put("a.png", new Uint8Array([1, 2, 3]), "image/png");
    const first = await storage.get("a.png");
    const second = await storage.get("a.png");
    expect(first!.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+-[0-9a-z]+"$/);
    expect(second!.etag).toBe(first!.etag);
    await readAll(first!);
    await readAll(second!);
  });

  it("changes the etag when the content changes", async () => {
    const storage = createLocalStorage(path.join(tempParent(), "uploads"));
    await storage.put("a.png", new Uint8Array([1, 2, 3]), "image/png");
    const before = await storage.get("a.png");
    await readAll(before!);
    await storage.put("a.png", new Uint8Array([1, 2, 3, 4]), "image/png");
    const after = await storage.get("a.png");
    await readAll(after!);
    expect(after!.etag).not.toBe(before!.etag);
  });

  it("returns null for a missing key or a folder", async () => {
    const storage = createLocalStorage(path.join(tempParent(), "uploads"));
    expect(await storage.get("missing.webp")).toBeNull();
    await storage.put("images/a.webp", new Uint8Array([1]), "image/webp");
    expect(await storage.get("images")).toBeNull();
    expect(await storage.get("images/missing.webp")).toBeNull();
  });

  it("deletes, and deleting a missing key is fine", async () => {
    const root = path.join(tempParent(), "uploads");
    const storage = createLocalStorage(root);
    await storage.put("images/a.webp", new Uint8Array([1]), "image/webp");
    await storage.delete("images/a.webp");
    expect(await storage.get("images/a.webp")).toBeNull();
    expect(filesUnder(root)).toEqual([]);
    await expect(storage.delete("images/a.webp")).resolves.toBeUndefined();
  });

  it.each(unsafeKeys)("refuses the unsafe key %j everywhere", async (key) => {
    const parent = tempParent();
    const root = path.join(parent, "uploads");
    fs.mkdirSync(path.join(root, "images"), { recursive: true });
    fs.writeFileSync(path.join(parent, "escape.txt"), "outside the root");
    const storage = createLocalStorage(root);

    expect(() => assertSafeKey(key)).toThrow(`Invalid storage key: ${JSON.stringify(key)}`);
    await expect(storage.put(key, new Uint8Array([1]), "text/plain")).rejects.toThrow("Invalid storage key");
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).rejects.toThrow("Invalid storage key");

    // Nothing written or removed anywhere.
    expect(filesUnder(parent)).toEqual(["escape.txt"]);
    expect(fs.readFileSync(path.join(parent, "escape.txt"), "utf8")).toBe("outside the root");
  });

  it.each(["a.webp", "images/2026/ab12cd.webp", "variants/ab12cd-640w.avif", "A_B-c.d.JPG", "2026/x"])(
    "accepts the safe key %j",
    (key) => {
      expect(() => assertSafeKey(key)).not.toThrow();
    },
  );

  it("passes its health check and leaves no files behind", async () => {
    const root = path.join(tempParent(), "uploads");
    const storage = createLocalStorage(root);
    await expect(storage.check()).resolves.toBeUndefined();
    expect(filesUnder(root)).toEqual([]);
  });

  it("leaves no files behind when its health check fails", async () => {
    const root = path.join(tempParent(), "uploads");
    const storage = createLocalStorage(root);
    // The probe is written, then reading it back fails (a disk going bad): the probe must still go.
    const readBack = vi.spyOn(fs.promises, "readFile").mockRejectedValueOnce(Object.assign(new Error("EIO: i/o error, read"), { code: "EIO" }));
    try {
      await expect(storage.check()).rejects.toThrow("EIO");
      expect(readBack).toHaveBeenCalledOnce();
    } finally {
      readBack.mockRestore();
    }
    expect(filesUnder(root)).toEqual([]);
  });
});

describe("contentTypeFor", () => {
  it.each([
    ["a.webp", "image/webp"],
    ["a.avif", "image/avif"],
    ["a.jpg", "image/jpeg"],
    ["a.JPEG", "image/jpeg"],
    ["a.png", "image/png"],
    ["a.gif", "image/gif"],
    ["a.svg", "image/svg+xml"],
    ["a.mp4", "video/mp4"],
    ["a.webm", "video/webm"],
    ["docs/a.pdf", "application/pdf"],
    ["a.html", "application/octet-stream"],
    ["noextension", "application/octet-stream"],
  ])("gives %s the type %s", (key, type) => {
    expect(contentTypeFor(key)).toBe(type);
  });
});
