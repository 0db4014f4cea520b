import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations.
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, type Storage } from "./storage.server.ts";

/** The S3 driver against a real S3-compatible server (s3rver) on loopback. */
describe("S3 storage", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-s3-"));
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let storage: Storage;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "ecurie-media" }] });
    const { port } = await server.run();
    storage = createS3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket: "ecurie-media",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const read = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());

  it("stores and reads back an object with its content type and size", async () => {
    const bytes = Buffer.from("a webp, pretend");
    await storage.put("images/2026/car.webp", bytes, "image/webp");
    const object = await storage.get("images/2026/car.webp");
    expect(object).toMatchObject({ contentType: "image/webp", bytes: bytes.length });
    expect(object!.etag).toMatch(/^".+"$/);
    expect(await read(object!.body)).toEqual(bytes);
  });

  it("streams a file of this machine into the bucket with putFile, with its content type", async () => {
    const source = path.join(directory, "film.part");
    const bytes = Buffer.alloc(2 * 1024 * 1024 + 17).map((_, index) => index % 249);
    fs.writeFileSync(source, bytes);
    await storage.putFile("uploads/2026/11/film.mp4", source, "video/mp4");
    const object = await storage.get("uploads/2026/11/film.mp4");
    expect(object).toMatchObject({ contentType: "video/mp4", bytes: bytes.length });
    expect((await read(object!.body)).equals(bytes)).toBe(true);
    expect(fs.existsSync(source)).toBe(true);
  });

  it("reads a byte range, reporting the whole object's size", async () => {
    await storage.put("videos/loop.webm", Buffer.from("0123456789"), "video/webm");
    const part = await storage.get("videos/loop.webm", { start: 2, end: 5 });
    expect(part!.bytes).toBe(10);
    expect((await read(part!.body)).toString()).toBe("2345");
  });

  it("answers null for a missing key or an unsafe one, and deletes", async () => {
    expect(await storage.get("nothing/here.webp")).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();
    await storage.put("tmp/x.txt", Buffer.from("x"), "text/plain");
    await storage.delete("tmp/x.txt");
    expect(await storage.get("tmp/x.txt")).toBeNull();
  });

  it("passes its health check, leaving no probe behind", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    expect(await storage.get("health-probes/none")).toBeNull();
  });

  it("fails its health check when the bucket is unreachable", async () => {
    const broken = createS3Storage({
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      bucket: "ecurie-media",
      accessKeyId: "x",
      secretAccessKey: "y",
      forcePathStyle: true,
    });
    await expect(broken.check()).rejects.toThrow();
  });
});
