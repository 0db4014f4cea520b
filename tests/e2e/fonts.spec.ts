import { expect, test, type Page } from "./support/test.ts";
import { DEMO_DRIVER_SLUG } from "../../app/db/seed/demo-content.ts";

/**
 * The brand's two type faces are really drawn: headings in Oswald, body text
 * in Inter, in both languages. A computed `font-family` only says what the
 * page asked for; Chromium falls back to a system face, silently, for every
 * character no matching @font-face covers (as when two faces of one family
 * differ in a descriptor and the wrong one wins). So this asks Chromium,
 * through the DevTools protocol, which fonts it shaped each element's glyphs
 * with, after every font the page needs has loaded.
 */

const PAGES = [
  "/",
  "/fr",
  "/news",
  "/fr/actualites",
  "/collection",
  "/fr/collection",
  "/contact",
  "/fr/contact",
  `/${DEMO_DRIVER_SLUG}`,
  `/fr/${DEMO_DRIVER_SLUG}`,
];

/** The family names the fonts' own name tables give (what Chromium reports), and the CSS family app.css declares them under. */
const DISPLAY = { platform: "Oswald", css: '"Oswald Variable"' } as const;
const BODY = { platform: "Inter", css: '"Inter Variable"' } as const;

/** The preloaded Latin cuts (root.tsx), which must be the files drawing Latin text. */
const LATIN_FILES = ["/assets/oswald-latin-400-700", "/assets/inter-latin-400-700"];

type Probe = "h1" | "h2" | "p";

/**
 * Marks the elements to ask about (`data-font-probe`): the page's h1, its
 * first h2 in the main content if it has one, and the first paragraph of
 * the main content set in the body face; then waits for every font they use.
 */
async function markProbes(page: Page): Promise<Probe[]> {
  const probes = await page.evaluate(() => {
    const visible = (element: Element) => element.getClientRects().length > 0 && (element.textContent ?? "").trim() !== "";
    const found: Partial<Record<Probe, Element>> = {
      h1: document.querySelector("h1") ?? undefined,
      h2: [...document.querySelectorAll("main h2")].find(visible),
      p: [...document.querySelectorAll("main p")].find((element) => visible(element) && getComputedStyle(element).fontFamily.startsWith('"Inter Variable"')),
    };
    for (const [probe, element] of Object.entries(found)) element?.setAttribute("data-font-probe", probe);
    return (Object.keys(found) as Probe[]).filter((probe) => found[probe]);
  });
  await fontsSettled(page);
  return probes;
}

/** Lays the page out (which starts the font loads its text needs), waits until none is pending, and lets the page paint with them. */
async function fontsSettled(page: Page) {
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Each @font-face of app.css, by family and subset (told by its unicode-range), and whether the browser loaded it to draw text. */
async function faceStatuses(page: Page) {
  return page.evaluate(() => Object.fromEntries([...document.fonts].map((face) => [`${face.family} ${face.unicodeRange.startsWith("U+0-FF") ? "latin" : "latin-ext"}`, face.status])));
}

/** The fonts Chromium drew an element's text with, as DevTools' "Rendered Fonts" shows them. */
async function renderedFonts(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument");
    const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
    const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts;
  } finally {
    await session.detach();
  }
}

/** Every glyph of the element came from the brand face: no entry of a fallback face, and some glyphs drawn. Soft: a page reports all its elements. */
async function expectDrawnIn(page: Page, selector: string, face: typeof DISPLAY | typeof BODY) {
  const where = `${selector} on ${new URL(page.url()).pathname}`;
  expect.soft(await page.locator(selector).evaluate((element) => getComputedStyle(element).fontFamily), `${where} asks for ${face.css}`).toMatch(new RegExp(`^${face.css}`));
  const fonts = await renderedFonts(page, selector);
  expect.soft(fonts.length, `${where} has text drawn`).toBeGreaterThan(0);
  // The whole entries in the message: a fallback shows as e.g. { familyName: "Liberation Sans", isCustomFont: false, glyphCount: 24 }.
  expect.soft(fonts, `${where} is drawn in ${face.platform} only`).toEqual(fonts.map((font) => ({ ...font, familyName: face.platform, isCustomFont: true })));
  for (const font of fonts) expect.soft(font.glyphCount, `${where}: glyphs drawn in ${font.familyName}`).toBeGreaterThan(0);
}

test.describe("the brand's fonts", () => {
  for (const path of PAGES) {
    test(`${path}: headings are drawn in Oswald and paragraphs in Inter`, async ({ page }) => {
      await page.goto(path);
      const probes = await markProbes(page);
      expect(probes).toContain("h1");
      expect(probes).toContain("p");
      for (const probe of probes) await expectDrawnIn(page, `[data-font-probe="${probe}"]`, probe === "p" ? BODY : DISPLAY);

      // The Latin text came from the preloaded cuts: their faces were loaded to draw it, and each file was fetched once (the preload was used, not doubled).
      expect(await faceStatuses(page)).toMatchObject({ "Oswald Variable latin": "loaded", "Inter Variable latin": "loaded" });
      const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
      for (const file of LATIN_FILES) expect(fetched.filter((pathname) => pathname.startsWith(file)), `${file}… fetched once`).toHaveLength(1);
    });
  }

  test("Latin Extended letters are drawn in the same faces as the Latin ones around them", async ({ page }) => {
    await page.goto("/fr");
    // No demo text needs Latin Extended yet; a name such as "Łódź" or "Škoda" is one edit away. Ł, ź, Š, ř are in the latin-ext files, the rest (Œ and É too) in the Latin cuts.
    const text = "Łódź, Škoda, Œuvre, Écurie, Dvořák";
    await page.evaluate((text) => {
      const main = document.querySelector("main")!;
      const heading = document.createElement("h2");
      heading.dataset.fontProbe = "latin-ext-h2";
      heading.textContent = text;
      const paragraph = document.createElement("p");
      paragraph.dataset.fontProbe = "latin-ext-p";
      paragraph.textContent = text;
      main.prepend(heading, paragraph);
    }, text);
    await fontsSettled(page);
    await expectDrawnIn(page, '[data-font-probe="latin-ext-h2"]', DISPLAY);
    await expectDrawnIn(page, '[data-font-probe="latin-ext-p"]', BODY);
    expect(await faceStatuses(page)).toEqual({
      "Oswald Variable latin": "loaded",
      "Oswald Variable latin-ext": "loaded",
      "Inter Variable latin": "loaded",
      "Inter Variable latin-ext": "loaded",
    });
  });
});
