import { expect, test, type Browser } from "./support/test.ts";
import { imagesOfPage } from "../../scripts/bench/images.ts";

/**
 * What a first visit's speed rests on, as facts of the markup and the bytes
 * (issue 16; no timing: Lighthouse measures that, scripts/bench/lighthouse.ts):
 * the home page's largest paint, its hero image, is asked for first and at
 * the size it is shown; the stylesheet and the fonts come before the scripts;
 * images reserve their box; no image is sent at more than twice its width.
 */

/** The document as the server sent it: no script has run (the browser's preload scanner sees this). */
async function serverDocument(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return { page, close: () => context.close() };
}

test.describe("public images and the first paint", () => {
  test("the home page's hero image is preloaded at high priority with the srcset and sizes of the image shown, never lazily", async ({ browser }) => {
    const { page, close } = await serverDocument(browser, "/");
    try {
      const hero = page.locator("section#home img").first();
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      expect(await hero.getAttribute("loading")).not.toBe("lazy");
      const srcset = await hero.getAttribute("srcset");
      const sizes = await hero.getAttribute("sizes");
      expect(srcset).toMatch(/ \d+w, /);
      expect(sizes).toBeTruthy();

      const preload = page.locator('head link[rel="preload"][as="image"]').first();
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      await expect(preload).toHaveAttribute("imagesrcset", srcset!);
      await expect(preload).toHaveAttribute("imagesizes", sizes!);
    } finally {
      await close();
    }
  });

  test("the stylesheet and the two fonts of the first paint come before every script, the fonts being the stylesheet's own files", async ({ browser, request }) => {
    for (const path of ["/", "/fr/actualites"]) {
      const { page, close } = await serverDocument(browser, path);
      try {
        const order = await page.evaluate(() =>
          [...document.head.querySelectorAll('link[rel="stylesheet"], link[rel="preload"][as="font"], link[rel="modulepreload"], script[src], script[type="module"]')].map((element) =>
            element.matches('link[rel="stylesheet"]') ? "stylesheet" : element.matches('link[as="font"]') ? "font" : "script",
          ),
        );
        const firstScript = order.indexOf("script");
        expect(order.filter((kind) => kind === "stylesheet")).toHaveLength(1);
        expect(order.indexOf("stylesheet")).toBeLessThan(firstScript === -1 ? Infinity : firstScript);
        expect(order.lastIndexOf("font")).toBeLessThan(firstScript === -1 ? Infinity : firstScript);

        const fonts = page.locator('head link[rel="preload"][as="font"]');
        await expect(fonts).toHaveCount(2);
        const stylesheet = await page.locator('head link[rel="stylesheet"]').getAttribute("href");
        const css = await (await request.get(stylesheet!)).text();
        for (const font of await fonts.all()) {
          await expect(font).toHaveAttribute("type", "font/woff2");
          await expect(font).toHaveAttribute("crossorigin", "anonymous");
          const href = await font.getAttribute("href");
          expect(css, `${href} is a font of the stylesheet`).toContain(`url(${href})`);
          expect((await request.get(href!)).status()).toBe(200);
        }
        // Latin subsets only: no Cyrillic, Greek or Vietnamese faces are declared.
        expect(css).not.toMatch(/(cyrillic|greek|vietnamese)[\w-]*\.woff2/);
      } finally {
        await close();
      }
    }
  });

  test("the public pages' images reserve their box: width and height on every image", async ({ browser }) => {
    for (const path of ["/", "/news", "/collection", "/collection/marchal-mr9", "/gallery", "/fr/galerie/albums/grand-prix-de-monaco-historique", "/pitshop", "/events", "/lucas-delaunay"]) {
      const { page, close } = await serverDocument(browser, path);
      try {
        const images = await page.locator("img").evaluateAll((elements) =>
          elements.map((element) => ({ src: element.getAttribute("src"), width: Number(element.getAttribute("width")), height: Number(element.getAttribute("height")) })),
        );
        expect(images.length, `${path} shows images`).toBeGreaterThan(0);
        for (const image of images) {
          expect(image.width, `${path}: ${image.src} has a width`).toBeGreaterThan(0);
          expect(image.height, `${path}: ${image.src} has a height`).toBeGreaterThan(0);
        }
      } finally {
        await close();
      }
    }
  });

  test("on a phone (390 px), no image is sent at more than twice the pixels it is shown at, lazy ones included", async ({ browser }) => {
    test.setTimeout(90_000);
    for (const path of ["/", "/news", "/collection", "/collection/marchal-mr9", "/gallery", "/pitshop", "/fr/actualites/la-marchal-mr9-rejoint-la-collection"]) {
      // A first visit each time (a new context, an empty cache): a larger file cached by the page before could be picked instead.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
      try {
        const images = await imagesOfPage(await context.newPage(), path);
        expect(images.length, `${path} shows images`).toBeGreaterThan(0);
        for (const image of images) {
          expect(image.ratio, `${path}: ${image.url} (${image.fileWidth}×${image.fileHeight}) in a ${image.boxWidth}×${image.boxHeight} box`).toBeLessThanOrEqual(2);
        }
      } finally {
        await context.close();
      }
    }
  });
});
