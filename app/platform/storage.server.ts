import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ByteRange } from "../lib/byte-range.ts";

/**
 * One storage interface for every file the site keeps (uploads, generated demo
 * images, their variants). Keys are relative, slash-separated paths such as
 * "images/2026/ab12cd.webp"; they are public through /media/{key}.
 */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** The whole object's size (the body may hold only a range of it). */
  bytes: number;
  /** Validator for conditional requests. */
  etag: string;
}

export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The object, or only bytes start..end (inclusive) of it, as HTTP ranges count. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Writes, reads back and deletes a probe object: a real check for /healthz. */
  check(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses keys that could leave the storage root (.., absolute paths, odd characters). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export function contentTypeFor(key: string): string {
  const extension = path.extname(key).toLowerCase();
  return (
    {
      ".webp": "image/webp",
      ".avif": "image/avif",
      ".jpg": "image/jpeg",
      ".jpeg": "image/jpeg",
      ".png": "image/png",
      ".gif": "image/gif",
      ".svg": "image/svg+xml",
      ".mp4": "video/mp4",
      ".webm": "video/webm",
      ".pdf": "application/pdf",
    }[extension] ?? "application/octet-stream"
  );
}

/** Files under DATA_DIR/uploads; a write goes to a temporary file first, then is renamed into place. */
export function createLocalStorage(root: string): Storage {
  fs.mkdirSync(root, { recursive: true });
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };
  const storage: Storage = {
    kind: "local",
    async put(key, body) {
      const file = fileFor(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      await fs.promises.writeFile(temporary, body);
      await fs.promises.rename(temporary, file);
    },
    async get(key, range) {
      let file: string;
      try {
        file = fileFor(key);
      } catch {
        return null;
      }
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(file);
      } catch {
        return null;
      }
      if (!stat.isFile()) return null;
      return {
        body: Readable.toWeb(fs.createReadStream(file, range ? { start: range.start, end: range.end } : {})) as ReadableStream<Uint8Array>,
        contentType: contentTypeFor(key),
        bytes: stat.size,
        // A write renames a new file into place, so inode, size and mtime change with the content.
        etag: `"${stat.ino.toString(36)}-${stat.size.toString(36)}-${Math.round(stat.mtimeMs * 1000).toString(36)}"`,
      };
    },
    async delete(key) {
      await fs.promises.rm(fileFor(key), { force: true });
    },
    async check() {
      const key = `health-probes/${crypto.randomBytes(8).toString("hex")}.txt`;
      const probe = crypto.randomBytes(16);
      await storage.put(key, probe, "text/plain");
      try {
        const back = await fs.promises.readFile(fileFor(key));
        if (!back.equals(probe)) throw new Error("storage read back different bytes");
      } finally {
        await storage.delete(key);
      }
    },
  };
  return storage;
}
