import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type * as S3 from "@aws-sdk/client-s3";
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
  /**
   * Copies a file of this machine into the storage, streamed: a video of a
   * hundred megabytes never sits in memory whole. The file itself is left
   * where it is (the caller removes it).
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The object, or only bytes start..end (inclusive) of it, as HTTP ranges count. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Writes, reads back and deletes a probe object: a real check for /healthz. */
  check(): Promise<void>;
  /** Every stored object, in key order (a backup's files; the system page's figures). */
  list(): AsyncIterable<{ key: string; bytes: number }>;
}

/**
 * Keys under this prefix are the site's own records (invoices and credit notes, with buyers'
 * names and addresses): kept, backed up, but never served by /media. Their routes check who asks.
 */
export const PRIVATE_KEY_PREFIX = "private/";

/** Keys the storage holds for a moment only: a write's temporary file, /healthz's probe. */
const TRANSIENT = /(^health-probes\/|\.tmp$)/;

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
    async putFile(key, source) {
      const file = fileFor(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomBytes(6).toString("hex")}.tmp`;
      try {
        // The kernel copies (copy_file_range, or a reflink where the file system has them): no bytes through JavaScript.
        await fs.promises.copyFile(source, temporary);
        await fs.promises.rename(temporary, file);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
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
    async *list() {
      const files = fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }) : [];
      const keys = files
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .filter((key) => !TRANSIENT.test(key))
        .sort();
      for (const key of keys) {
        try {
          yield { key, bytes: (await fs.promises.stat(path.join(root, ...key.split("/")))).size };
        } catch {
          // Removed since the folder was read.
        }
      }
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

export interface S3StorageOptions {
  /** Any S3-compatible endpoint (MinIO, R2, Scaleway…); unset for AWS itself. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Most S3-compatible servers want path-style URLs (endpoint/bucket/key). */
  forcePathStyle: boolean;
}

/**
 * Objects in an S3-compatible bucket, under the same keys as the local folder:
 * with DATABASE_URL and S3_* set, the process keeps no state of its own.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  // The SDK (~6 MB of heap) loads with the first object asked, so a site on
  // local files never holds it; a failed load is tried again on the next call.
  let connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const s3 = () => {
    connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        // Checksums only where S3 requires them: by default the SDK sends a file streamed from disk
        // as aws-chunked with a trailing checksum, which several S3-compatible servers store as is.
        requestChecksumCalculation: "WHEN_REQUIRED",
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    }));
    connection.catch(() => (connection = undefined));
    return connection;
  };
  const Bucket = options.bucket;
  const storage: Storage = {
    kind: "s3",
    async put(key, body, contentType) {
      assertSafeKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async putFile(key, file, contentType) {
      assertSafeKey(key);
      // One PUT (up to 5 GB) read from the disk as it is sent; the length is given, so nothing is buffered to learn it.
      const { size } = await fs.promises.stat(file);
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: fs.createReadStream(file), ContentLength: size, ContentType: contentType }));
    },
    async get(key, range) {
      try {
        assertSafeKey(key);
      } catch {
        return null;
      }
      const { sdk, client } = await s3();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!object.Body) return null;
        // For a range, the whole size is after the slash of Content-Range ("bytes 0-99/1234").
        const total = object.ContentRange ? Number(object.ContentRange.split("/")[1]) : Number(object.ContentLength ?? 0);
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType ?? contentTypeFor(key),
          bytes: total,
          etag: object.ETag ?? `"${total.toString(36)}"`,
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      const { sdk, client } = await s3();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && !TRANSIENT.test(object.Key)) yield { key: object.Key, bytes: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      const key = `health-probes/${crypto.randomBytes(8).toString("hex")}.txt`;
      const probe = crypto.randomBytes(16);
      await storage.put(key, probe, "text/plain");
      try {
        const object = await storage.get(key);
        if (!object) throw new Error("the probe object could not be read back");
        const back = Buffer.from(await new Response(object.body).arrayBuffer());
        if (!back.equals(probe)) throw new Error("storage read back different bytes");
      } finally {
        await storage.delete(key);
      }
    },
  };
  return storage;
}
