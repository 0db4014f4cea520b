import type { Locator, Page } from "@playwright/test";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { expect, test } from "./support/test.ts";
import { adminSession } from "./support/admin.ts";
import { toast, toasts } from "./support/toast.ts";

/**
 * A published car edited quietly: Save draft keeps the change beside the
 * live car, which visitors keep seeing; the list marks it, the preview and
 * the editor show the draft, the history records it; Save publishes it,
 * Discard draft throws another away. Made here, then trashed.
 */
const description = (page: Page) => page.getByLabel(adminEn["carsAdmin.field.description"], { exact: true });

/**
 * Posts the editor with one of its buttons and waits until the form is drawn
 * again from what was stored (the editor is remounted for each stored
 * version, so the field typed in leaves the page), then for the toast.
 */
async function submitAndReload(page: Page, button: string, typedIn: Locator, said: string) {
  const typed = await typedIn.elementHandle();
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(toast(page, said)).toBeVisible();
  await page.waitForFunction((element) => !element?.isConnected, typed);
}

/** Visitors read the published words; the list marks the item; its preview shows the draft at the address visitors use. */
async function expectDraftWaiting(page: Page, visitor: Page, item: { publicPath: string; published: string; drafted: string; row: Locator; list: string; preview: string }) {
  await visitor.goto(item.publicPath);
  await expect(visitor.getByText(item.published)).toBeVisible();
  await expect(visitor.getByText(item.drafted)).toHaveCount(0);
  await page.goto(item.list);
  await expect(item.row).toContainText(adminEn["admin.draft.pending"]);
  await page.goto(item.preview);
  await expect(page.getByRole("status").filter({ hasText: adminEn["itemPreview.draftWaiting"] })).toBeVisible();
  await expect(page.frameLocator('[data-testid="page-preview"]').getByText(item.drafted)).toBeVisible();
}

/** Deletes what a test made, from its list. */
async function moveToTrash(page: Page, list: string, rowTestId: string, name: string) {
  await page.goto(`${list}?q=${encodeURIComponent(name)}`);
  await page.getByTestId(rowTestId).getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Move to trash" }).click();
  await expect(page.getByText(`${name} moved to the trash.`)).toBeVisible();
}

test("a published car's draft: visitors keep the published car until Save publishes it", async ({ page, browser }) => {
  test.slow();
  const name = `Draft Tyrrell ${Date.now().toString(36)}`;
  await adminSession(page);
  await page.goto("/admin/cars/new");
  await page.getByLabel("Name *").fill(name);
  await page.getByLabel("Year *").fill("1976");
  await description(page).fill("Six wheels, published words.");
  await page.getByLabel("Published").check();
  // A new car has no draft to keep: its Save is what publishes it.
  await expect(page.getByRole("button", { name: adminEn["admin.draft.save"], exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Created.")).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const slug = await page.getByLabel("Slug", { exact: true }).inputValue();
  const visitor = await browser.newPage();

  try {
    await expect(page.getByText(adminEn["admin.draft.hint"])).toBeVisible();
    await description(page).fill("Six wheels, draft words.");
    await submitAndReload(page, adminEn["admin.draft.save"], description(page), adminEn["admin.draft.saved"]);
    await expect(description(page)).toHaveValue("Six wheels, draft words.");
    await expect(page.getByTestId("draft-banner")).toContainText(/^A draft saved by admin@ecurie-vitesse\.example on .+ is waiting: visitors still see the published version\./);

    await expectDraftWaiting(page, visitor, {
      publicPath: `/collection/${slug}`,
      published: "Six wheels, published words.",
      drafted: "Six wheels, draft words.",
      row: page.getByTestId("car-row").filter({ hasText: name }),
      list: `/admin/cars?q=${encodeURIComponent(name)}`,
      preview: `/admin/preview/car/${id}`,
    });

    // The history has the draft, the published version still the current one.
    await page.goto(`/admin/history/car/${id}`);
    const versions = page.getByTestId("version-row");
    await expect(versions.nth(0)).toContainText("Saved a draft of a car");
    await expect(versions.nth(1)).toContainText("Created a car");
    await expect(versions.nth(1)).toContainText("Current version");

    // Save publishes what the form holds, the draft with it.
    await page.goto(`/admin/cars/${id}`);
    await expect(description(page)).toHaveValue("Six wheels, draft words.");
    await submitAndReload(page, "Save", description(page), "Saved.");
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText("Six wheels, draft words.")).toBeVisible();

    // Another draft, thrown away: the form shows the published car again.
    await description(page).fill("Six wheels, words nobody will read.");
    await submitAndReload(page, adminEn["admin.draft.save"], description(page), adminEn["admin.draft.saved"]);
    await submitAndReload(page, adminEn["admin.draft.discard"], description(page), adminEn["admin.draft.discarded"]);
    await expect(description(page)).toHaveValue("Six wheels, draft words.");
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
    await page.goto(`/admin/cars?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("car-row").filter({ hasText: name })).not.toContainText(adminEn["admin.draft.pending"]);
  } finally {
    await visitor.close();
    await moveToTrash(page, "/admin/cars", "car-row", name);
  }
});

test("an article's draft: marked in the list, previewed at its address, published by Save", async ({ page, browser }) => {
  test.slow();
  const title = `Draft report ${Date.now().toString(36)}`;
  const content = (target: Page) => target.getByLabel("Content (Markdown)");
  await adminSession(page);
  await page.goto("/admin/news/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await content(page).fill("Published paragraph about Dijon.");
  await page.getByLabel("Published", { exact: true }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Created.")).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const slug = await page.getByLabel("Slug", { exact: true }).inputValue();
  const visitor = await browser.newPage();

  try {
    await content(page).fill("Draft paragraph about Dijon.");
    await submitAndReload(page, adminEn["admin.draft.save"], content(page), adminEn["admin.draft.saved"]);
    await expect(content(page)).toHaveValue("Draft paragraph about Dijon.");
    await expect(page.getByTestId("draft-banner")).toBeVisible();

    await expectDraftWaiting(page, visitor, {
      publicPath: `/news/${slug}`,
      published: "Published paragraph about Dijon.",
      drafted: "Draft paragraph about Dijon.",
      row: page.getByTestId("article-row").filter({ hasText: title }),
      list: `/admin/news?q=${encodeURIComponent(title)}`,
      preview: `/admin/preview/article/${id}`,
    });

    // Scheduled: it will publish itself at its time (the job is proven in features/admin/drafts.test.ts).
    await page.goto(`/admin/news/${id}`);
    await page.getByLabel(adminEn["admin.draft.when"]).fill("2099-05-01T10:00");
    const typed = await content(page).elementHandle();
    await page.getByRole("button", { name: adminEn["admin.draft.schedule"], exact: true }).click();
    await expect(toasts(page).filter({ hasText: /Draft scheduled: it will be published on .*2099.*, Paris time\./ })).toBeVisible();
    await page.waitForFunction((element) => !element?.isConnected, typed);
    await expect(page.getByTestId("draft-banner")).toContainText(/Scheduled: it will be published on .*2099/);
    await expect(content(page)).toHaveValue("Draft paragraph about Dijon.");

    await submitAndReload(page, "Save", content(page), "Saved.");
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText("Draft paragraph about Dijon.")).toBeVisible();
  } finally {
    await visitor.close();
    await moveToTrash(page, "/admin/news", "article-row", title);
  }
});

test("a legal page's draft: the public page keeps its text until Save, and Discard draft throws the draft away", async ({ page, browser }) => {
  const body = (target: Page) => target.getByLabel(adminEn["adminLegal.field.body"], { exact: true });
  await adminSession(page);
  await page.goto("/admin/legal/cookies");
  const published = await body(page).inputValue();
  const visitor = await browser.newPage();
  try {
    await body(page).fill(`${published}\n\nA paragraph still in draft.`);
    await submitAndReload(page, adminEn["admin.draft.save"], body(page), adminEn["admin.draft.saved"]);
    await expect(page.getByTestId("draft-banner")).toBeVisible();
    await visitor.goto("/cookies");
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.getByText("A paragraph still in draft.")).toHaveCount(0);
    await page.goto("/admin/preview/legal_page/cookies");
    await expect(page.getByRole("status").filter({ hasText: adminEn["itemPreview.draftWaiting"] })).toBeVisible();
    await expect(page.frameLocator('[data-testid="page-preview"]').getByText("A paragraph still in draft.")).toBeVisible();
    await page.goto("/admin/legal");
    await expect(page.getByTestId("legal-pages").getByRole("listitem").filter({ hasText: adminEn["admin.draft.pending"] })).toHaveCount(1);
    await page.goto("/admin/legal/cookies");
    await submitAndReload(page, adminEn["admin.draft.discard"], body(page), adminEn["admin.draft.discarded"]);
    await expect(body(page)).toHaveValue(published);
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
