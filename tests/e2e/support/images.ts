import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * Real image files for upload tests, made once per run in a temporary folder:
 * a JPEG with EXIF GPS, a PNG, an HTML page named .png (refused by content),
 * and an image over the upload limit.
 */
const folder = path.join(os.tmpdir(), `ecurie-e2e-images-${process.pid}`);

async function once(name: string, make: (file: string) => Promise<void>): Promise<string> {
  const file = path.join(folder, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(folder, { recursive: true });
    await make(file);
  }
  return file;
}

/** A photo-like JPEG (noise, so it does not compress to nothing) with a GPS position in its EXIF. */
export function jpegWithGps(name = "paddock.jpg", width = 1800, height = 1200, hue = 20): Promise<string> {
  return once(name, async (file) => {
    const noise = await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .raw()
      .toBuffer();
    await sharp(noise, { raw: { width, height, channels: 3 } })
      .modulate({ hue })
      .jpeg({ quality: 85 })
      .withExif({ IFD0: { Make: "TestCam", Model: "E2E" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 44/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "7/1 25/1 0/1" } })
      .toFile(file);
  });
}

export function png(name = "livery.png", width = 800, height = 500): Promise<string> {
  return once(name, async (file) => {
    await sharp({ create: { width, height, channels: 4, background: { r: 200, g: 16, b: 46, alpha: 1 } } })
      .png()
      .toFile(file);
  });
}

/** An HTML page with an image's name: must be refused by its content. */
export function htmlNamedPng(name = "not-an-image.png"): Promise<string> {
  return once(name, async (file) => {
    await fs.promises.writeFile(file, "<!doctype html><html><body><script>alert(1)</script></body></html>");
  });
}

/** A valid image file bigger than `megabytes` (uncompressed BMP-like TIFF of noise). */
export function oversizedImage(megabytes = 16, name = "huge.tiff"): Promise<string> {
  return once(name, async (file) => {
    const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3)) + 64;
    const noise = await sharp({ create: { width: side, height: side, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .raw()
      .toBuffer();
    await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .tiff({ compression: "none" })
      .toFile(file);
  });
}
