import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { charactersOf, FACES, LATIN_RANGE, subsetFace, WEIGHTS } from "./subset-fonts.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the cut Latin fonts", () => {
  it("read the unicode-range app.css declares", () => {
    expect(fs.readFileSync(path.join(root, "app/app.css"), "utf8")).toContain(`unicode-range: ${LATIN_RANGE};`);
    const text = charactersOf("U+0041-0043,U+00E9");
    expect(text).toBe("ABCé");
    // Every letter a French page writes is in it: accents, ligatures, guillemets, the narrow no-break space, the euro.
    for (const character of "àâæçéèêëîïôœùûüÿÀÇÉÈŒ«»\u202f€’…–—") expect(charactersOf(LATIN_RANGE)).toContain(character);
  });

  it("share one set of descriptors with the latin-ext faces of their family, the weights they were cut to", () => {
    // Faces of a family that differ in anything but unicode-range are rivals, not one face: Chromium draws with one of them
    // only, and every character outside its range falls back to a system font.
    const css = fs.readFileSync(path.join(root, "app/app.css"), "utf8");
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
      const descriptors = Object.fromEntries([...body!.matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
      const { src, "unicode-range": unicodeRange, ...rest } = descriptors;
      expect(src, "every face has a file").toBeTruthy();
      expect(unicodeRange, "every face has a range").toBeTruthy();
      return rest;
    });
    const families = new Set(faces.map((face) => face["font-family"]));
    expect([...families]).toEqual(['"Oswald Variable"', '"Inter Variable"']);
    for (const family of families) {
      const ofFamily = faces.filter((face) => face["font-family"] === family);
      expect(ofFamily).toHaveLength(2);
      for (const face of ofFamily) expect(face, family).toEqual({ ...ofFamily[0], "font-weight": `${WEIGHTS.min} ${WEIGHTS.max}` });
    }
  });

  it("are the files in the repository, smaller than the packages' (npm run fonts makes them again)", async () => {
    for (const face of FACES) {
      const made = await subsetFace(face.source);
      const stored = fs.readFileSync(path.join(root, face.output));
      expect(Buffer.compare(made, stored), `${face.output} is stale: run npm run fonts`).toBe(0);
      expect(stored.length).toBeLessThan(fs.statSync(path.join(root, face.source)).size * 0.75);
    }
  });
});
