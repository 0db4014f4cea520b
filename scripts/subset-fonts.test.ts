import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { charactersOf, FACES, LATIN_RANGE, subsetFace } from "./subset-fonts.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the cut Latin fonts", () => {
  it("read the unicode-range app.css declares", () => {
    expect(fs.readFileSync(path.join(root, "app/app.css"), "utf8")).toContain(`unicode-range: ${LATIN_RANGE};`);
    const text = charactersOf("U+0041-0043,U+00E9");
    expect(text).toBe("ABCé");
    // Every letter a French page writes is in it: accents, ligatures, guillemets, the narrow no-break space, the euro.
    for (const character of "àâæçéèêëîïôœùûüÿÀÇÉÈŒ«»\u202f€’…–—") expect(charactersOf(LATIN_RANGE)).toContain(character);
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
