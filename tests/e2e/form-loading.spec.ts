import { expect, test, type Page } from "@playwright/test";
import { toast } from "./support/toast.ts";

/**
 * A page's form loads its code when a visitor reaches for it (issue 16,
 * app/components/hydrate-on-intent.tsx): the page shows the form and the rest
 * of the page runs without it; hovering or focusing the form brings its
 * checks; a form sent before its code arrived waits for it and is sent once,
 * through the page, as if the code had always been there.
 */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The JavaScript files the page asked for, by name without their hash. */
function scriptsAskedFor(page: Page): Set<string> {
  const names = new Set<string>();
  page.on("request", (request) => {
    const match = new URL(request.url()).pathname.match(/^\/assets\/(.+?)-[\w-]{8}\.js$/);
    if (match) names.add(match[1]!);
  });
  return names;
}

const newsletter = (page: Page) => page.locator("#news");

test("the home page runs without the newsletter form's code until a visitor reaches for the form", async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await page.goto("/");
  // The page itself runs (the hero's toggle answers), far from the form.
  await page.getByRole("button", { name: "Unmute video" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Mute video" })).toBeFocused();
  await page.waitForTimeout(500);
  expect([...scripts]).not.toContain("subscribe-form");
  expect([...scripts]).not.toContain("schemas");

  const field = newsletter(page).getByLabel("Email address");
  await field.focus();
  await expect.poll(() => scripts.has("subscribe-form")).toBe(true);
  // The browser-side check now runs on blur, without a post.
  let posts = 0;
  page.on("request", (request) => void (request.method() === "POST" && posts++));
  await field.fill("not-an-address");
  await field.blur();
  await expect(newsletter(page).getByText("Please enter a valid email address")).toBeVisible();
  expect(posts).toBe(0);
});

test("a newsletter form sent before its code arrived is sent once, through the page, when the code is there", async ({ page }) => {
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/subscribe-form-[\w-]{8}\.js$/, async (route) => {
    await codeHeld;
    await route.fallback();
  });
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  let documents = 0;
  page.on("request", (request) => void (request.resourceType() === "document" && documents++));

  await page.goto("/");
  const email = uniqueEmail("held");
  await newsletter(page).getByLabel("Email address").fill(email);
  await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
  // Held: nothing is posted while the form's code is on its way.
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);

  releaseCode();
  await expect(toast(page, "Successfully subscribed to newsletter!")).toBeVisible();
  expect(posts).toHaveLength(1);
  // The page stayed: no document was loaded after the first.
  expect(documents).toBe(1);
  await expect(newsletter(page).getByLabel("Email address")).toHaveValue("");
});

test("a form reached by a client-side navigation loads its code at once", async ({ page }) => {
  await page.goto("/news");
  await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByLabel("Name", { exact: true })).toBeVisible();
  // Checked in the browser on blur, without a post: the form's code is running.
  let posts = 0;
  page.on("request", (request) => void (request.method() === "POST" && posts++));
  await page.getByLabel("Email", { exact: true }).fill("not-an-address");
  await page.getByLabel("Email", { exact: true }).blur();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  expect(posts).toBe(0);
});
