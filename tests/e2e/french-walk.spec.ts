import fs from "node:fs";
import { afterHydrationEffects, expect, test, waitForHydrationOnNavigation, type Page } from "./support/test.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { adminFr } from "../../app/lib/i18n/fr/admin.ts";
import { contentEn } from "../../app/lib/i18n/en/content.ts";
import { contentFr } from "../../app/lib/i18n/fr/content.ts";
import { publicEn } from "../../app/lib/i18n/en/public.ts";
import { publicFr } from "../../app/lib/i18n/fr/public.ts";
import { PUBLIC_PAGES } from "../../app/lib/public-paths.ts";
import { SIGN_IN_SCREENS } from "../../app/lib/sign-in-screens.ts";
import { demoProducts } from "../../app/db/seed/demo-content.ts";
import { demoProductsFr } from "../../app/db/seed/demo-content.fr.ts";
import { contactSubjects, legalPageKeys, requestStatuses, sitePageKeys } from "../../app/db/enums.ts";
import { requestTypes } from "../../app/db/schema/bookings.ts";
import { carCategories } from "../../app/db/schema/cars.ts";
import { publicationStatuses } from "../../app/features/admin/schema.ts";
import { inboxStatusFilters, inboxTypes } from "../../app/features/bookings/schema.ts";
import { carStatuses } from "../../app/features/cars/rules.ts";
import { EVENT_TYPES, eventWhens } from "../../app/features/events/schema.ts";
import { galleryTabs } from "../../app/features/gallery/schema.ts";
import { MAIL_KINDS, MAIL_STATUSES } from "../../app/features/mail/schema.ts";
import { NEWS_CATEGORIES } from "../../app/features/news/rules.ts";
import { editionStatuses, SUBSCRIBER_STATUSES } from "../../app/features/newsletter/schema.ts";
import { WEEKDAYS } from "../../app/features/pages/schema.ts";
import { SOCIAL_NETWORKS } from "../../app/features/settings/schema.ts";
import { shopCategories } from "../../app/features/shop/rules.ts";
import { createAdmin, signedIn } from "./support/admin.ts";
import { DEMO_STRINGS, DEMO_TEXT, englishOnly, readableText } from "./support/english-words.ts";
import { waitForMail } from "./support/outbox.ts";
import { DEMO_TEAM_NAME, uniqueEmail, waitForCartCount } from "./support/french.ts";

/**
 * A French reader's walk through every public page of the French site (the
 * site map, and every French link found on the way) and every screen of the
 * admin, as an admin who chose French: no English interface words (the
 * English catalogues' own messages, and the common words of an interface) and
 * no stored value shown raw (an action's code, a snake_case state, a state or
 * category alone in a badge or a cell, an identifier, an ISO time, an English
 * clock, date or count). Content the team has not translated yet may be
 * English (public pages mark it lang="en"; the demo's English is known); the
 * interface around it may not.
 */

/**
 * Fragments of the English catalogues, as short as they can be without being found in French pages by
 * chance: a few words from 8 characters ("Read more", "Legal notice"); a single word from 14, as before
 * (a word such as "Scheduled" may begin a title another test gave its item: the interface's single words
 * are the list below, read where content cannot put them).
 */
const longEnough = (fragment: string) => !DEMO_TEXT.includes(fragment) && (fragment.includes(" ") || fragment.length >= 14);
const PUBLIC_ENGLISH = [...new Set([...englishOnly(publicEn, publicFr, 8), ...englishOnly(contentEn, contentFr, 8)])].filter(longEnough);
const ADMIN_ENGLISH = [...new Set(englishOnly(adminEn, adminFr, 8))].filter(longEnough);
const FRENCH_MESSAGES = new Set([...Object.values<string>(publicFr), ...Object.values<string>(contentFr), ...Object.values<string>(adminFr)]);

/**
 * Words of an English interface. They fail where content cannot put them: as
 * the whole text of an element or a label (a button "Save", a badge "Draft",
 * a link "Read more →"), or anywhere in a button, a label, a table heading, a
 * legend, a tab or a placeholder once the demo's content is set aside.
 */
const ENGLISH_UI_WORDS = [
  "Save", "Cancel", "Edit", "Delete", "Remove", "Draft", "Published", "Scheduled", "Unpublished", "Search", "Filter", "Filters", "Sort by",
  "results", "result", "Loading", "Read more", "Back", "Coming soon", "Close", "Next", "Previous", "Submit", "Send", "Upload", "Download",
  "Preview", "Restore", "Sign in", "Sign In", "Sign out", "Sign Out", "Log in", "Log out", "View", "Show", "Hide", "Add", "New", "Sold",
  "Sold out", "Out of stock", "In stock", "Add to cart", "Add to Cart", "Cart", "Upcoming", "Past", "Yes", "All", "None", "Settings",
  "Dashboard", "Title", "Name", "Status", "Email", "Password", "Price", "Category", "Year", "Untitled", "Required", "Optional", "optional",
  "Subscribe", "Unsubscribe", "Available", "Sent", "Failed", "Pending", "Active", "Home", "News", "Events", "Gallery", "Shop", "Videos",
  "and", "the", "of", "AM", "PM",
].filter((word) => !FRENCH_MESSAGES.has(word));
const ENGLISH_UI_WORD = new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${ENGLISH_UI_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}'’-])`, "gu");

/** The values the database stores for a state, a category or a type: shown alone, each must have become words. */
const STORED_VALUES = new Set<string>(
  [
    carStatuses, carCategories, publicationStatuses, editionStatuses, SUBSCRIBER_STATUSES, MAIL_STATUSES, MAIL_KINDS, requestStatuses,
    requestTypes, inboxTypes, inboxStatusFilters, contactSubjects, NEWS_CATEGORIES, eventWhens, EVENT_TYPES, shopCategories, galleryTabs,
    legalPageKeys, sitePageKeys, WEEKDAYS, SOCIAL_NETWORKS,
  ]
    .flat()
    // A value French writes the same way, alone, is a word of the catalogue and no stored value; a single letter ("x") is no word either.
    .filter((value: string) => value.length > 1 && !FRENCH_MESSAGES.has(value)),
);

/** File names, addresses and hosts end like a code does ("x.com", "photo.jpg"): these endings are not codes. */
const NOT_A_CODE = /\.(com|fr|org|net|example|io|jpe?g|png|webp|avif|gif|svg|ics|xml|txt|csv|pdf|mp4|webm|html?|js|css|json|eml|gz|tar|zip)$/;

const ENGLISH_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const ENGLISH_DAYS = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday";

/** Stored values and English formats that reached the page's visible text. */
function rawValues(text: string): string[] {
  const found: string[] = [];
  // An action, a type or a catalogue key as stored: "car.create", "contact_page.publish", "auth.two_factor_enrolment_started", "account.languageLabel".
  for (const [code] of text.matchAll(/(?<![\w@/.:-])[a-z][a-z0-9]+(?:_[a-z0-9]+)*(?:\.[a-z][A-Za-z0-9]*(?:_[a-z0-9]+)*)+(?![\w@/-]|\.\w)/g)) if (!NOT_A_CODE.test(code)) found.push(code);
  // A snake_case state or key: "on_track", "two_factor".
  for (const [word] of text.matchAll(/(?<![\w@/.:-])[a-z]+_[a-z_]+(?![\w@/.-])/g)) found.push(word);
  // A row's identifier: "order 733403cf-…".
  for (const [id] of text.matchAll(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}\b/g)) found.push(id);
  // An instant as stored.
  for (const [iso] of text.matchAll(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g)) found.push(iso);
  // An English clock.
  for (const [clock] of text.matchAll(/\b\d{1,2}(?::\d{2})?\s?(?:AM|PM|am|pm|a\.m\.|p\.m\.)(?!\w)/g)) found.push(clock);
  // An English date or day: "Nov 20, 2026", "November", "Friday".
  for (const [date] of text.matchAll(new RegExp(`\\b(?:${ENGLISH_MONTHS}|${ENGLISH_DAYS}|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.? \\d{1,2}(?:, \\d{4})?)\\b`, "g"))) found.push(date);
  // An English count ("1 results", "3 items"), and a French plural after one ("1 résultats").
  for (const [count] of text.matchAll(/\b\d+ (?:results?|items?|photos? selected|days? ago|hours? ago|minutes? ago)\b/g)) found.push(count);
  for (const [count] of text.matchAll(/(?<![\d,.\u00a0\u202f]|Formule |Formula |n° )\b1 (?!(?:mois|fois|pays|temps|cours|prix|concours|poids|depuis|dans|sous|sans|plus|moins|après|très|vers|lors|alors|jamais|toujours|parfois)\b)\p{Ll}{2,}s\b/gu)) found.push(count);
  // What a program prints when a value is missing.
  for (const [missing] of text.matchAll(/\b(?:undefined|null|NaN|Invalid Date)\b|\[object Object\]/g)) found.push(missing);
  return found;
}

/** What a page shows, read once: the whole text, the visible text, and the texts of elements and interface words. */
interface PageText {
  /** Everything a reader or a screen reader gets (readableText). */
  readable: string;
  /** The visible text as laid out, without the content marked English. */
  visible: string;
  /** Each element's whole text, and each label attribute, outside content marked English. */
  whole: string[];
  /** The words of buttons, labels, table headings, legends, tabs and placeholders, outside content marked English. */
  interfaceWords: string[];
}

async function pageText(page: Page, withoutEnglish: boolean): Promise<PageText> {
  const readable = await readableText(page, { withoutEnglish });
  const texts = await page.evaluate(() => {
    const squash = (text: string) => text.replace(/\s+/g, " ").trim();
    const english = (element: Element) => element.closest('[lang]:not(html)')?.getAttribute("lang")?.startsWith("en") ?? false;
    const skipped = (element: Element) => english(element) || element.closest("script, style, template, textarea, [contenteditable=true], code, pre") !== null;
    // Values are read as laid out (innerText): adjacent elements' words stay apart ("électrique" then "janvier", not "électrique.janvier").
    let visible = document.body.innerText;
    for (const element of document.querySelectorAll('body [lang^="en"]')) {
      const text = (element as HTMLElement).innerText;
      if (text) visible = visible.replace(text, "\n");
    }
    /**
     * A French field's placeholder shows what its English twin holds (the text visitors get until it is
     * translated): content, not the interface's words.
     */
    const twinValue = (element: Element) => {
      const name = element.getAttribute("name") ?? "";
      const form = (element as HTMLInputElement).form;
      if (!form || !/(\.fr|_fr)$/.test(name)) return null;
      const twin = form.elements.namedItem(name.replace(/\.fr$/, ".en").replace(/_fr$/, ""));
      return twin && "value" in twin ? twin.value : null;
    };
    const label = (element: Element, name: string) => {
      const value = squash(element.getAttribute(name) ?? "");
      return name === "placeholder" && value === squash(twinValue(element) ?? "\u0000") ? "" : value;
    };
    const whole = new Set<string>();
    for (const element of document.body.querySelectorAll("*")) {
      if (skipped(element)) continue;
      const text = squash(element.textContent ?? "");
      if (text && text.length <= 40) whole.add(text);
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = label(element, name);
        if (value) whole.add(value);
      }
    }
    const interfaceWords = new Set<string>();
    for (const element of document.body.querySelectorAll("button, [role=button], label, legend, th, summary, caption, [role=tab], nav a, [placeholder]")) {
      if (skipped(element)) continue;
      // A label's words, not its field's value or options.
      const copy = element.cloneNode(true) as Element;
      for (const control of copy.querySelectorAll("select, textarea, input, [lang^=en]")) control.remove();
      const text = squash(copy.textContent ?? "");
      if (text) interfaceWords.add(text);
      const placeholder = label(element, "placeholder");
      if (placeholder) interfaceWords.add(placeholder);
    }
    return { visible, whole: [...whole], interfaceWords: [...interfaceWords] };
  });
  return { readable, ...texts };
}

/** The text without the demo's content (its English shows in the admin's tables and editors). */
function withoutDemoContent(text: string): string {
  let rest = text;
  for (const content of DEMO_STRINGS) if (content.length >= 4 && rest.includes(content)) rest = rest.replaceAll(content, "\n");
  return rest;
}

/** What is wrong with the page in view, in words a failure can list. */
async function problems(page: Page, english: readonly string[], { withoutEnglish = false } = {}): Promise<string[]> {
  const { readable, visible, whole, interfaceWords } = await pageText(page, withoutEnglish);
  const found = [
    ...english.filter((words) => readable.includes(words)).map((words) => `English: "${words}"`),
    ...whole.filter((text) => ENGLISH_UI_WORDS.includes(text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))).map((text) => `English word alone: "${text}"`),
    ...interfaceWords.flatMap((text) => [...withoutDemoContent(text).matchAll(ENGLISH_UI_WORD)].map(([word]) => `English word: "${word}" in "${text}"`)),
    ...whole.filter((text) => STORED_VALUES.has(text)).map((text) => `stored value alone: "${text}"`),
    ...rawValues(withoutDemoContent(visible)).map((value) => `raw: ${value}`),
  ];
  return [...new Set(found)];
}

/** A product of the demo's Pitshop a visitor adds to the cart in one click (no size to choose). */
const SIZELESS_PRODUCT = demoProducts.find((product) => product.active && product.stock_quantity > 0 && product.sizes_available.length === 0)!;

/** A path of the public site, as the French route table knows it: the page file it shows. */
function publicFileOf(path: string): string | undefined {
  const segments = path.replace(/[?#].*$/, "").split("/").filter(Boolean).slice(1);
  for (const page of PUBLIC_PAGES) {
    const pattern = page.fr.split("/").filter(Boolean);
    if (pattern[0] === "*") return page.file;
    if (pattern.length === segments.length && pattern.every((part, index) => part.startsWith(":") || part === segments[index])) return page.file;
  }
  return undefined;
}

test.describe("a French walk", () => {
  test("every public page of the French site reads French, without raw stored values", async ({ page, request }) => {
    test.setTimeout(180_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const fromSitemap = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replaceAll("&amp;", "&"))).map((url) => url.pathname + url.search))].filter((path) =>
      /^\/fr([/?]|$)/.test(path),
    );
    // Every kind of page is in the map: the static ones, each car, article, event, album and edition.
    expect(fromSitemap.length).toBeGreaterThan(40);
    for (const item of [/^\/fr\/collection\/[\w-]+$/, /^\/fr\/actualites\/[\w-]+$/, /^\/fr\/evenements\/[0-9a-f-]{36}$/, /^\/fr\/galerie\/albums\/[\w-]+$/, /^\/fr\/newsletters\/[0-9a-f-]{36}$/]) {
      expect(fromSitemap.filter((path) => item.test(path)).length, `${item} in the site map`).toBeGreaterThan(1);
    }

    const queue = [
      ...fromSitemap,
      // Pages a visitor reaches but a search engine is not sent to: the cart, a subscriber's links, the 404s.
      "/fr/boutique/panier",
      "/fr/newsletter/confirmation/lien-inconnu",
      "/fr/newsletter/desinscription/lien-inconnu",
      "/fr/nimporte-quoi",
      "/fr/nimporte/quoi",
      "/fr/collection/voiture-inconnue",
      "/fr/actualites/article-inconnu",
      "/fr/evenements/00000000-0000-4000-8000-000000000000",
      "/fr/galerie/albums/album-inconnu",
      "/fr/newsletters/00000000-0000-4000-8000-000000000000",
      "/fr/commandes/lien-inconnu",
    ];
    const walked = new Set(queue);
    const found: string[] = [];
    const walk = async (path: string) => {
      await afterHydrationEffects(page, () => page.goto(path));
      await expect(page.locator("html"), path).toHaveAttribute("lang", "fr");
      for (const problem of await problems(page, PUBLIC_ENGLISH)) found.push(`${path}: ${problem}`);
    };
    // The site map, then every French page its pages link to (a tab, a filter, a form opened on a choice).
    for (let index = 0; index < queue.length; index++) {
      await walk(queue[index]!);
      const links = await page.locator("a[href^='/fr']").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!.replace(/#.*$/, "")));
      for (const link of links) {
        // One page per kind of address: a form opened on one choice stands for the others ("?subject=racing", "?subject=cars").
        const kind = link.replace(/=[^&]*/g, "=");
        if (walked.has(link) || walked.has(kind) || /\.(xml|ics)(\?|$)/.test(link)) continue;
        walked.add(link);
        walked.add(kind);
        queue.push(link);
      }
    }
    expect(queue.length).toBeLessThan(200);

    // The cart with something in it.
    await page.goto("/fr/boutique");
    await waitForCartCount(page, "fr");
    const product = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: demoProductsFr[SIZELESS_PRODUCT.slug]!.name, exact: true }) });
    await product.getByRole("button", { name: publicFr["shop.addToCart"] }).click();
    await waitForCartCount(page, "fr", 1);
    await walk("/fr/boutique/panier");

    // A subscriber's own page, from the welcome e-mail.
    const email = uniqueEmail("walk");
    await page.goto("/fr");
    await page.locator("#news").getByLabel(publicFr["subscribe.emailLabel"]).fill(email);
    await page.locator("#news").getByRole("button", { name: publicFr["subscribe.button"] }).click();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toHaveText(publicFr["subscribe.success"]);
    const welcome = await waitForMail(email, new RegExp(publicFr["subscriberMail.welcome.subject"].replace("{team}", DEMO_TEAM_NAME).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    const unsubscribe = (welcome.text ?? "").match(/https?:\/\/\S+(\/fr\/newsletter\/desinscription\/[\w-]+)/)?.[1];
    expect(unsubscribe, "the welcome e-mail's French unsubscribe link").toBeTruthy();
    await walk(unsubscribe!);
    queue.push(unsubscribe!);

    // Every page of the French route table was walked (lib/public-paths.ts: a new page joins the walk or fails here).
    const files = new Set(queue.map(publicFileOf));
    expect.soft(PUBLIC_PAGES.map((page) => page.file).filter((file) => !files.has(file))).toEqual([]);
    expect(found).toEqual([]);
  });

  test("every admin screen reads French for an admin who chose it, without raw stored values", async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const visited: string[] = [];
    const found: string[] = [];
    const visit = async (path: string, on: Page = page) => {
      await on.goto(path);
      await expect(on.locator("html"), path).toHaveAttribute("lang", "fr");
      visited.push(path);
      // A sent e-mail is shown in the language it was written in, its recipient's: only the screen around it is the admin's.
      const english = /^\/admin\/mail\/[^/]+$/.test(path) ? [] : ADMIN_ENGLISH;
      for (const problem of await problems(on, english, { withoutEnglish: true })) found.push(`${path}: ${problem}`);
    };

    // The screens before signing in, for a browser that prefers French.
    const visitor = await browser.newContext({ locale: "fr-FR" });
    try {
      const screen = await visitor.newPage();
      waitForHydrationOnNavigation(screen);
      // The screens with a page (not sign-out, nor the passkey options a script fetches).
      for (const { path, file } of SIGN_IN_SCREENS) if (file.endsWith(".tsx")) await visit(`/admin/${path}`, screen);
    } finally {
      await visitor.close();
    }

    // One request of each kind in the inbox, sent from the French pages.
    const form = async (path: string, fields: Record<string, string>) => {
      const sent = await page.request.post(path, { headers: { Origin: baseURL! }, form: fields, maxRedirects: 0 });
      expect(sent.status(), `${path} ${await sent.text()}`).toBeLessThan(400);
    };
    await form("/fr/contact", { name: "Camille Walk", email: uniqueEmail("walk-contact"), subject: "racing", message: "Une journée de roulage au printemps ?" });
    await form("/fr/collection", { car: "kessler-k90", name: "Camille Walk", email: uniqueEmail("walk-car"), message: "La K-90 est-elle disponible ?" });
    await form("/fr/experiences", { name: "Camille Walk", email: uniqueEmail("walk-experience"), experience_type: "vip", message: "Un week-end à Monaco." });

    const admin = await createAdmin(page, "walk");
    await signedIn(page, admin.email, admin.password);
    await page.goto("/admin/account");
    await page.getByLabel(adminEn["account.languageLabel"]).selectOption("fr");
    await page.getByRole("button", { name: adminEn["account.saveLanguage"] }).click();
    await expect(page.getByText(adminFr["account.languageSaved"])).toBeVisible();

    // An order, for a product without sizes (its id read from the admin's list).
    await page.goto("/admin/merchandise");
    const productHref = await page.getByRole("link", { name: SIZELESS_PRODUCT.name, exact: true }).first().getAttribute("href");
    await form("/fr/boutique/panier", {
      name: "Camille Walk",
      email: uniqueEmail("walk-order"),
      message: "",
      items: JSON.stringify([{ merchandise_id: productHref!.split("/").pop(), size: null, quantity: 1 }]),
    });

    /** The first link on the page whose address matches: an item of the list in view. */
    const firstLink = async (pattern: RegExp) => {
      const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const href = hrefs.find((candidate) => pattern.test(candidate));
      expect(href, `a link matching ${pattern} on ${page.url()}`).toBeTruthy();
      return href!;
    };
    const UUID = "[0-9a-f-]{36}";

    await visit("/admin");
    for (const [list, item] of [
      ["/admin/cars", `^/admin/cars/${UUID}$`],
      ["/admin/news", `^/admin/news/${UUID}$`],
      ["/admin/events", `^/admin/events/${UUID}$`],
      ["/admin/merchandise", `^/admin/merchandise/${UUID}$`],
      ["/admin/gallery", `^/admin/gallery/albums/${UUID}$`],
      ["/admin/gallery?tab=videos", `^/admin/gallery/videos/${UUID}$`],
      ["/admin/newsletter", `^/admin/newsletter/${UUID}$`],
      ...inboxTypes.map((type) => [`/admin/bookings?type=${type}`, `^/admin/bookings/${type}/${UUID}$`] as const),
      ["/admin/users", `^/admin/users/[^/]+$`],
      ["/admin/legal", `^/admin/legal/[a-z-]+$`],
      ["/admin/mail", `^/admin/mail/[^/]+$`],
    ] as const) {
      await visit(list);
      await visit(await firstLink(new RegExp(item)));
    }
    for (const path of ["/admin/cars/new", "/admin/news/new", "/admin/events/new", "/admin/merchandise/new", "/admin/gallery/albums/new", "/admin/gallery/videos/new", "/admin/newsletter/new"]) await visit(path);
    // The lists' other states: a filter, a search that finds nothing.
    for (const list of ["/admin/cars?category=team", "/admin/news?status=draft", "/admin/events?status=scheduled", "/admin/bookings", "/admin/bookings?status=all", "/admin/subscribers?status=pending"]) await visit(list);
    for (const list of ["/admin/cars", "/admin/news", "/admin/events", "/admin/merchandise", "/admin/gallery", "/admin/newsletter", "/admin/subscribers", "/admin/bookings", "/admin/activity"]) {
      await visit(`${list}?q=aucun-resultat-zz`);
    }
    // The confirmation of a deletion, as a list's Delete link opens it.
    await page.goto("/admin/cars");
    await visit(await firstLink(/^\/admin\/delete\?/));

    // An article's history, one of its versions, and its preview.
    await page.goto("/admin/news");
    const article = await firstLink(new RegExp(`^/admin/news/${UUID}$`));
    await page.goto(article);
    // Saved once, so its history holds a version to open.
    await page.getByRole("button", { name: adminFr["admin.form.save"], exact: true }).click();
    await expect(page.getByText(adminFr["admin.form.saved"]).first()).toBeVisible();
    const history = await firstLink(/^\/admin\/history\/[a-z_]+\/[^/]+$/);
    await visit(history);
    await visit(await firstLink(new RegExp(`^${history}/[^/]+$`)));
    // The preview's own screen speaks the admin's language, whichever language it shows the page in.
    await visit(`/admin/preview/article/${article.split("/").pop()}`);
    await visit(`/admin/preview/article/${article.split("/").pop()}?lang=en`);

    await visit("/admin/pages");
    for (const key of sitePageKeys) await visit(`/admin/pages/${key}`);
    await visit("/admin/pages/home/preview");
    await visit("/admin/pages/home/preview?lang=fr");
    for (const path of ["/admin/trash", "/admin/activity", "/admin/subscribers", "/admin/settings", "/admin/orders", "/admin/selling", "/admin/system", "/admin/personal-data", "/admin/account", "/admin/delete", "/admin/nowhere"]) await visit(path);
    // This site sells no order online (no Stripe keys): an order's page is walked in its not-found
    // state here, and in French with a paid, shipped, withdrawn and refunded order by shop-checkout.spec.ts.
    await visit("/admin/orders/00000000-0000-4000-8000-000000000000");

    // Every screen of the admin was walked (its routes read from app/routes.ts: a new screen joins the walk or fails here).
    const routes = fs.readFileSync("app/routes.ts", "utf8");
    const screens = [
      ...[...routes.matchAll(/route\("([^"]+)", "routes\/admin\/[\w-]+\.tsx"/g)].map(([, pattern]) => pattern!).filter((pattern) => pattern !== "*"),
      ...SIGN_IN_SCREENS.filter(({ file }) => file.endsWith(".tsx")).map(({ path }) => path),
    ];
    const walked = (pattern: string) => {
      const expression = new RegExp(`^/admin/${pattern.replace(/:[A-Za-z]+/g, "[^/?]+")}(\\?.*)?$`);
      return visited.some((path) => expression.test(path));
    };
    expect(screens.length).toBeGreaterThan(35);
    expect.soft(screens.filter((pattern) => !walked(pattern))).toEqual([]);
    expect(found).toEqual([]);
  });
});
