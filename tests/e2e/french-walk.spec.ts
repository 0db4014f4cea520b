import fs from "node:fs";
import { afterHydrationEffects, expect, test, type Page } from "./support/test.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { adminFr } from "../../app/lib/i18n/fr/admin.ts";
import { contentEn } from "../../app/lib/i18n/en/content.ts";
import { contentFr } from "../../app/lib/i18n/fr/content.ts";
import { publicEn } from "../../app/lib/i18n/en/public.ts";
import { publicFr } from "../../app/lib/i18n/fr/public.ts";
import { createAdmin, signedIn } from "./support/admin.ts";
import { DEMO_TEXT, englishOnly, readableText } from "./support/english-words.ts";

/**
 * A French reader's walk through every public page of the French site map and
 * every screen of the admin, as an admin who chose French: no English
 * interface words (the English catalogues' own messages) and no stored value
 * shown raw (an action's code, a snake_case state, an identifier, an ISO
 * time, an English clock). Content the team has not translated yet may be
 * English; the interface around it may not.
 */
const PUBLIC_ENGLISH = [...new Set([...englishOnly(publicEn, publicFr), ...englishOnly(contentEn, contentFr)])].filter((english) => !DEMO_TEXT.includes(english));
const ADMIN_ENGLISH = [...new Set(englishOnly(adminEn, adminFr))].filter((english) => !DEMO_TEXT.includes(english));

/** File names, addresses and hosts end like a code does ("x.com", "photo.jpg"): these endings are not codes. */
const NOT_A_CODE = /\.(com|fr|org|net|example|io|jpe?g|png|webp|avif|gif|svg|ics|xml|txt|csv|pdf|mp4|webm|html?|js|css|json|eml|gz|tar|zip)$/;

/** Stored values that reached the page as they are stored. */
function rawValues(text: string): string[] {
  const found: string[] = [];
  // An action or a type as stored: "car.create", "contact_page.publish", "auth.two_factor_enrolment_started".
  for (const [code] of text.matchAll(/(?<![\w@/.:-])[a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*(?![\w@/-]|\.\w)/g)) if (!NOT_A_CODE.test(code)) found.push(code);
  // A snake_case state or key: "on_track", "two_factor".
  for (const [word] of text.matchAll(/(?<![\w@/.:-])[a-z]+_[a-z_]+(?![\w@/.-])/g)) found.push(word);
  // A row's identifier: "order 733403cf-…".
  for (const [id] of text.matchAll(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}\b/g)) found.push(id);
  // An instant as stored.
  for (const [iso] of text.matchAll(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g)) found.push(iso);
  // An English clock.
  for (const [clock] of text.matchAll(/\b\d{1,2}:\d{2}\s?(?:AM|PM)\b/g)) found.push(clock);
  // An English count.
  for (const [count] of text.matchAll(/\b\d+ results?\b/g)) found.push(count);
  return found;
}

/** What is wrong with the page in view, in words a failure can list. */
async function problems(page: Page, english: readonly string[]): Promise<string[]> {
  const text = await readableText(page);
  // Values are read as laid out (innerText): adjacent elements' words stay apart ("électrique" then "janvier", not "électrique.janvier").
  const laidOut = await page.evaluate(() => document.body.innerText);
  return [...english.filter((words) => text.includes(words)).map((words) => `English: "${words}"`), ...new Set(rawValues(laidOut).map((value) => `raw: ${value}`))];
}

test.describe("a French walk", () => {
  test("every public page of the French site map reads French, without raw stored values", async ({ page, request }) => {
    test.setTimeout(240_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!.replaceAll("&amp;", "&")).pathname + new URL(url!.replaceAll("&amp;", "&")).search))]
      .filter((path) => /^\/fr([/?]|$)/.test(path))
      // Pages a visitor reaches but a search engine is not sent to.
      .concat(["/fr/boutique/panier", "/fr/nimporte-quoi"]);
    // Every kind of page: the static ones, each car, article, event, album, edition.
    expect(paths.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const path of paths) {
      await afterHydrationEffects(page, () => page.goto(path));
      await expect(page.locator("html"), path).toHaveAttribute("lang", "fr");
      for (const problem of await problems(page, PUBLIC_ENGLISH)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });

  test("every admin screen reads French for an admin who chose it, without raw stored values", async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    // A visitor's message, so the inbox has a request to open.
    const sent = await page.request.post("/fr/contact", {
      headers: { Origin: baseURL! },
      form: { name: "Camille Walk", email: `walk-${Date.now()}@example.com`, subject: "racing", message: "Une journée de roulage au printemps ?" },
      maxRedirects: 0,
    });
    expect(sent.status()).toBeLessThan(400);
    const admin = await createAdmin(page, "walk");
    await signedIn(page, admin.email, admin.password);
    await page.goto("/admin/account");
    await page.getByLabel(adminEn["account.languageLabel"]).selectOption("fr");
    await page.getByRole("button", { name: adminEn["account.saveLanguage"] }).click();
    await expect(page.getByText(adminFr["account.languageSaved"])).toBeVisible();

    const visited: string[] = [];
    const found: string[] = [];
    const visit = async (path: string) => {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "fr");
      visited.push(path);
      // A sent e-mail is shown in the language it was written in, its recipient's: only the screen around it is the admin's.
      const english = /^\/admin\/mail\/[^/]+$/.test(path) ? [] : ADMIN_ENGLISH;
      for (const problem of await problems(page, english)) found.push(`${path}: ${problem}`);
    };
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
      ["/admin/bookings", `^/admin/bookings/[a-z_-]+/${UUID}$`],
      ["/admin/users", `^/admin/users/[^/]+$`],
      ["/admin/legal", `^/admin/legal/[a-z-]+$`],
      ["/admin/mail", `^/admin/mail/[^/]+$`],
    ] as const) {
      await visit(list);
      await visit(await firstLink(new RegExp(item)));
    }
    for (const path of ["/admin/cars/new", "/admin/news/new", "/admin/events/new", "/admin/merchandise/new", "/admin/gallery/albums/new", "/admin/gallery/videos/new", "/admin/newsletter/new"]) await visit(path);

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
    for (const key of ["home", "driver", "f1madness", "services", "experiences", "contact", "listings", "search"]) await visit(`/admin/pages/${key}`);
    await visit("/admin/pages/home/preview");
    await visit("/admin/pages/home/preview?lang=fr");
    for (const path of ["/admin/trash", "/admin/activity", "/admin/subscribers", "/admin/settings", "/admin/system", "/admin/personal-data", "/admin/account", "/admin/delete", "/admin/nowhere"]) await visit(path);

    // Every screen of the admin was walked (its routes read from app/routes.ts: a new screen joins the walk or fails here).
    const routes = fs.readFileSync("app/routes.ts", "utf8");
    const screens = [...routes.matchAll(/route\("([^"]+)", "routes\/admin\/[\w-]+\.tsx"/g)].map(([, pattern]) => pattern!).filter((pattern) => pattern !== "*");
    const walked = (pattern: string) => {
      const expression = new RegExp(`^/admin/${pattern.replace(/:[A-Za-z]+/g, "[^/?]+")}(\\?.*)?$`);
      return visited.some((path) => expression.test(path));
    };
    expect(screens.length).toBeGreaterThan(30);
    expect(screens.filter((pattern) => !walked(pattern))).toEqual([]);
    expect(found).toEqual([]);
  });
});
