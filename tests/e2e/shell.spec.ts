import { expect, test, type Locator, type Page } from "./support/test.ts";
import { adminSession } from "./support/admin.ts";
import { toasts } from "./support/toast.ts";

/** Every CSP violation the page reports from now on (the browser's own event, before any report is sent). */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

const MENU = [
  ["Home", "/"],
  ["Lucas Delaunay", "/lucas-delaunay"],
  ["F1 Madness", "/f1madness"],
  ["News", "/news"],
  ["Events", "/events"],
  ["Collection", "/collection"],
  ["Gallery", "/gallery"],
  ["Experiences", "/experiences"],
  ["Pitshop", "/pitshop"],
  ["Contact", "/contact"],
] as const;

test.describe("site shell", () => {
  test("the menu lists the ten entries in order", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link");
    await expect(links).toHaveText(MENU.map(([label]) => label));
    for (const [index, [, href]] of MENU.entries()) await expect(links.nth(index)).toHaveAttribute("href", href);
  });

  for (const [label, path] of MENU) {
    test(`${path} answers 200 with one h1 and marks "${label}" as the current entry`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      await expect(page).toHaveTitle(/Écurie Vitesse Historique/);
    });
  }

  test("/services answers 200 and is linked from the footer", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services");
  });

  test("the footer holds ecosystem and services links, social icons, Contact Us, partners, legal links and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Ecosystem" }).getByRole("link")).not.toHaveCount(0);
    await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link", { name: "Restoration" })).toHaveAttribute("href", "/services#restoration");
    // The demo's social pages (site settings): an icon links to each; networks without a page show none.
    for (const [network, host] of [["Instagram", "https://www.instagram.com/"], ["Facebook", "https://www.facebook.com/"], ["YouTube", "https://www.youtube.com/"], ["X", "https://x.com/"]] as const) {
      await expect(footer.getByRole("link", { name: network, exact: true })).toHaveAttribute("href", new RegExp(`^${host.replaceAll(".", "\\.")}`));
    }
    for (const network of ["LinkedIn", "TikTok"]) await expect(footer.getByRole("link", { name: network })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    const ticker = footer.getByRole("region", { name: "Our partners" });
    for (const category of ["performance parts", "bearings and seals", "lubricants", "chemicals", "automotive media", "tires", "braking systems", "racing equipment"]) {
      await expect(ticker.getByText(category, { exact: true }).first()).toBeAttached();
    }
    for (const legal of ["Privacy Policy", "Terms of Service", "Legal Notice"]) await expect(footer.getByRole("link", { name: legal })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Écurie Vitesse Historique`);
  });

  test("on a phone the menu folds behind a button and opens on demand", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/news");
    const openButton = page.locator("header summary");
    await expect(openButton).toHaveAccessibleName("Open menu");
    const newsLink = page.locator("header").getByRole("link", { name: "News", exact: true });
    await expect(newsLink.first()).toBeHidden();
    await openButton.click();
    const visibleNav = page.locator("details[open] nav");
    await expect(visibleNav.getByRole("link", { name: "Events" })).toBeVisible();
    await expect(visibleNav.locator('[aria-current="page"]')).toHaveText("News");
    await visibleNav.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator("details[open]")).toHaveCount(0);

    // Escape closes it, from its button or from a link inside, the focus back on the button.
    await openButton.click();
    await expect(visibleNav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("details[open]")).toHaveCount(0);
    await expect(openButton).toBeFocused();
    await openButton.click();
    await visibleNav.getByRole("link", { name: "News" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("details[open]")).toHaveCount(0);
    await expect(openButton).toBeFocused();
  });

  test("an unknown path answers a real 404 page inside the shell", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    const back = page.getByRole("link", { name: "Back to the home page" });
    await expect(back).toBeVisible();
    // Its button looks like every other main button of the site (the services page's call to action).
    const look = (element: Locator) =>
      element.evaluate((node) => {
        const style = getComputedStyle(node);
        return [style.backgroundColor, style.color, style.textTransform, style.fontSize, style.fontWeight, style.padding, style.borderRadius].join(" | ");
      });
    const notFoundLook = await look(back);
    await page.goto("/services");
    expect(notFoundLook).toBe(await look(page.locator("main").getByRole("link", { name: "Contact Us", exact: true }).last()));
    const single = await page.goto("/not-the-driver");
    expect(single?.status()).toBe(404);
  });

  test("responses carry a CSP without unsafe-inline scripts: hashes for a cached page, a fresh nonce for a rendered one", async ({ page, request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self' 'report-sample'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // An anonymous visitor's page is the same bytes each time (render cache).
    expect(second.headers()["content-security-policy"]).toBe(csp);
    const rendered = [await request.get("/", { headers: { cookie: "better-auth.session_token=none" } }), await request.get("/", { headers: { cookie: "better-auth.session_token=none" } })];
    const nonces = rendered.map((response) => response.headers()["content-security-policy"]!.match(/script-src 'self' 'report-sample' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["x-request-id"]).toBeTruthy();
    // The page's own scripts run under that policy: the app hydrates.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  test("under a CSP without inline style elements, toasts, a dialog's scroll lock and the editor keep their styles", async ({ page }) => {
    const violations = await watchCspViolations(page);
    // A toast (sonner adopts its rules as a constructed stylesheet): fixed in a corner, not in the flow.
    await page.goto("/pitshop");
    // The cart's count shows once the page runs: a click before that would be a plain link's.
    await expect(page.getByTestId("cart-link")).toHaveText(/^Cart \(\d+\)$/);
    const cap = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: "Team Cap", exact: true }) });
    await cap.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toasts(page).filter({ hasText: "Team Cap added to your cart." })).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
    // A dialog locks the page's scroll while open (Radix's rules, adopted the same way), and lets it go.
    await page.goto("/collection");
    await page.getByRole("button", { name: /^Inquire Now about/ }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
    expect(await violations()).toEqual([]);
    // The newsletter editor's base rules come in a <style> element carrying the admin page's nonce.
    await adminSession(page);
    await page.goto("/admin/newsletter/new");
    const editor = page.getByRole("textbox", { name: "Content", exact: true });
    await expect(editor).toBeVisible();
    await expect(editor).toHaveCSS("white-space", "break-spaces");
    expect(await violations()).toEqual([]);
  });

  test("/healthz says the site is up, and nothing of what runs it", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.text()).toBe('{"status":"ok"}');
  });

  test("hashed assets are cached as immutable and responses are compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-encoding"]).toMatch(/gzip|br/);
  });

  test("stored media are served with validators and byte ranges (video playback on Safari needs them)", async ({ request }) => {
    const full = await request.get("/media/demo/hero/home.webm");
    expect(full.status()).toBe(200);
    expect(full.headers()["content-type"]).toBe("video/webm");
    expect(full.headers()["accept-ranges"]).toBe("bytes");
    const size = Number(full.headers()["content-length"]);
    const part = await request.get("/media/demo/hero/home.webm", { headers: { Range: "bytes=0-99" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 0-99/${size}`);
    expect((await part.body()).length).toBe(100);
    const beyond = await request.get("/media/demo/hero/home.webm", { headers: { Range: `bytes=${size + 10}-` } });
    expect(beyond.status()).toBe(416);
    const again = await request.get("/media/demo/hero/home.webm", { headers: { "If-None-Match": full.headers()["etag"]! } });
    expect(again.status()).toBe(304);
    expect((await request.get("/media/../package.json")).status()).toBe(404);
  });
});
