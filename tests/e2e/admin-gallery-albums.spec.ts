import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { dragFiles, keyboardDrag, mouseDrag } from "./support/drag.ts";
import { htmlNamedPng, jpegWithGps, png } from "./support/images.ts";
import { toast } from "./support/toast.ts";

/**
 * Every album this file publishes is unpublished and in the trash (or back as
 * a draft) by the end of its test: the public gallery specs count the demo albums.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** The address the editor makes from a title left without a slug of its own. */
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const DRAFT_DEMO = "VH-82 Turbo restoration";
const PUBLISHED_DEMO = "Magny-Cours Historic Grand Prix";

const rows = (page: Page) => page.getByTestId("album-row");
const row = (page: Page, title: string) => rows(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });
const publicCard = (page: Page, title: string) => page.getByTestId("album-card").filter({ hasText: title });
const photos = (page: Page) => page.getByTestId("album-photo");
/** Saves a photo's caption and waits for that save's own answer: an earlier save's "Caption saved." may still be showing. */
async function saveCaption(page: Page, index: number, caption: string) {
  const photo = photos(page).nth(index);
  await photo.getByRole("textbox", { name: `Caption of photo ${index + 1}` }).fill(caption);
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/gallery/albums/"));
  await photo.getByRole("button", { name: `Save the caption of photo ${index + 1}` }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Caption saved.").first()).toBeVisible();
}
const captionsOnPublicPage = (page: Page) => page.getByTestId("photo-link").locator("img");
/** The album page's photos, in order, by their alt text (the captions). */
const expectAlts = (page: Page, alts: string[]) => expect.poll(() => captionsOnPublicPage(page).evaluateAll((images) => images.map((image) => image.getAttribute("alt")))).toEqual(alts);

async function createAlbum(page: Page, title: string, year: number, description = "") {
  await page.goto("/admin/gallery");
  await page.getByRole("link", { name: "Create Album" }).click();
  await expect(page).toHaveURL(/\/admin\/gallery\/albums\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Album");
  await page.getByLabel("Title *").fill(title);
  await page.getByLabel("Year *").fill(String(year));
  if (description) await page.getByLabel("Description", { exact: true }).fill(description);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Success comes as a toast (a flash cookie), the address left clean.
  await expect(page).toHaveURL(/\/admin\/gallery\/albums\/[0-9a-f-]{36}$/);
  await expect(toast(page, "Created.")).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

async function trashFromList(page: Page, title: string) {
  await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
  await row(page, title).getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${title}?` });
  await expect(dialog).toContainText("restored for 30 days");
  await dialog.getByRole("button", { name: "Move to trash" }).click();
  await expect(page.getByText(`${title} moved to the trash.`)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
}

test.describe("admin gallery: albums", () => {
  test("every gallery action refuses an anonymous request", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [path, form] of [
      ["/admin/gallery", { intent: "delete", id }],
      ["/admin/gallery", { intent: "publish", id }],
      ["/admin/gallery", { intent: "move", id, direction: "up" }],
      ["/admin/gallery", { intent: "reorder", "id[]": id }],
      ["/admin/gallery?tab=videos", { intent: "unpublish", id }],
      ["/admin/gallery/albums/new", { title: "Sneaky", year: "2026" }],
      [`/admin/gallery/albums/${id}`, { title: "Sneaky", year: "2026" }],
      [`/admin/gallery/albums/${id}`, { intent: "add-photos", "url[]": "/media/x.webp" }],
      [`/admin/gallery/albums/${id}`, { intent: "cover", id }],
      [`/admin/gallery/albums/${id}`, { intent: "delete-photo", id }],
      ["/admin/gallery/videos/new", { title: "Sneaky" }],
      [`/admin/gallery/videos/${id}`, { title: "Sneaky" }],
      [`/admin/gallery/videos/${id}`, { intent: "delete", id }],
    ] as const) {
      const response = await anonymous.post(path, { form, maxRedirects: 0 });
      expect(response.status(), `${path} ${form.intent ?? "save"}`).toBe(401);
    }
    const list = await anonymous.get("/admin/gallery", { maxRedirects: 0 });
    expect(list.status()).toBe(302);
    expect(list.headers().location).toMatch(/^\/admin\/login\?/);
    await anonymous.dispose();
  });

  test("the albums tab lists every album, published or not, with search, filters and the spec's empty state", async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    await adminSession(page);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Gallery", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
    const tabs = page.getByRole("navigation", { name: "Gallery sections" });
    await expect(tabs.getByRole("link", { name: "Photo Albums" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Videos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Album" })).toHaveAttribute("href", "/admin/gallery/albums/new");
    await expect(row(page, DRAFT_DEMO).getByText("Draft", { exact: true })).toBeVisible();
    await expect(row(page, PUBLISHED_DEMO).getByText("Published", { exact: true })).toBeVisible();
    await expect(row(page, PUBLISHED_DEMO).getByTestId("photo-count")).toHaveText("8");
    await expectNoSeriousA11yViolations(page);

    const search = page.getByRole("search", { name: "Search albums" });
    await search.getByRole("searchbox").fill("restoration");
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(DRAFT_DEMO);

    await page.goto("/admin/gallery?status=draft");
    await expect(row(page, DRAFT_DEMO)).toHaveCount(1);
    await expect(row(page, PUBLISHED_DEMO)).toHaveCount(0);
    const statuses = (await rows(page).locator("td:nth-child(4)").allTextContents()).map((status) => status.trim());
    expect(statuses).toEqual(statuses.map(() => "Draft"));
    await page.goto("/admin/gallery?status=published&q=magny");
    await expect(rows(page)).toHaveCount(1);
    await page.goto("/admin/gallery");
    const year = new Date(Date.now() - 40 * 86_400_000).getFullYear();
    await page.getByRole("search", { name: "Search albums" }).locator("select[name=year]").selectOption(String(year));
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(row(page, PUBLISHED_DEMO)).toHaveCount(1);
    // The address changes a moment before the filtered table replaces the ordered one (whose first cell is a drag handle).
    await expect
      .poll(async () => (await rows(page).locator("td:nth-child(2)").allTextContents()).map((value) => value.trim()).filter((value) => value !== String(year)))
      .toEqual([]);

    await page.goto("/admin/gallery?q=no-such-album-anywhere");
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
    await expect(page.getByText("No Albums Yet")).toHaveCount(0);

    await context.addCookies([{ name: "test-empty", value: "gallery-admin", url: baseURL! }]);
    await page.goto("/admin/gallery");
    await expect(page.getByText("No Albums Yet", { exact: true })).toBeVisible();
    await expect(page.locator("[data-state=empty]").getByRole("link", { name: "Create Album" })).toBeVisible();
    await page.goto("/admin/gallery?tab=videos");
    await expect(page.getByText("No Videos Yet", { exact: true })).toBeVisible();
    await expect(page.locator("[data-state=empty]").getByRole("link", { name: "Add Video" })).toBeVisible();
    await context.clearCookies({ name: "test-empty" });
    await context.addCookies([{ name: "test-fail", value: "gallery-admin", url: baseURL! }]);
    await page.goto("/admin/gallery");
    await expect(page.getByRole("alert")).toHaveText("Error loading gallery. Please try again later.");
  });

  test("a refused album form comes back filled, with a message under each wrong field", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/gallery/albums/new");
    await page.getByLabel("Year *").fill("78");
    await page.getByLabel("Event date").fill("2026-05-30");
    await page.getByLabel("Description", { exact: true }).fill("Kept when refused");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
    await expect(page.getByLabel("Title *")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByText("Enter a year between 1900 and 2100.")).toBeVisible();
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Kept when refused");
    await expect(page.getByLabel("Event date")).toHaveValue("2026-05-30");
    await expect(page.getByLabel("Year *")).toHaveValue("78");
  });

  test("an album's whole life: create, edit, upload 3 photos, cover, publish, reorder, delete and restore a photo, unpublish, delete, restore, all in the log", async ({ page }) => {
    test.setTimeout(150_000);
    const tag = unique();
    const firstTitle = `Nogaro ${tag}`;
    const title = `Nogaro Classic ${tag}`;
    const description = "Three photos from the Nogaro paddock, on a wet Sunday.";
    const year = 2026;
    await adminSession(page);
    const albumId = await createAlbum(page, firstTitle, year, "Photos from Nogaro.");
    // The album's address is made from its first title, and stays when the title changes.
    const publicPath = `/gallery/albums/${slugOf(firstTitle)}`;
    await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slugOf(firstTitle));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit album");
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();

    // Edit the title and the description: saved, and shown so after a reload.
    await page.getByLabel("Title *").fill(title);
    await page.getByLabel("Description", { exact: true }).fill(description);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Title *")).toHaveValue(title);
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue(description);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await page.goto(`/admin/gallery?q=${encodeURIComponent(tag)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, title)).toHaveCount(1);
    await page.goto(`/admin/gallery/albums/${albumId}`);
    await expect(page.getByText("No photos yet: drop the album's photos above.")).toBeVisible();

    // Three real files at once, each with its own progress bar to the end.
    const files = [await jpegWithGps("gallery-red.jpg", 1600, 1000, 0), await jpegWithGps("gallery-green.jpg", 1200, 1600, 120), await png("gallery-blue.png", 900, 600)];
    await page.getByLabel("Add photos", { exact: true }).setInputFiles(files);
    const uploads = page.getByTestId("upload-item");
    await expect(uploads).toHaveCount(3);
    for (const name of ["gallery-red.jpg", "gallery-green.jpg", "gallery-blue.png"]) {
      await expect(page.getByRole("progressbar", { name: `Upload of ${name}` })).toBeVisible();
    }
    await expect(uploads.and(page.locator("[data-status=done]"))).toHaveCount(3, { timeout: 45_000 });
    for (const name of ["gallery-red.jpg", "gallery-green.jpg", "gallery-blue.png"]) {
      await expect(page.getByRole("progressbar", { name: `Upload of ${name}` })).toHaveJSProperty("value", 1);
    }
    await expect(photos(page)).toHaveCount(3);
    await expect(page.getByTestId("album-photo-count")).toHaveText("3 photos");
    // The first photo became the cover.
    await expect(photos(page).nth(0).getByText("Cover", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Captions name the photos on the public page (their alt text).
    for (const [index, caption] of ["Red flag", "Green light", "Blue hour"].entries()) await saveCaption(page, index, caption);

    await photos(page).nth(1).getByRole("button", { name: "Set photo 2 as the cover" }).click();
    await expect(photos(page).nth(1).getByText("Cover", { exact: true })).toBeVisible();
    await expect(photos(page).nth(0).getByRole("button", { name: "Set photo 1 as the cover" })).toBeVisible();

    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    await expect(row(page, title).getByTestId("photo-count")).toHaveText("3");
    await expect(row(page, title).getByText("Draft", { exact: true })).toBeVisible();
    await row(page, title).getByRole("button", { name: `Publish ${title}` }).click();
    await expect(row(page, title).getByText("Published", { exact: true })).toBeVisible();

    // Public at the next request, with the chosen cover, 3 photos and responsive sources.
    await page.goto("/gallery");
    const card = publicCard(page, title);
    await expect(card).toContainText("3 photos");
    await expect(card.locator("img")).toHaveAttribute("srcset", /480w/);
    // The album's id (its address before slugs) leads to its page at its slug.
    await page.goto(`/gallery/albums/${albumId}`);
    await expect(page).toHaveURL(new RegExp(`${publicPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(description, { exact: true })).toBeVisible();
    await expect(captionsOnPublicPage(page)).toHaveCount(3);
    for (const image of await captionsOnPublicPage(page).all()) await expect(image).toHaveAttribute("srcset", /480w/);
    await expectAlts(page, ["Red flag", "Green light", "Blue hour"]);
    const greenSrc = await captionsOnPublicPage(page).nth(1).getAttribute("src");
    await page.goto("/gallery");
    await expect(publicCard(page, title).locator("img")).toHaveAttribute("src", greenSrc!);

    // Reorder: Move down (works without JavaScript too), then by keyboard on the drag handle.
    await page.goto(`/admin/gallery/albums/${albumId}`);
    await photos(page).nth(0).getByRole("button", { name: "Move photo 1 down" }).click();
    await expect(photos(page).nth(0).getByRole("textbox", { name: "Caption of photo 1" })).toHaveValue("Green light");
    await page.goto(publicPath);
    await expectAlts(page, ["Green light", "Red flag", "Blue hour"]);

    await page.goto(`/admin/gallery/albums/${albumId}`);
    await keyboardDrag(page, "Reorder photo 1", 2);
    await expect(page.getByText("Order saved.")).toBeVisible();
    await page.reload();
    await expect.poll(() => photos(page).locator("input[name=caption]").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(["Red flag", "Blue hour", "Green light"]);
    await page.goto(publicPath);
    await expectAlts(page, ["Red flag", "Blue hour", "Green light"]);

    // Delete a photo (to the trash): photo_count follows.
    await page.goto(`/admin/gallery/albums/${albumId}`);
    await photos(page).nth(1).getByRole("button", { name: "Delete photo 2" }).click();
    await page.getByRole("dialog", { name: "Delete photo 2?" }).getByRole("button", { name: "Move to trash" }).click();
    await expect(photos(page)).toHaveCount(2);
    await expect(page.getByTestId("album-photo-count")).toHaveText("2 photos");
    await page.goto(publicPath);
    await expectAlts(page, ["Red flag", "Green light"]);
    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    await expect(row(page, title).getByTestId("photo-count")).toHaveText("2");

    // Restore the photo from the trash: back in its place, counted, and public again.
    await page.goto("/admin/trash?type=photo&q=Blue+hour");
    const trashedPhoto = page.getByTestId("trash-row").filter({ hasText: "Blue hour" }).first();
    await expect(trashedPhoto.getByText("Photo", { exact: true })).toBeVisible();
    await trashedPhoto.getByRole("button", { name: "Restore Blue hour" }).click();
    await expect(page.getByText("Blue hour is restored.")).toBeVisible();
    await page.goto(`/admin/gallery/albums/${albumId}`);
    await expect(page.getByTestId("album-photo-count")).toHaveText("3 photos");
    await expect.poll(() => photos(page).locator("input[name=caption]").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(["Red flag", "Blue hour", "Green light"]);
    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    await expect(row(page, title).getByTestId("photo-count")).toHaveText("3");
    await page.goto(publicPath);
    await expectAlts(page, ["Red flag", "Blue hour", "Green light"]);
    await page.goto("/gallery");
    await expect(publicCard(page, title)).toContainText("3 photos");

    // Unpublish: gone from the public gallery and its page.
    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    await row(page, title).getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(row(page, title).getByText("Draft", { exact: true })).toBeVisible();
    await page.goto("/gallery");
    await expect(publicCard(page, title)).toHaveCount(0);
    expect((await page.request.get(`/gallery/albums/${albumId}`)).status()).toBe(404);
    expect((await page.request.get(publicPath)).status()).toBe(404);

    // Delete, then restore from the trash.
    await trashFromList(page, title);
    await page.goto("/admin/trash");
    await page.getByRole("button", { name: `Restore ${title}` }).click();
    await expect(page.getByText(`${title} is restored.`)).toBeVisible();
    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    await expect(row(page, title).getByText("Draft", { exact: true })).toBeVisible();
    await expect(row(page, title).getByTestId("photo-count")).toHaveText("3");
    await trashFromList(page, title);

    // Every write to the album is in the audit log, newest first, the edit with its before and after.
    await page.goto(`/admin/activity?q=${albumId}`);
    const logged = page.getByTestId("activity-row");
    await expect(logged.first()).toHaveAttribute("data-action", "album.trash");
    for (const action of ["album.create", "album.update", "photo.create", "album.cover", "album.publish", "photo.reorder", "album.unpublish", "album.restore"]) {
      await expect(page.locator(`[data-testid="activity-row"][data-action="${action}"]`).first(), action).toBeVisible();
    }
    const edit = page.locator('[data-testid="activity-row"][data-action="album.update"]');
    await expect(edit).toHaveCount(1);
    await edit.getByText(/^\d+ fields? changed$/).click();
    const titleChange = edit.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Title", exact: true }) });
    await expect(titleChange.getByRole("cell").nth(0)).toHaveText(firstTitle);
    await expect(titleChange.getByRole("cell").nth(1)).toHaveText(title);
    const descriptionChange = edit.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Description", exact: true }) });
    await expect(descriptionChange.getByRole("cell").nth(1)).toHaveText(description);
    // The trashed album's fields that no editor shows are named in words too, never by their column.
    const trashed = logged.first();
    await trashed.getByText(/^\d+ fields? changed$/).click();
    for (const label of ["Address", "Cover picture", "Photos", "Order"]) {
      await expect(trashed.getByRole("rowheader", { name: label, exact: true }), label).toBeVisible();
    }
    await expect(trashed.getByRole("rowheader", { name: /_/ })).toHaveCount(0);
  });

  test("photos dropped onto the album upload with a bar each, and a mouse drag on a handle reorders them, on the public page too", async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Dropped photos ${unique()}`;
    await adminSession(page);
    const albumId = await createAlbum(page, title, 2026);
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Saved.")).toBeVisible();

    // Two real files dragged from the desktop: the zone lights up, then each file has its bar to the end.
    const zone = page.getByTestId("photo-dropzone");
    const drag = await dragFiles(page, [await jpegWithGps("dropped-amber.jpg", 1400, 900, 40), await png("dropped-white.png", 800, 600)]);
    await drag.over(zone);
    await expect(zone).toHaveClass(/(^|\s)border-gold(\s|$)/);
    await drag.drop(zone);
    await drag.dispose();
    await expect(zone).not.toHaveClass(/(^|\s)border-gold(\s|$)/);
    const uploads = page.getByTestId("upload-item");
    await expect(uploads).toHaveCount(2);
    await expect(page.getByRole("progressbar", { name: "Upload of dropped-amber.jpg" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Upload of dropped-white.png" })).toBeVisible();
    await expect(uploads.and(page.locator("[data-status=done]"))).toHaveCount(2, { timeout: 45_000 });
    await expect(page.getByRole("progressbar", { name: "Upload of dropped-amber.jpg" })).toHaveJSProperty("value", 1);
    await expect(photos(page)).toHaveCount(2);
    await expect(page.getByTestId("album-photo-count")).toHaveText("2 photos");

    for (const [index, caption] of ["Amber dusk", "White flag"].entries()) await saveCaption(page, index, caption);
    // Saved in the album: still there after a reload, and public.
    await page.reload();
    await expect(photos(page)).toHaveCount(2);
    await page.goto(`/gallery/albums/${slugOf(title)}`);
    await expectAlts(page, ["Amber dusk", "White flag"]);

    // The mouse: photo 2 dragged by its handle above photo 1.
    await page.goto(`/admin/gallery/albums/${albumId}`);
    await expect(page.getByText("To reorder, press Space or Enter to pick the item up", { exact: false })).toBeAttached();
    await mouseDrag(page, page.getByRole("button", { name: "Reorder photo 2", exact: true }), page.getByRole("button", { name: "Reorder photo 1", exact: true }));
    await expect(page.getByRole("status").filter({ hasText: /dropped at position 1 of 2/ })).toBeAttached();
    await expect(page.getByText("Order saved.")).toBeVisible();
    await page.reload();
    await expect.poll(() => photos(page).locator("input[name=caption]").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(["White flag", "Amber dusk"]);
    await expect(photos(page).nth(0).getByText("1", { exact: true })).toBeVisible();
    await page.goto(`/gallery/albums/${slugOf(title)}`);
    await expectAlts(page, ["White flag", "Amber dusk"]);

    // Out of the public gallery again.
    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    await row(page, title).getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(row(page, title).getByText("Draft", { exact: true })).toBeVisible();
    await trashFromList(page, title);
  });

  test("albums reorder within their year, by Move buttons and by keyboard drag, and the public order follows", async ({ page }) => {
    test.setTimeout(90_000);
    const tag = unique();
    const year = 2031;
    const first = `Le Mans Classic A ${tag}`;
    const second = `Le Mans Classic B ${tag}`;
    await adminSession(page);
    for (const title of [first, second]) {
      await createAlbum(page, title, year);
      await page.getByLabel("Published").check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, "Saved.")).toBeVisible();
    }
    const publicOrder = async () => {
      await page.goto("/gallery");
      return (await page.getByTestId("album-card").getByRole("heading", { level: 3 }).allTextContents()).map((text) => text.trim()).filter((text) => text.includes(tag));
    };
    // A new album comes first in its year.
    expect(await publicOrder()).toEqual([second, first]);

    await page.goto("/admin/gallery");
    await expect(page.getByText("Drag a row by its handle", { exact: false })).toBeVisible();
    await row(page, second).getByRole("button", { name: `Move ${second} down` }).click();
    await expect(page.getByText("Order saved.")).toBeVisible();
    await expect(row(page, first).getByRole("button", { name: `Move ${first} down` })).toBeVisible();
    // The only albums of their year: nothing above the first, nothing below the last.
    await expect(row(page, first).getByRole("button", { name: `Move ${first} up` })).toHaveCount(0);
    expect(await publicOrder()).toEqual([first, second]);

    await page.goto("/admin/gallery");
    await keyboardDrag(page, `Reorder ${first}`, 1);
    await expect(page.getByText("Order saved.")).toBeVisible();
    expect(await publicOrder()).toEqual([second, first]);

    // Sorting or filtering the list leaves reordering out: the neighbours would not be the public ones.
    await page.goto("/admin/gallery?sort=title&dir=asc");
    await expect(page.getByRole("button", { name: `Reorder ${first}` })).toHaveCount(0);
    await expect(page.getByText("To change the order, clear the search and filters")).toBeVisible();

    for (const title of [first, second]) {
      await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
      await row(page, title).getByRole("button", { name: `Unpublish ${title}` }).click();
      await expect(row(page, title).getByText("Draft", { exact: true })).toBeVisible();
      await trashFromList(page, title);
    }
  });
});

test.describe("admin gallery albums without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an album is created and given a photo with plain form posts", async ({ page }) => {
    test.setTimeout(60_000);
    const title = `No-JS album ${unique()}`;
    await adminSession(page);
    await page.goto("/admin/gallery/albums/new");
    await page.getByLabel("Title *").fill(title);
    await page.getByLabel("Year *").fill("2026");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/gallery\/albums\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("status").filter({ hasText: /^Created\.$/ })).toBeVisible();
    const albumId = new URL(page.url()).pathname.split("/").pop()!;

    // A refused file says why, beside the form.
    await page.getByLabel("Photo file").setInputFiles(await htmlNamedPng("gallery-not-an-image.png"));
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("gallery-not-an-image.png");
    await expect(page.getByTestId("album-photo-count")).toHaveText("0 photos");

    await page.getByLabel("Photo file").setInputFiles(await png("gallery-nojs.png", 640, 480));
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/gallery/albums/${albumId}$`));
    await expect(page.getByRole("status").filter({ hasText: /^1 photo added\.$/ })).toBeVisible();
    await expect(page.getByTestId("album-photo-count")).toHaveText("1 photo");
    await expect(photos(page)).toHaveCount(1);
    await expect(photos(page).getByText("Cover", { exact: true })).toBeVisible();

    // The album form still saves from this page.
    await page.getByLabel("Description", { exact: true }).fill("Saved without scripts");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved.")).toBeVisible();

    const trashed = await page.request.post("/admin/gallery", { form: { intent: "delete", id: albumId } });
    expect(trashed.status()).toBe(200);
  });
});
