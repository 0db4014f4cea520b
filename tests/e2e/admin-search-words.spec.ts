import { expect, test, type Page } from "./support/test.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 15: what each page says of itself to search engines and in shared
 * links is the team's (Admin › Pages › Search and sharing): written in both
 * languages, seen in the page's head at the next request; emptied, the
 * site's own words come back.
 */

async function publish(page: Page) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/search"));
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await answered;
  await expect(toast(page, "Published.")).toBeVisible();
}

const descriptionOf = async (page: Page, path: string) => {
  await page.goto(path);
  return page.locator('meta[name="description"]').getAttribute("content");
};

test("the pitshop's description, written by the team in both languages, then given back to the site's words", async ({ page, browser }) => {
  test.slow();
  const visitor = await (await browser.newContext()).newPage();
  const siteWords = await descriptionOf(visitor, "/pitshop");
  const siteWordsFr = await descriptionOf(visitor, "/fr/boutique");
  expect(siteWords).toBeTruthy();

  await adminSession(page);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Edit the page Search and sharing" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: Search and sharing");
  // Nothing of its own to preview: its words are in every page's head.
  await expect(page.getByRole("link", { name: "Preview", exact: true })).toHaveCount(0);
  const english = page.getByLabel("Pitshop — English", { exact: true });
  const french = page.getByLabel("Pitshop — French", { exact: true });
  await expect(english).toHaveValue("");
  // The field says what empty keeps: the site's own words.
  await expect(page.getByText(`Empty: “${siteWords}”`, { exact: false })).toBeVisible();

  try {
    await english.fill("Caps, scale models and posters from {team}, shipped from Magny-Cours.");
    await french.fill("Casquettes, miniatures et affiches de {team}, expédiées depuis Magny-Cours.");
    await publish(page);
    expect(await descriptionOf(visitor, "/pitshop")).toBe("Caps, scale models and posters from Écurie Vitesse Historique, shipped from Magny-Cours.");
    expect(await descriptionOf(visitor, "/fr/boutique")).toBe("Casquettes, miniatures et affiches de Écurie Vitesse Historique, expédiées depuis Magny-Cours.");
    await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute("content", "Casquettes, miniatures et affiches de Écurie Vitesse Historique, expédiées depuis Magny-Cours.");
  } finally {
    await page.goto("/admin/pages/search");
    await page.getByLabel("Pitshop — English", { exact: true }).fill("");
    await page.getByLabel("Pitshop — French", { exact: true }).fill("");
    await publish(page);
  }
  expect(await descriptionOf(visitor, "/pitshop")).toBe(siteWords);
  expect(await descriptionOf(visitor, "/fr/boutique")).toBe(siteWordsFr);
  await visitor.context().close();
});
