import { expect, test, type APIRequestContext, type Browser, type Page } from "./support/test.ts";
import { demoAlbumsFr, demoArticlesFr } from "../../app/db/seed/demo-content.fr.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * Addresses that never break (issue 15): an admin changes a car's, an
 * article's and an album's address in both languages, twice; every address
 * they had answers a permanent redirect (301) to the current one in the
 * page's language, a visitor opening one lands on the page, and the render
 * cache never keeps a redirect. Each test gives the demo item its addresses
 * back at the end: the public specs read the demo content.
 */

interface Item {
  /** The admin list searched for the item, and the item's link there (its editor). */
  list: string;
  name: string;
  /** The editor's slug fields. */
  labels: { en: string; fr: string };
  /** The demo item's addresses ("" in French: none of its own, the English one is used). */
  original: { en: string; fr: string };
  /** The public page at a slug, in each language. */
  path: { en: (slug: string) => string; fr: (slug: string) => string };
  /** The page's heading in each language. */
  headings: { en: string; fr: string };
}

const CAR: Item = {
  list: "/admin/cars?q=Br%C3%A9vent",
  name: "Brévent BV3",
  labels: { en: "Slug", fr: "Address in French (slug)" },
  original: { en: "brevent-bv3", fr: "" },
  path: { en: (slug) => `/collection/${slug}`, fr: (slug) => `/fr/collection/${slug}` },
  headings: { en: "Brévent BV3", fr: "Brévent BV3" },
};

const ARTICLE_FR = demoArticlesFr["lucas-delaunay-confirmed-for-the-season"]!;
const ARTICLE: Item = {
  list: "/admin/news?q=Lucas+Delaunay+confirmed",
  name: "Lucas Delaunay confirmed for the full historic season",
  labels: { en: "Slug", fr: "French address (slug)" },
  original: { en: "lucas-delaunay-confirmed-for-the-season", fr: ARTICLE_FR.slug },
  path: { en: (slug) => `/news/${slug}`, fr: (slug) => `/fr/actualites/${slug}` },
  headings: { en: "Lucas Delaunay confirmed for the full historic season", fr: ARTICLE_FR.title },
};

const ALBUM_FR = demoAlbumsFr["spa-classic-weekend"]!;
const ALBUM: Item = {
  list: "/admin/gallery?q=Spa-Francorchamps+Classic",
  name: "Spa-Francorchamps Classic Weekend",
  labels: { en: "Slug", fr: "French address (slug)" },
  original: { en: "spa-classic-weekend", fr: ALBUM_FR.slug },
  path: { en: (slug) => `/gallery/albums/${slug}`, fr: (slug) => `/fr/galerie/albums/${slug}` },
  headings: { en: "Spa-Francorchamps Classic Weekend", fr: ALBUM_FR.title },
};

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The item's editor, from its admin list; its address. */
async function openEditor(page: Page, item: Item): Promise<string> {
  await page.goto(item.list);
  await page.getByRole("link", { name: item.name, exact: true }).first().click();
  await expect(page.getByLabel(item.labels.en, { exact: true })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Types both addresses and saves, waiting for the save's own answer (an earlier "Saved." may still be on screen). */
async function saveSlugs(page: Page, editor: string, item: Item, slugs: { en: string; fr: string }) {
  await page.goto(editor);
  await page.getByLabel(item.labels.en, { exact: true }).fill(slugs.en);
  await page.getByLabel(item.labels.fr, { exact: true }).fill(slugs.fr);
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(editor));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await answered).status()).toBeLessThan(400);
  await expect(toast(page, "Saved.").first()).toBeVisible();
  await expect(page.getByLabel(item.labels.en, { exact: true })).toHaveValue(slugs.en);
  await expect(page.getByLabel(item.labels.fr, { exact: true })).toHaveValue(slugs.fr);
}

/** A permanent redirect from one address to another, not followed. */
async function expectMoved(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 });
  expect(response.status(), from).toBe(301);
  expect(response.headers()["location"], from).toBe(to);
  return response;
}

/** Opening an old address in the browser lands on the page at its current one. */
async function expectLanding(page: Page, from: string, to: string, heading: string) {
  await page.goto(from);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/**
 * An anonymous visitor (the render cache serves them): the current page is
 * kept and served again from memory; an old address answers its 301 every
 * time, never from the cache, nor its client navigation's redirect.
 */
async function expectRedirectsNeverCached(browser: Browser, baseURL: string, from: string, to: string) {
  const visitor = await browser.newContext({ baseURL });
  try {
    const { request } = visitor;
    expect((await request.get(to)).status()).toBe(200);
    expect((await request.get(to)).headers()["x-render-cache"]).toBe("hit");
    for (let round = 0; round < 2; round++) {
      const moved = await expectMoved(request, from, to);
      expect(moved.headers()["x-render-cache"]).toBeUndefined();
      const data = await request.get(`${from}.data`, { maxRedirects: 0 });
      expect(data.status()).toBe(202);
      expect(await data.text()).toContain(to);
      expect(data.headers()["x-render-cache"]).toBeUndefined();
    }
  } finally {
    await visitor.close();
  }
}

/**
 * The whole story for one item: renamed twice in both languages, every
 * address it had leads to the current one in one hop, in the page's language.
 */
async function renameTwice(page: Page, browser: Browser, baseURL: string, item: Item, editor: string) {
  const tag = stamp();
  const first = { en: `${item.original.en}-${tag}`, fr: `${item.original.en}-fr-${tag}` };
  const second = { en: `${item.original.en}-${tag}-2`, fr: `${item.original.en}-fr-${tag}-2` };
  await saveSlugs(page, editor, item, first);
  await saveSlugs(page, editor, item, second);
  const englishPage = item.path.en(second.en);
  const frenchPage = item.path.fr(second.fr);

  for (const old of [item.original.en, first.en]) await expectMoved(page.request, item.path.en(old), englishPage);
  for (const old of [item.original.fr || item.original.en, first.fr]) await expectMoved(page.request, item.path.fr(old), frenchPage);
  // An old English address typed on a French page leads to the French page, and the other way round.
  await expectMoved(page.request, item.path.fr(first.en), frenchPage);
  await expectMoved(page.request, item.path.en(first.fr), englishPage);
  // The current addresses are the pages themselves.
  expect((await page.request.get(englishPage, { maxRedirects: 0 })).status()).toBe(200);
  expect((await page.request.get(frenchPage, { maxRedirects: 0 })).status()).toBe(200);

  await expectLanding(page, item.path.en(item.original.en), englishPage, item.headings.en);
  await expectLanding(page, item.path.fr(first.fr), frenchPage, item.headings.fr);
  await expectRedirectsNeverCached(browser, baseURL, item.path.en(first.en), englishPage);
  return { first, second };
}

/** Gives the demo item its own addresses back; its first address is its page again, and the last one leads there. */
async function restore(page: Page, editor: string, item: Item, last: { en: string } | null) {
  await saveSlugs(page, editor, item, item.original);
  expect((await page.request.get(item.path.en(item.original.en), { maxRedirects: 0 })).status()).toBe(200);
  if (last) await expectMoved(page.request, item.path.en(last.en), item.path.en(item.original.en));
}

test.describe("addresses that never break", () => {
  test("a car's addresses changed twice: every old one answers 301 to the current one, in both languages", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    const editor = await openEditor(page, CAR);
    let renamed: Awaited<ReturnType<typeof renameTwice>> | null = null;
    try {
      renamed = await renameTwice(page, browser, baseURL!, CAR, editor);
      // The collection links to the new address.
      await page.goto("/collection");
      await expect(page.locator(`a[href="${CAR.path.en(renamed.second.en)}"]`).first()).toBeAttached();
    } finally {
      await restore(page, editor, CAR, renamed?.second ?? null);
    }
    // Without a French address of its own, the French page is at the English one again.
    expect((await page.request.get(CAR.path.fr(CAR.original.en), { maxRedirects: 0 })).status()).toBe(200);
  });

  test("an article's addresses changed twice: every old one answers 301 to the current one, in both languages", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    const editor = await openEditor(page, ARTICLE);
    let renamed: Awaited<ReturnType<typeof renameTwice>> | null = null;
    try {
      renamed = await renameTwice(page, browser, baseURL!, ARTICLE, editor);
      // The news lists link to the new addresses.
      await page.goto("/news");
      await expect(page.locator(`a[href="${ARTICLE.path.en(renamed.second.en)}"]`).first()).toBeAttached();
      await page.goto("/fr/actualites");
      await expect(page.locator(`a[href="${ARTICLE.path.fr(renamed.second.fr)}"]`).first()).toBeAttached();
    } finally {
      await restore(page, editor, ARTICLE, renamed?.second ?? null);
    }
    expect((await page.request.get(ARTICLE.path.fr(ARTICLE.original.fr), { maxRedirects: 0 })).status()).toBe(200);
  });

  test("an album's addresses changed twice: its old slugs and its id answer 301 to the current one, in both languages", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    const editor = await openEditor(page, ALBUM);
    const albumId = editor.split("/").pop()!;
    let renamed: Awaited<ReturnType<typeof renameTwice>> | null = null;
    try {
      renamed = await renameTwice(page, browser, baseURL!, ALBUM, editor);
      // The album's id, its address before it had a slug, leads there too.
      await expectMoved(page.request, ALBUM.path.en(albumId), ALBUM.path.en(renamed.second.en));
      await expectMoved(page.request, ALBUM.path.fr(albumId), ALBUM.path.fr(renamed.second.fr));
      // The gallery's cards and the editor's links follow.
      await page.goto("/gallery");
      await expect(page.getByTestId("album-card").filter({ hasText: ALBUM.name }).getByRole("link")).toHaveAttribute("href", ALBUM.path.en(renamed.second.en));
      await page.goto("/fr/galerie");
      await expect(page.getByTestId("album-card").filter({ hasText: ALBUM_FR.title }).getByRole("link")).toHaveAttribute("href", ALBUM.path.fr(renamed.second.fr));
      await page.goto(editor);
      await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", ALBUM.path.en(renamed.second.en));
      await expect(page.getByRole("link", { name: "View the French page" })).toHaveAttribute("href", ALBUM.path.fr(renamed.second.fr));
    } finally {
      await restore(page, editor, ALBUM, renamed?.second ?? null);
    }
    await expectMoved(page.request, ALBUM.path.fr(albumId), ALBUM.path.fr(ALBUM.original.fr));
  });

  test("an address another album already has is refused under its field, and nothing changes", async ({ page }) => {
    await adminSession(page);
    const editor = await openEditor(page, ALBUM);
    await page.getByLabel(ALBUM.labels.en, { exact: true }).fill("monaco-historic-grand-prix");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByLabel(ALBUM.labels.en, { exact: true })).toHaveAccessibleDescription(/^This slug is already used by another item\./);
    await expect(page.getByLabel(ALBUM.labels.en, { exact: true })).toHaveValue("monaco-historic-grand-prix");
    await page.goto(editor);
    await expect(page.getByLabel(ALBUM.labels.en, { exact: true })).toHaveValue(ALBUM.original.en);
    expect((await page.request.get(ALBUM.path.en(ALBUM.original.en), { maxRedirects: 0 })).status()).toBe(200);
  });
});
