import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidImageError, processImage, variantWidths } from "./images.server.ts";
import { createLocalStorage, type Storage } from "./storage.server.ts";

let root: string;
let storage: Storage;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "images-test-"));
  storage = createLocalStorage(root);
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function readStored(key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`missing in storage: ${key}`);
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

/** A photo-like JPEG taken "on its side" (EXIF orientation 6) with a GPS position and a camera name. */
async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  const pixels = await sharp({ create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 20 } } })
    .raw()
    .toBuffer();
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(3)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Paddock", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 44/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "7/1 25/1 0/1" },
    })
    .toBuffer();
}

describe("variantWidths", () => {
  it("never upscales, deduplicates and sorts", () => {
    expect(variantWidths(700, [1600, 480, 960])).toEqual([480, 700]);
    expect(variantWidths(2000, [960, 480, 960])).toEqual([480, 960]);
    expect(variantWidths(300, [])).toEqual([300]);
  });
});

describe("processImage", () => {
  it("makes AVIF and WebP at every width, a tiny placeholder, and keeps no EXIF or GPS", async () => {
    const input = await jpegWithGps(1200, 800);
    const source = await sharp(input).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);

    const { image, row } = await processImage(storage, input, {
      keyPrefix: "uploads/test/gps",
      alt: "",
      widths: [480, 960, 1600],
      formats: ["avif", "webp"],
      placeholder: true,
      originalName: "paddock.jpg",
    });

    // Orientation 6 = rotated a quarter turn: the stored picture is upright, 800 wide and 1200 high.
    expect(image.variants.map((variant) => `${variant.format}@${variant.width}x${variant.height}`).sort()).toEqual(
      ["avif@480x720", "avif@800x1200", "webp@480x720", "webp@800x1200"].sort(),
    );
    expect(image.url).toBe("/media/uploads/test/gps-800.webp");
    expect([image.width, image.height]).toEqual([800, 1200]);
    expect(row.original_name).toBe("paddock.jpg");
    expect(row.placeholder).toBe(image.placeholder);

    for (const variant of image.variants) {
      const bytes = await readStored(variant.key);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : "webp");
      if (variant.format === "avif") expect(metadata.compression).toBe("av1");
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // Not a byte of the GPS block or the camera's name anywhere in the file.
      expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif\0\0"))).toBe(false);
    }

    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    const placeholder = Buffer.from(image.placeholder!.split(",")[1]!, "base64");
    expect(image.placeholder!.length).toBeLessThan(1024);
    const tiny = await sharp(placeholder).metadata();
    expect(tiny.width).toBe(20);
    expect(tiny.exif).toBeUndefined();
  });

  it("makes WebP only and no placeholder by default (the seed's fast path)", async () => {
    const input = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#1e4fd8" } }).png().toBuffer();
    const { image } = await processImage(storage, input, { keyPrefix: "test/webp-only", alt: "Blue" });
    expect(image.variants.map((variant) => variant.format)).toEqual(["webp", "webp"]);
    expect(image.placeholder).toBeNull();
  });

  it("gives transparent images no placeholder, which would show through them", async () => {
    const input = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 200, g: 16, b: 46, alpha: 0.3 } } })
      .png()
      .toBuffer();
    const { image, row } = await processImage(storage, input, { keyPrefix: "test/alpha", alt: "", formats: ["avif", "webp"], placeholder: true });
    expect(image.placeholder).toBeNull();
    expect(row.placeholder).toBeNull();
    expect((await sharp(await readStored("test/alpha-300.webp")).metadata()).hasAlpha).toBe(true);
  });

  it("refuses bytes that are not an image", async () => {
    await expect(processImage(storage, Buffer.from("<!doctype html><p>hi</p>"), { keyPrefix: "test/bad", alt: "" })).rejects.toBeInstanceOf(InvalidImageError);
  });
});
