/**
 * The two type faces' Latin files, cut to what the site draws (issue 16):
 * the characters of @fontsource's "latin" subset (the same unicode-range,
 * app.css) and the weights the styles use, 400 to 700 (body, medium,
 * semibold, bold; headings are 400), instead of the packages' 100–900 and
 * 200–700. Inter 48 → 30 KiB, Oswald 28 → 20 KiB: both are preloaded by
 * every page, ahead of its largest paint on a phone's connection.
 *
 * The files are in the repository (app/fonts/), made by harfbuzz's
 * subsetter (subset-font, WebAssembly), whose output is the same bytes for
 * the same input; subset-fonts.test.ts fails when they no longer match the
 * installed packages. After upgrading @fontsource-variable/*:
 *
 *   npm run fonts
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @fontsource's "latin" unicode-range, as app.css declares it for these files. */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
export const WEIGHTS = { min: 400, max: 700 } as const;

export const FACES = [
  { source: "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", output: "app/fonts/inter-latin-400-700.woff2" },
  { source: "node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2", output: "app/fonts/oswald-latin-400-700.woff2" },
] as const;

/** Every character of a CSS unicode-range, controls left out. */
export function charactersOf(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const [first, last = first] = part.replace(/^U\+/, "").split("-").map((hex) => parseInt(hex, 16)) as [number, number?];
    for (let code = Math.max(first, 0x20); code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** One face cut to the Latin characters and the weights 400–700 (400 its default, as in the original). */
export async function subsetFace(source: string): Promise<Buffer> {
  const font = fs.readFileSync(path.join(root, source));
  return subsetFont(font, charactersOf(LATIN_RANGE), { targetFormat: "woff2", variationAxes: { wght: { ...WEIGHTS, default: 400 } } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const face of FACES) {
    const font = await subsetFace(face.source);
    fs.writeFileSync(path.join(root, face.output), font);
    console.log(`${face.output}: ${(fs.statSync(path.join(root, face.source)).size / 1024).toFixed(1)} → ${(font.length / 1024).toFixed(1)} KiB`);
  }
}
