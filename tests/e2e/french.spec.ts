import { afterHydrationEffects, expect, test, type Page } from "./support/test.ts";
import { DEMO_TEXT, englishOnly, readableText } from "./support/english-words.ts";
import { demoAlbumsFr, demoArticlesFr } from "../../app/db/seed/demo-content.fr.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import {
  DEMO_TEAM_NAME,
  FRENCH_MENU,
  expectAlternates,
  expectFrenchMenu,
  firstLinkUnder,
  mainMenu,
  publicEn,
  publicFr,
  titleOf,
  waitForCartCount,
} from "./support/french.ts";
import { LANGUAGE_NAME, LANGUAGE_SUGGESTION } from "../../app/lib/i18n/languages.ts";
import { contentEn } from "../../app/lib/i18n/en/content.ts";
import { contentFr } from "../../app/lib/i18n/fr/content.ts";

/**
 * The French public site (issue 13), end to end: every page under /fr in
 * French (html lang, title, menu, hreflang), the 404s, the switcher, links
 * that stay in French, no English interface words, the suggestion to read
 * in French, client-side navigation and accessibility. Dates and prices are
 * in french-formats.spec.ts, the forms in french-forms.spec.ts. Database
 * content other than articles and editions is still English: only the interface is asserted
 * in French.
 */

/** A page of both trees; `title` is the catalogue's (or the item's) title, before " | team". */
interface Pair {
  fr: string;
  en: string;
  title: string | null;
}

const STATIC_PAGES: Pair[] = [
  { fr: "/fr", en: "/", title: null },
  { fr: "/fr/actualites", en: "/news", title: publicFr["news.title"] },
  // A tab is a page of its own for search engines: its own title.
  { fr: "/fr/actualites?category=newsletter", en: "/news?category=newsletter", title: `${publicFr["news.tab.newsletter"]} – ${publicFr["news.title"]}` },
  { fr: "/fr/evenements", en: "/events", title: publicFr["events.title"] },
  { fr: "/fr/collection", en: "/collection", title: publicFr["nav.collection"] },
  { fr: "/fr/collection/marchal-mr9", en: "/collection/marchal-mr9", title: "Marchal MR9" },
  { fr: "/fr/galerie", en: "/gallery", title: publicFr["gallery.title"] },
  { fr: "/fr/experiences", en: "/experiences", title: publicFr["nav.experiences"] },
  { fr: "/fr/boutique", en: "/pitshop", title: publicFr["nav.pitshop"] },
  { fr: "/fr/boutique/panier", en: "/pitshop/cart", title: publicFr["shop.cart"] },
  { fr: "/fr/contact", en: "/contact", title: publicFr["nav.contact"] },
  { fr: "/fr/services", en: "/services", title: publicFr["nav.services"] },
  { fr: "/fr/f1madness", en: "/f1madness", title: "F1 Madness" },
  { fr: "/fr/lucas-delaunay", en: "/lucas-delaunay", title: "Lucas Delaunay" },
  // An article has an address and a title per language (the demo's French: demo-content.fr.ts).
  {
    fr: `/fr/actualites/${demoArticlesFr["double-podium-at-magny-cours"]!.slug}`,
    en: "/news/double-podium-at-magny-cours",
    title: demoArticlesFr["double-podium-at-magny-cours"]!.title,
  },
  { fr: "/fr/confidentialite", en: "/privacy", title: publicFr["footer.privacy"] },
  { fr: "/fr/conditions-generales", en: "/terms", title: publicFr["footer.terms"] },
  { fr: "/fr/mentions-legales", en: "/legal-notice", title: publicFr["footer.legal"] },
  { fr: "/fr/cookies", en: "/cookies", title: publicFr["footer.cookies"] },
];

/** Answers 200 in French: lang, title, menu, hreflang. `title` null: the item's own (its h1). `loaded`: the page is already open, with this answer. */
async function expectFrenchPage(page: Page, baseURL: string, pair: Pair, loaded?: Awaited<ReturnType<Page["goto"]>>) {
  const response = loaded === undefined ? await page.goto(pair.fr) : loaded;
  expect(response?.status(), pair.fr).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page).toHaveTitle(pair.title === null ? DEMO_TEAM_NAME : titleOf(pair.title));
  await expectFrenchMenu(page);
  await expectAlternates(page, baseURL, pair);
  await expect(page.getByTestId("language-switcher")).toHaveText(LANGUAGE_NAME.en);
  await expect(page.getByTestId("language-switcher")).toHaveAttribute("href", pair.en);
}

/** The demo database's content is English until it gets a French version: words it shares with the catalogues are not the interface's. */
const ENGLISH_ONLY = [...new Set([...englishOnly(publicEn, publicFr), ...englishOnly(contentEn, contentFr)])].filter((english) => !DEMO_TEXT.includes(english));

/** None of the English catalogues' own words in what a visitor reads, once hydrated. */
async function expectNoEnglishWords(page: Page) {
  const text = await readableText(page);
  expect(ENGLISH_ONLY.filter((english) => text.includes(english))).toEqual([]);
}

test.describe("French pages", () => {
  // One load per page for both checks: its answer and head, then the words shown once hydrated
  // (and what the browser adds once it is: cart counts, controls shown once JavaScript runs).
  for (const pair of STATIC_PAGES) {
    test(`${pair.fr} answers 200 in French, with its title, the French menu and hreflang, and none of the English catalogue's words`, async ({ page, baseURL }) => {
      const response = await afterHydrationEffects(page, () => page.goto(pair.fr));
      await expectFrenchPage(page, baseURL!, pair, response);
      await expectNoEnglishWords(page);
    });
  }

  test("a gallery album and a newsletter edition answer in French, titled by their item", async ({ page, request, baseURL }) => {
    const album = await firstLinkUnder(request, "/fr/galerie", "/fr/galerie/albums/");
    const edition = await firstLinkUnder(request, "/fr/actualites?category=newsletter", "/fr/newsletters/");
    // An album's English page is at its English slug (issue 15): the demo album whose French slug this is.
    const [albumKey] = Object.entries(demoAlbumsFr).find(([, french]) => album === `/fr/galerie/albums/${french.slug}`)!;
    for (const fr of [album, edition]) {
      const en = fr === album ? `/gallery/albums/${albumKey}` : fr.replace("/fr/newsletters/", "/newsletters/");
      await page.goto(fr);
      const heading = (await page.locator("h1").textContent())!;
      // An album's title names the gallery (an event page may have the album's name).
      await expectFrenchPage(page, baseURL!, { fr, en, title: fr === album ? `${heading} – ${publicFr["gallery.title"]}` : heading });
    }
  });

  test("the footer is French and its links lead to the French pages", async ({ page }) => {
    await page.goto("/fr");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: publicFr["footer.ecosystem"] }).getByRole("link")).toHaveText([
      "Lucas Delaunay",
      publicFr["nav.f1madness"],
      publicFr["nav.collection"],
      publicFr["nav.experiences"],
      publicFr["nav.pitshop"],
      publicFr["nav.services"],
    ]);
    await expect(footer.getByRole("navigation", { name: publicFr["footer.services"] }).getByRole("link", { name: "Restauration", exact: true })).toHaveAttribute(
      "href",
      "/fr/services#restoration",
    );
    await expect(footer.getByRole("link", { name: publicFr["footer.contactUs"] })).toHaveAttribute("href", "/fr/contact");
    for (const [key, href] of [
      ["footer.privacy", "/fr/confidentialite"],
      ["footer.terms", "/fr/conditions-generales"],
      ["footer.legal", "/fr/mentions-legales"],
      ["footer.cookies", "/fr/cookies"],
    ] as const) {
      await expect(footer.getByRole("link", { name: publicFr[key] })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("region", { name: publicFr["footer.partners"] })).toBeAttached();
  });

  test("English pages keep lang=en, the English menu and the same hreflang", async ({ page, baseURL }) => {
    for (const pair of [STATIC_PAGES[1]!, STATIC_PAGES[5]!, STATIC_PAGES[8]!]) {
      expect((await page.goto(pair.en))?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(mainMenu(page, "en").getByRole("link").first()).toHaveText(publicEn["nav.home"]);
      await expectAlternates(page, baseURL!, pair);
      await expect(page.getByTestId("language-switcher")).toHaveText(LANGUAGE_NAME.fr);
      await expect(page.getByTestId("language-switcher")).toHaveAttribute("href", pair.fr);
    }
    await page.goto("/news");
    await expect(page).toHaveTitle(titleOf(publicEn["news.title"]));
  });
});

test.describe("no English interface words on French pages", () => {
  test("the English catalogues yield words to look for, and the English pages show them", async ({ page }) => {
    expect(ENGLISH_ONLY.length).toBeGreaterThan(150);
    expect(ENGLISH_ONLY).toContain(publicEn["car.priceOnRequest"]);
    await page.goto("/contact");
    const text = await readableText(page);
    expect(ENGLISH_ONLY.filter((english) => text.includes(english))).toContain(publicEn["contact.hours"]);
  });

  // The static pages are read by "French pages" above.
  test("/fr/nimporte-quoi shows none of the English catalogue's words", async ({ page }) => {
    await afterHydrationEffects(page, () => page.goto("/fr/nimporte-quoi"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expectNoEnglishWords(page);
  });
});

test.describe("French 404", () => {
  for (const path of ["/fr/nimporte-quoi", "/fr/actualites/inconnu", "/fr/collection/inconnue", "/fr/un/deux/trois"]) {
    test(`${path} is a 404 in French`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["notFound.title"]);
      await expect(page.getByText(publicFr["notFound.text"])).toBeVisible();
      await expect(page).toHaveTitle(publicFr["notFound.title"]);
      await expect(page.getByRole("link", { name: publicFr["notFound.home"] })).toHaveAttribute("href", "/fr");
      await expectFrenchMenu(page);
    });
  }

  test("a subscriber's unknown link under /fr answers a French 404", async ({ page }) => {
    const token = "00000000-0000-4000-8000-000000000000";
    for (const [path, key] of [
      [`/fr/newsletter/desinscription/${token}`, "unsubscribe.notFound.title"],
      [`/fr/newsletter/confirmation/${token}`, "subscriptionConfirm.notFound.title"],
    ] as const) {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr[key]);
    }
  });

  test("an unknown English path stays an English 404", async ({ page }) => {
    const response = await page.goto("/nimporte-quoi");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicEn["notFound.title"]);
    await expect(page).toHaveTitle(publicEn["notFound.title"]);
    await expect(page.getByRole("link", { name: publicEn["notFound.home"] })).toHaveAttribute("href", "/");
  });

  test("a 404 announces no alternate language (hreflang would point at another missing page)", async ({ page, baseURL }) => {
    for (const path of ["/fr/nimporte-quoi", "/nimporte-quoi", "/fr/actualites/inconnu"]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    }
    // Back on a real page (client-side), the alternates are back.
    await page.getByRole("link", { name: publicFr["notFound.home"] }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expectAlternates(page, baseURL!, { en: "/", fr: "/fr" });
  });
});

test.describe("the language switcher", () => {
  const switcher = (page: Page) => page.getByTestId("language-switcher");

  test("/news?category=newsletter ⇄ /fr/actualites?category=newsletter, the tab kept", async ({ page }) => {
    await page.goto("/news?category=newsletter");
    await expect(switcher(page)).toHaveText(LANGUAGE_NAME.fr);
    await switcher(page).click();
    await expect(page).toHaveURL(/\/fr\/actualites\?category=newsletter$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["news.title"]);
    const tabs = page.getByRole("navigation", { name: publicFr["news.tabs"] });
    await expect(tabs.getByRole("link", { name: publicFr["news.tab.newsletter"], exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("edition-card").first()).toBeVisible();

    await expect(switcher(page)).toHaveText(LANGUAGE_NAME.en);
    await switcher(page).click();
    await expect(page).toHaveURL(/\/news\?category=newsletter$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicEn["news.title"]);
    await expect(page.getByRole("navigation", { name: publicEn["news.tabs"] }).getByRole("link", { name: publicEn["news.tab.newsletter"], exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("/collection/<slug> ⇄ /fr/collection/<slug>", async ({ page }) => {
    await page.goto("/collection/marchal-mr9");
    await switcher(page).click();
    await expect(page).toHaveURL(/\/fr\/collection\/marchal-mr9$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marchal MR9");
    await expect(page.getByRole("link", { name: publicFr["car.backToCollection"] })).toBeVisible();
    await expect(page).toHaveTitle(titleOf("Marchal MR9"));

    await switcher(page).click();
    await expect(page).toHaveURL(/\/collection\/marchal-mr9$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: publicEn["car.backToCollection"] })).toBeVisible();
  });

  test("pages whose words differ: /pitshop/cart ⇄ /fr/boutique/panier, /fr/mentions-legales ⇄ /legal-notice", async ({ page }) => {
    await page.goto("/pitshop/cart");
    await switcher(page).click();
    await expect(page).toHaveURL(/\/fr\/boutique\/panier$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["cart.title"]);
    await page.goto("/fr/mentions-legales");
    await switcher(page).click();
    await expect(page).toHaveURL(/\/legal-notice$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicEn["footer.legal"]);
    await expect(page).toHaveTitle(titleOf(publicEn["footer.legal"]));
  });
});

test.describe("links on French pages", () => {
  for (const path of ["/fr", "/fr/contact"]) {
    test(`every link of ${path} stays under /fr, except the switcher`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId("language-switcher")).toBeVisible();
      const links = await page.locator('a[href^="/"]').evaluateAll((nodes) =>
        nodes.map((node) => ({ href: node.getAttribute("href")!, switcher: node.getAttribute("data-testid") === "language-switcher" })),
      );
      expect(links.length).toBeGreaterThan(20);
      const english = links.filter((link) => !link.switcher && !/^\/fr([/?#]|$)/.test(link.href)).map((link) => link.href);
      expect(english).toEqual([]);
      expect(links.filter((link) => link.switcher).map((link) => link.href)).toEqual([path === "/fr" ? "/" : "/contact"]);
    });
  }
});

test.describe("the suggestion to read in French", () => {
  const suggestion = (page: Page) => page.getByTestId("language-suggestion");
  const words = LANGUAGE_SUGGESTION.fr;

  test.describe("a browser that prefers French", () => {
    test.use({ locale: "fr-FR" });

    test("sees it on an English page; Non merci hides it, also after a reload", async ({ page }) => {
      await page.goto("/pitshop");
      await expect(suggestion(page)).toBeVisible();
      await expect(suggestion(page)).toHaveAttribute("lang", "fr");
      await expect(suggestion(page)).toContainText(words.text);
      await expect(suggestion(page).getByRole("link", { name: words.action })).toHaveAttribute("href", "/fr/boutique");
      await suggestion(page).getByRole("button", { name: words.dismiss }).click();
      await expect(suggestion(page)).toHaveCount(0);
      await page.reload();
      await waitForCartCount(page, "en");
      await expect(suggestion(page)).toHaveCount(0);
      await page.goto("/news");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicEn["news.title"]);
      await page.goto("/pitshop");
      await waitForCartCount(page, "en");
      await expect(suggestion(page)).toHaveCount(0);
    });

    test("Lire en français leads to the same page in French, and the offer does not come back", async ({ page }) => {
      await page.goto("/collection/marchal-mr9");
      await suggestion(page).getByRole("link", { name: words.action }).click();
      await expect(page).toHaveURL(/\/fr\/collection\/marchal-mr9$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("link", { name: publicFr["car.backToCollection"] })).toBeVisible();
      await expect(suggestion(page)).toHaveCount(0);
      await page.goto("/pitshop");
      await waitForCartCount(page, "en");
      await expect(suggestion(page)).toHaveCount(0);
    });

    test("a French page never shows it", async ({ page }) => {
      await page.goto("/fr/boutique");
      await waitForCartCount(page, "fr");
      await expect(suggestion(page)).toHaveCount(0);
    });

    test("the server never redirects by Accept-Language", async ({ request }) => {
      for (const path of ["/", "/news", "/pitshop"]) {
        const response = await request.get(path, { headers: { "Accept-Language": "fr-FR,fr;q=0.9" }, maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html).toContain('<html lang="en"');
        expect(html).not.toContain(publicFr["nav.label"]);
      }
      const plain = await request.get("/", { headers: { "Accept-Language": "fr" }, maxRedirects: 0 });
      expect(plain.status()).toBe(200);
      expect(await plain.text()).toContain('<html lang="en"');
    });
  });

  test.describe("a browser that prefers English", () => {
    test.use({ locale: "en-US" });

    test("never sees it", async ({ page }) => {
      for (const path of ["/pitshop", "/fr/boutique"]) {
        await page.goto(path);
        await waitForCartCount(page, path.startsWith("/fr") ? "fr" : "en");
        await expect(suggestion(page)).toHaveCount(0);
      }
    });
  });
});

test.describe("client-side navigation in French", () => {
  test("the menu leads from page to page in French, without reloading the document", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const steps: [string, RegExp, string][] = [
      [publicFr["nav.news"], /\/fr\/actualites$/, publicFr["news.title"]],
      [publicFr["nav.events"], /\/fr\/evenements$/, publicFr["events.title"]],
      [publicFr["nav.collection"], /\/fr\/collection$/, publicFr["nav.collection"]],
      [publicFr["nav.gallery"], /\/fr\/galerie$/, publicFr["gallery.title"]],
      [publicFr["nav.experiences"], /\/fr\/experiences$/, publicFr["nav.experiences"]],
      [publicFr["nav.pitshop"], /\/fr\/boutique$/, publicFr["nav.pitshop"]],
      [publicFr["nav.contact"], /\/fr\/contact$/, publicFr["nav.contact"]],
      ["Lucas Delaunay", /\/fr\/lucas-delaunay$/, "Lucas Delaunay"],
    ];
    for (const [label, url, heading] of steps) {
      await mainMenu(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveText(label);
      await expect(page).toHaveTitle(titleOf(heading));
    }
    // Back to the home page through the menu, then into an article and back to the list.
    await mainMenu(page).getByRole("link", { name: FRENCH_MENU[0]![0], exact: true }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page).toHaveTitle(DEMO_TEAM_NAME);
    await mainMenu(page).getByRole("link", { name: publicFr["nav.news"], exact: true }).click();
    await page.getByTestId("article-card").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/fr\/actualites\/[a-z0-9-]+$/);
    await page.getByRole("link", { name: publicFr["news.backToNews"] }).first().click();
    await expect(page).toHaveURL(/\/fr\/actualites$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test("the hreflang links and the switcher follow a client-side navigation", async ({ page, baseURL }) => {
    await page.goto("/fr/evenements");
    await mainMenu(page).getByRole("link", { name: publicFr["nav.pitshop"], exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/boutique$/);
    await expectAlternates(page, baseURL!, { en: "/pitshop", fr: "/fr/boutique" });
    await expect(page.getByTestId("language-switcher")).toHaveAttribute("href", "/pitshop");
    // Switching is client-side too: the document's language follows.
    await page.getByTestId("language-switcher").click();
    await expect(page).toHaveURL(/\/pitshop$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(mainMenu(page, "en").locator('[aria-current="page"]')).toHaveText(publicEn["nav.pitshop"]);
  });

  test("on a phone the French menu opens behind its French button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr/actualites");
    const openButton = page.locator("header summary");
    await expect(openButton).toHaveAccessibleName(publicFr["nav.openMenu"]);
    await openButton.click();
    const menu = page.locator("details[open] nav");
    await expect(menu.locator('[aria-current="page"]')).toHaveText(publicFr["nav.news"]);
    await menu.getByRole("link", { name: publicFr["nav.events"] }).click();
    await expect(page).toHaveURL(/\/fr\/evenements$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["events.title"]);
  });
});

test.describe("French pages' accessibility", () => {
  for (const path of ["/fr", "/fr/actualites", "/fr/collection", "/fr/boutique", "/fr/contact"]) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expectNoSeriousA11yViolations(page);
    });
  }
});
