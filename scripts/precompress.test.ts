import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

describe("precompress", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("writes a Brotli and a gzip copy beside each text file that they shrink, and nothing beside the rest", async () => {
    fs.mkdirSync(path.join(folder, "assets"));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index % 20}`))};\n`;
    fs.writeFileSync(path.join(folder, "assets", "entry-abc.js"), script);
    fs.writeFileSync(path.join(folder, "style.css"), "body { color: red; }\n".repeat(50));
    // Random bytes do not shrink; images and fonts are not text.
    fs.writeFileSync(path.join(folder, "assets", "random-def.js"), crypto.randomBytes(4096));
    fs.writeFileSync(path.join(folder, "font.woff2"), "woff2".repeat(500));

    const result = await precompress(folder);
    expect(result.files).toBe(3);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, "assets", "entry-abc.js.br"))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, "assets", "entry-abc.js.gz"))).toString()).toBe(script);
    expect(fs.existsSync(path.join(folder, "style.css.br"))).toBe(true);
    expect(fs.existsSync(path.join(folder, "assets", "random-def.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(folder, "font.woff2.br"))).toBe(false);
  });
});
