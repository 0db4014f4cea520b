/**
 * Images served at the size they are shown (issue 16): on every public page,
 * at a phone's width (390 × 844) and a laptop's (1366 × 768), device scale
 * factor 1, no image transferred at more than twice the pixels it is
 * displayed at.
 *
 *   node scripts/bench/images.ts [site, default http://localhost:3000] [path …]
 *
 * Each page is loaded in Chromium (playwright-core, Debian's /usr/bin/chromium)
 * and scrolled to its end so lazy images load too. Then, for every loaded
 * <img> (the file its srcset chose: currentSrc), every CSS background image
 * and every video poster, the file's own width and height (decoded again from
 * the cache: an <img>'s naturalWidth is divided by its srcset density) are
 * compared with the box it is painted in, minding object-fit (a `cover` image
 * needs only as many pixels as the box along the axis it fills; `contain` and
 * the default stretch need them along both). SVG and data: images have no
 * pixels to waste. The worst ratio of each page and width is its figure.
 */
import { chromium, type Browser, type Page } from "playwright-core";
import { formatFigures, type BenchFigure } from "./figures.ts";
import { addressesFromArguments, pathOf } from "./sitemap.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const VIEWPORTS = [
  { name: "390 px", width: 390, height: 844 },
  { name: "1366 px", width: 1366, height: 768 },
] as const;
const GOAL = 2;

/** One painted image: the file's pixels over the box's, along the axis that matters. */
export interface ImageRatio {
  url: string;
  kind: "img" | "background" | "poster";
  /** The file's own size. */
  fileWidth: number;
  fileHeight: number;
  /** The box it is painted in, in CSS pixels (= device pixels at scale factor 1). */
  boxWidth: number;
  boxHeight: number;
  ratio: number;
}

/**
 * Scrolls the page to its end a screen at a time, so that every lazy image
 * comes near the viewport and loads, then waits for the network to settle.
 */
export async function loadEverything(page: Page): Promise<void> {
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < 200_000; y += step) {
    const height = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight;
    }, y);
    await page.waitForTimeout(60);
    if (y + step >= height) break;
  }
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  // Images that started loading while scrolled past: wait until each has finished (or failed).
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          [...document.images]
            .filter((image) => !image.complete)
            .map((image) => new Promise((done) => ["load", "error"].forEach((event) => image.addEventListener(event, done, { once: true })))),
        ),
        new Promise((done) => setTimeout(done, 10_000)),
      ]),
    )
    .catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every painted image of the page with its ratio (runs in the browser: `page.evaluate(measureInPage)`). */
export function measureInPage(): Promise<ImageRatio[]> {
  type Fit = "cover" | "contain" | "fill" | "none";
  const skip = (url: string) => !url || url.startsWith("data:") || /\.svg(\?|#|$)/i.test(new URL(url, location.href).pathname);
  const fileSizes = new Map<string, Promise<{ width: number; height: number } | null>>();
  const fileSize = (url: string) => {
    let known = fileSizes.get(url);
    if (!known) {
      const image = new Image();
      image.src = url;
      known = image.decode().then(
        () => ({ width: image.naturalWidth, height: image.naturalHeight }),
        () => null,
      );
      fileSizes.set(url, known);
    }
    return known;
  };
  const ratioOf = (fit: Fit, file: { width: number; height: number }, box: { width: number; height: number }) => {
    const across = file.width / box.width;
    const down = file.height / box.height;
    if (fit === "cover") return Math.min(across, down);
    if (fit === "none") return 1;
    return Math.max(across, down);
  };
  /** The content box of an element (its padding and border are not painted with the image). */
  const contentBox = (element: Element) => {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      width: rect.width - px(style.paddingLeft) - px(style.paddingRight) - px(style.borderLeftWidth) - px(style.borderRightWidth),
      height: rect.height - px(style.paddingTop) - px(style.paddingBottom) - px(style.borderTopWidth) - px(style.borderBottomWidth),
    };
  };
  const objectFit = (element: Element): Fit => {
    const fit = getComputedStyle(element).objectFit;
    return fit === "cover" ? "cover" : fit === "none" ? "none" : fit === "fill" ? "fill" : "contain";
  };
  const pending: Promise<ImageRatio | null>[] = [];
  const add = (kind: ImageRatio["kind"], url: string, element: Element, fit: Fit) => {
    if (skip(url)) return;
    const box = contentBox(element);
    if (box.width < 1 || box.height < 1) return;
    pending.push(
      fileSize(url).then((file) =>
        file && file.width > 0
          ? { url: new URL(url, location.href).pathname, kind, fileWidth: file.width, fileHeight: file.height, boxWidth: Math.round(box.width), boxHeight: Math.round(box.height), ratio: ratioOf(fit, file, box) }
          : null,
      ),
    );
  };
  for (const image of document.images) {
    if (image.complete && image.naturalWidth > 0) add("img", image.currentSrc || image.src, image, objectFit(image));
  }
  for (const video of document.querySelectorAll("video[poster]")) add("poster", (video as HTMLVideoElement).poster, video, objectFit(video));
  for (const element of document.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    for (const match of style.backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)) {
      const size = style.backgroundSize;
      add("background", match[1]!, element, size.includes("cover") ? "cover" : size.includes("contain") ? "contain" : "none");
    }
  }
  return Promise.all(pending).then((found) => found.filter((one): one is ImageRatio => one !== null));
}

/** Every image a first visit to the address paints, lazy ones included, with its ratio (tests/e2e/public-images.spec.ts too). */
export async function imagesOfPage(page: Page, address: string): Promise<ImageRatio[]> {
  await page.goto(address, { waitUntil: "load" });
  await loadEverything(page);
  return page.evaluate(measureInPage);
}

async function worstOf(page: Page, address: string): Promise<ImageRatio | null> {
  const found = await imagesOfPage(page, address);
  return found.reduce<ImageRatio | null>((worst, one) => (worst === null || one.ratio > worst.ratio ? one : worst), null);
}

const describe = (image: ImageRatio) =>
  `${image.ratio.toFixed(2)} × (${image.url.split("/").pop()}, ${image.fileWidth}×${image.fileHeight} in ${image.boxWidth}×${image.boxHeight}${image.kind === "img" ? "" : `, ${image.kind}`})`;

/**
 * The worst image of each page at each width: a figure per page (both widths),
 * then the worst over all pages at each width.
 */
export async function measureImageSizes(site: string, addresses: string[]): Promise<BenchFigure[]> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
  });
  const figures: BenchFigure[] = [];
  const worstByWidth = new Map<string, { where: string; image: ImageRatio }>();
  try {
    for (const address of addresses) {
      const where = address.startsWith(site) ? pathOf(address) : address;
      const parts: string[] = [];
      let met = true;
      for (const viewport of VIEWPORTS) {
        // A first visit: a new context (empty cache) per page, else a larger file cached by another page would be reused.
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: 1 });
        const worst = await worstOf(await context.newPage(), address).finally(() => context.close());
        if (!worst) {
          parts.push(`${viewport.name}: no image`);
          continue;
        }
        parts.push(`${viewport.name}: ${describe(worst)}`);
        met &&= worst.ratio <= GOAL;
        const before = worstByWidth.get(viewport.name);
        if (!before || worst.ratio > before.image.ratio) worstByWidth.set(viewport.name, { where, image: worst });
      }
      figures.push({ figure: `images ${where}`, value: parts.join(" · "), goal: `≤ ${GOAL} ×`, met });
    }
  } finally {
    await browser.close();
  }
  for (const viewport of VIEWPORTS) {
    const worst = worstByWidth.get(viewport.name);
    figures.push({
      figure: `images at ${viewport.name}, worst of ${addresses.length} pages`,
      value: worst ? `${describe(worst.image)} on ${worst.where}` : "no image",
      goal: `≤ ${GOAL} ×`,
      met: !worst || worst.image.ratio <= GOAL,
    });
  }
  return figures;
}

if (import.meta.main) {
  const { site, addresses } = await addressesFromArguments(process.argv.slice(2));
  const figures = await measureImageSizes(site, addresses);
  console.log(formatFigures(`Image sizes, ${addresses.length} pages of ${site} (file pixels ÷ displayed pixels, scale factor 1)`, figures));
  process.exitCode = figures.every((row) => row.met) ? 0 : 1;
}
