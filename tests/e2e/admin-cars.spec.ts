import { expect, test, type Page } from "./support/test.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession, statusOf } from "./support/admin.ts";
import { png } from "./support/images.ts";
import { toast } from "./support/toast.ts";
import { demoCars } from "../../app/db/seed/demo-content.ts";

const marchalYear = String(demoCars.find((car) => car.name === "Marchal MR9")!.year);

let unique = 0;
/** A name no other spec (nor an earlier run on the same data) uses. */
const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${unique++}`;
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

const rows = (page: Page) => page.getByTestId("car-row");
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole("link", { name, exact: true }) });

async function searchCars(page: Page, query: string) {
  await page.goto(`/admin/cars?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cars");
}

/** The public car page's status code and, when it answers, its heading. */
async function expectPublic(page: Page, slug: string, name: string | null) {
  const response = await page.goto(`/collection/${slug}`);
  if (name === null) {
    expect(response?.status()).toBe(404);
    return;
  }
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

/** Restores from the trash page, as an admin would. */
async function restoreFromTrash(page: Page, name: string) {
  await page.goto("/admin/trash");
  await page.getByRole("button", { name: `Restore ${name}`, exact: true }).click();
  await expect(statusOf(page)).toContainText(`${name} is restored.`);
}

test.describe("admin cars", () => {
  test("the list shows every car with its publication state, search, filters, sorting and empty results", async ({ page }) => {
    await adminSession(page);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Cars", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/cars$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cars");
    await expect(page.getByRole("link", { name: "New car" })).toBeVisible();
    await expect(page.getByText("Coming soon")).toHaveCount(0);

    // The demo cars, each with its badge, price and actions.
    const marchal = row(page, "Marchal MR9");
    await expect(marchal).toContainText("€1,150,000");
    await expect(marchal).toContainText(marchalYear);
    await expect(marchal).toContainText("Published");
    await expect(marchal.getByRole("button", { name: "Unpublish Marchal MR9" })).toBeVisible();
    await expect(marchal.getByRole("link", { name: "Edit Marchal MR9" })).toBeVisible();
    await expect(marchal.getByRole("button", { name: "Delete Marchal MR9" })).toBeVisible();
    await expect(row(page, "Vitesse VH-78")).toContainText("Price on request");
    await expectNoSeriousA11yViolations(page);

    // Search by engine, filter by category and year, sort by name.
    await page.getByRole("searchbox", { name: "Search cars" }).fill("cosworth dfv");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=cosworth\+dfv/);
    await expect(rows(page).filter({ hasText: "Marchal MR9" })).toHaveCount(1);
    await expect(rows(page).filter({ hasText: "Falaise FX2" })).toHaveCount(0);

    await page.goto("/admin/cars?category=team&sort=name&dir=asc");
    await expect(page.getByLabel("Category")).toHaveValue("team");
    const teamNames = await rows(page).getByRole("link", { name: /^(?!Edit )/ }).allTextContents();
    expect(teamNames).toEqual([...teamNames].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    await expect(row(page, "Vitesse VH-78")).toHaveCount(1);
    await expect(row(page, "Marchal MR9")).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "ascending");

    await page.goto(`/admin/cars?year=${marchalYear}`);
    await expect(row(page, "Marchal MR9")).toHaveCount(1);
    for (const text of await rows(page).allTextContents()) expect(text).toContain(marchalYear);

    await page.goto("/admin/cars?status=draft&q=no-such-car-anywhere");
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a car's whole life: create with images, edit, publish, see it public, unpublish, delete, restore", async ({ page }) => {
    test.setTimeout(120_000);
    const name = uniqueName("Test Marchal");
    const slug = slugOf(name);
    await adminSession(page);
    await page.goto("/admin/cars");
    await page.getByRole("link", { name: "New car" }).click();
    await expect(page).toHaveURL(/\/admin\/cars\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New car");

    // A refused form comes back with field messages, everything typed kept.
    await page.getByLabel("Engine", { exact: true }).fill("Ford Cosworth DFV 3.0 V8");
    await page.getByLabel("Price (euro)").fill("a lot");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expect(page.getByLabel("Name *")).toHaveAccessibleDescription("This field is required.");
    await expect(page.getByLabel("Year *")).toHaveAccessibleDescription("This field is required.");
    await expect(page.getByLabel("Price (euro)")).toHaveAccessibleDescription(/^Enter a number\. Leave it empty/);
    await expect(page.getByLabel("Engine", { exact: true })).toHaveValue("Ford Cosworth DFV 3.0 V8");
    await expect(page).toHaveURL(/\/admin\/cars\/new$/);

    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Year *").fill("1981");
    await page.getByLabel("Price (euro)").fill("640 000");
    await page.getByLabel("Chassis", { exact: true }).fill("MR9-004");
    await page.getByLabel("Drivers", { exact: true }).fill("Lucas Delaunay, Jean Marchal");
    await page.getByLabel("Description", { exact: true }).fill("A ground-effect car with a documented race history.");
    await page.getByLabel("Status *").selectOption({ label: "on track" });
    await page.getByLabel("Category *").selectOption({ label: "Catalog" });
    await page.getByLabel("Specification 1 name", { exact: true }).fill("Power");
    await page.getByLabel("Specification 1 value", { exact: true }).fill("495 hp");
    await page.getByRole("button", { name: "Add a specification" }).click();
    await expect(page.getByLabel("Specification 2 name", { exact: true })).toBeFocused();
    await page.getByLabel("Specification 2 name", { exact: true }).fill("Gearbox");
    await page.getByLabel("Specification 2 value", { exact: true }).fill("Hewland FGA 400");
    await page.getByRole("button", { name: "Add a specification" }).click();
    await page.getByLabel("Specification 3 name", { exact: true }).fill("Spare");
    await page.getByRole("button", { name: "Remove specification 3" }).click();
    await expect(page.getByLabel("Specification 3 name", { exact: true })).toHaveCount(0);
    await page.getByLabel("For Sale").check();
    await page.getByLabel("Experience Available").check();
    await expect(page.getByLabel("Published")).not.toBeChecked();

    await page.getByLabel("Main image", { exact: true }).setInputFiles(await png("car-main.png", 1600, 1000));
    await expect(page.locator('input[name="image_url"]')).toHaveValue(/^\/media\//, { timeout: 20_000 });
    await page.getByLabel("More photos", { exact: true }).setInputFiles(await png("car-side.png", 1200, 800));
    await expect(page.locator('input[name="images"]')).toHaveCount(1, { timeout: 20_000 });
    await page.getByLabel("More photos", { exact: true }).setInputFiles(await png("car-cockpit.png", 1000, 800));
    await expect(page.locator('input[name="images"]')).toHaveCount(2, { timeout: 20_000 });
    await expect(page.locator('input[name="images"]').nth(1)).toHaveValue(/^\/media\//, { timeout: 20_000 });

    // Every public image says what it shows (issue 15): without its English alt text the save is refused, the message under each.
    await page.locator("form", { has: page.getByLabel("Slug", { exact: true }) }).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByLabel("Alt text in French, image 1").fill("Vue de profil");
    await page.getByRole("button", { name: "Save" }).click();
    const altRequired = page.getByText("Describe the image in English: visitors who cannot see it hear this text instead.", { exact: true });
    await expect(altRequired).toHaveCount(3);
    await expect(page.getByLabel("Alt text in English", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Alt text in French, image 1")).toHaveValue("Vue de profil");
    await expect(page).toHaveURL(/\/admin\/cars\/new$/);
    await page.getByLabel("Alt text in English", { exact: true }).fill(`The ${name} on the starting grid`);
    await page.getByLabel("Alt text in French", { exact: true }).fill(`La ${name} sur la grille de départ`);
    await page.getByLabel("Alt text in English, image 1").fill(`The ${name} seen from the side`);
    await page.getByLabel("Alt text in English, image 2").fill(`The cockpit of the ${name}`);

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/cars\/[0-9a-f-]{36}$/);
    const id = /\/admin\/cars\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit car");
    await expect(toast(page, "Created.")).toBeVisible();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);
    await expect(page.getByLabel("Specification 2 value", { exact: true })).toHaveValue("Hewland FGA 400");
    await expect(page.getByRole("link", { name: "View on the site" })).toHaveCount(0);

    // A draft is the admin's only.
    await expectPublic(page, slug, null);

    // Edit and publish.
    await page.goto(`/admin/cars/${id}`);
    await page.getByLabel("Price (euro)").fill("650000");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Saved.")).toBeVisible();
    await expect(page.getByLabel("Price (euro)")).toHaveValue("650000.00");
    await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", `/collection/${slug}`);

    // Public at the next request: the page with its price, specifications and photos, and the card in the catalog.
    await expectPublic(page, slug, name);
    await expect(page.getByText("€650,000")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Specifications" }).locator("..")).toContainText("Hewland FGA 400");
    // Each image in its own words, as written in the editor.
    await expect(page.getByRole("img", { name: `The ${name} on the starting grid`, exact: true })).toHaveAttribute("src", /^\/media\//);
    const gallery = page.getByTestId("car-gallery").getByRole("img");
    await expect(gallery).toHaveCount(2);
    await expect(gallery.first()).toHaveAccessibleName(`The ${name} seen from the side`);
    await expect(gallery.nth(1)).toHaveAccessibleName(`The cockpit of the ${name}`);
    await page.goto("/collection");
    await expect(page.getByTestId("car-card").getByRole("heading", { name, exact: true })).toBeVisible();

    // Unpublish from the list: gone from the site.
    await searchCars(page, name);
    await expect(row(page, name)).toContainText("Published");
    await row(page, name).getByRole("button", { name: `Unpublish ${name}` }).click();
    await expect(page.getByText(`${name} is no longer public.`)).toBeVisible();
    await expect(row(page, name)).toContainText("Draft");
    await expectPublic(page, slug, null);
    await page.goto("/collection");
    await expect(page.getByTestId("car-card").getByRole("heading", { name, exact: true })).toHaveCount(0);

    // Published again, then deleted with a confirmation.
    await searchCars(page, name);
    await row(page, name).getByRole("button", { name: `Publish ${name}` }).click();
    await expect(page.getByText(`${name} is published.`)).toBeVisible();
    await expectPublic(page, slug, name);
    await searchCars(page, name);
    await row(page, name).getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ${name}?` });
    await expect(dialog).toContainText("restored for 30 days");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, name)).toHaveCount(1);
    await row(page, name).getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "Move to trash" }).click();
    await expect(toast(page, `${name} moved to the trash.`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
    await expectPublic(page, slug, null);
    expect((await page.goto(`/admin/cars/${id}`))?.status()).toBe(404);

    // Restored: back on the site and in the list, as it was.
    await restoreFromTrash(page, name);
    await expectPublic(page, slug, name);
    await searchCars(page, name);
    await expect(row(page, name)).toContainText("Published");

    // Every write is in the audit log.
    await page.goto("/admin");
    // The dashboard says each in words, with the item's name and who did it.
    for (const words of ["Created a car", "Updated a car", "Unpublished a car", "Published a car", "Moved a car to the trash", "Restored a car from the trash"]) {
      const logged = page.getByTestId("recent-activity-row").filter({ hasText: `${words} · ${name} · ${E2E_ADMIN.email}` });
      await expect(logged.first(), words).toBeVisible();
      await expect(logged.first().locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    }

    // Deleted from its editor too; the test leaves the public collection as it found it.
    await page.goto(`/admin/cars/${id}`);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Move to trash" }).click();
    await expect(page).toHaveURL(/\/admin\/cars$/);
    // The toast offers the way to the trash.
    await toast(page, `${name} moved to the trash.`).getByRole("link", { name: "Open the trash" }).click();
    await expect(page).toHaveURL(/\/admin\/trash$/);
    await expect(page.getByRole("button", { name: `Restore ${name}`, exact: true })).toBeVisible();
    await expectPublic(page, slug, null);
  });

  test("the editor checks each field in the browser with the server's rules, and sends nothing while one is wrong", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/cars/new");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // Leaving a required field empty says so under it at once.
    await page.getByLabel("Name *").focus();
    await page.getByLabel("Year *").focus();
    await expect(page.getByLabel("Name *")).toHaveAccessibleDescription("This field is required.");
    await page.getByLabel("Year *").fill("1850");
    await page.getByLabel("Price (euro)").fill("a lot");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
    await expect(page.getByLabel("Year *")).toHaveAccessibleDescription("Enter a year between 1900 and 2100.");
    await expect(page.getByLabel("Price (euro)")).toHaveAccessibleDescription(/^Enter a number\. /);
    // Corrected as it is typed.
    await page.getByLabel("Name *").fill(uniqueName("Browser check"));
    await expect(page.getByLabel("Name *")).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("a slug already in use is refused on its field, the form kept filled", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/cars/new");
    const name = uniqueName("Slug clash");
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Slug", { exact: true }).fill("marchal-mr9");
    await page.getByLabel("Year *").fill("1850");
    await page.getByLabel("Specification 1 value", { exact: true }).fill("orphan value");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Year *")).toHaveAccessibleDescription("Enter a year between 1900 and 2100.");
    await expect(page.getByText("Give each specification a name.")).toBeVisible();
    await page.getByLabel("Year *").fill("1979");
    await page.getByLabel("Specification 1 name", { exact: true }).fill("Note");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Slug", { exact: true })).toHaveAccessibleDescription(/^This slug is already used by another item\. /);
    await expect(page.getByLabel("Name *")).toHaveValue(name);
    await expect(page.getByLabel("Specification 1 value", { exact: true })).toHaveValue("orphan value");
    await expectNoSeriousA11yViolations(page);
  });

  test("the editor works without JavaScript: a refused form comes back filled, a saved one redirects", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await adminSession(page);
    await page.goto("/admin/cars/new");
    const name = uniqueName("No script");
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Specification 1 name", { exact: true }).fill("Power");
    await page.getByLabel("Specification 1 value", { exact: true }).fill("480 hp");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Year *")).toHaveAccessibleDescription("This field is required.");
    await expect(page.getByLabel("Name *")).toHaveValue(name);
    await expect(page.getByLabel("Specification 1 value", { exact: true })).toHaveValue("480 hp");
    // The spare row is there to add one more without JavaScript.
    await expect(page.getByLabel("Specification 2 name", { exact: true })).toHaveValue("");
    await page.getByLabel("Year *").fill("1976");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/cars\/[0-9a-f-]{36}$/);
    await expect(statusOf(page)).toHaveText("Created.");
    await page.getByLabel("Year *").fill("1977");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(statusOf(page)).toHaveText("Saved.");
    await expect(page.getByLabel("Year *")).toHaveValue("1977");
    // It stays a draft: never public, listed for the admin only.
    await searchCars(page, name);
    await expect(row(page, name)).toContainText("Draft");
    await context.close();
  });

  test("every car action refuses an anonymous request and changes nothing", async ({ page, playwright, baseURL }) => {
    await adminSession(page);
    await searchCars(page, "Marchal MR9");
    const href = await row(page, "Marchal MR9").getByRole("link", { name: "Marchal MR9", exact: true }).getAttribute("href");
    const id = href!.split("/").at(-1)!;
    const anonymous = await playwright.request.newContext({ baseURL });
    const posts: Array<[string, Record<string, string>]> = [
      ["/admin/cars", { intent: "delete", id }],
      ["/admin/cars", { intent: "unpublish", id }],
      ["/admin/cars/new", { name: "Intruder car", year: "1979", status: "available", car_category: "catalog", published: "on" }],
      [`/admin/cars/${id}`, { name: "Hijacked", year: "1979", status: "available", car_category: "catalog", published: "on" }],
      [`/admin/cars/${id}`, { intent: "delete", id }],
    ];
    for (const [path, form] of posts) {
      const response = await anonymous.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(401);
    }
    await anonymous.dispose();
    await expectPublic(page, "marchal-mr9", "Marchal MR9");
    await expectPublic(page, "intruder-car", null);
  });
});
