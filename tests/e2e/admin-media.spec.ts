import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { dragFiles } from "./support/drag.ts";
import { htmlNamedPng, jpegWithGps, oversizedImage, png } from "./support/images.ts";
import { demoCars } from "../../app/db/seed/demo-content.ts";

/**
 * Image uploads: the endpoint (content checked by magic bytes, size limit,
 * EXIF dropped, AVIF + WebP variants, placeholder), the upload fields of the
 * admin forms, and the public page serving the variant that fits.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const MB = 1024 * 1024;

function filePart(file: string, mimeType: string) {
  return { name: path.basename(file), mimeType, buffer: fs.readFileSync(file) };
}

async function upload(request: APIRequestContext, file: string, mimeType = "image/jpeg") {
  return request.post("/admin/media/upload", { multipart: { file: filePart(file, mimeType) }, maxRedirects: 0 });
}

async function stored(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { type: response.headers()["content-type"], bytes: await response.body() };
}

const imageField = (page: Page) => page.locator('input[name="image_url"]');

test.describe("image uploads", () => {
  test("the upload endpoint refuses an anonymous request and answers GET with 405", async ({ playwright, baseURL, page }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const response = await upload(anonymous, await png());
    expect(response.status()).toBe(401);
    expect(await response.text()).toBe("Your session has ended: sign in again.");
    await anonymous.dispose();

    await adminSession(page);
    const get = await page.request.get("/admin/media/upload", { maxRedirects: 0 });
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe("POST");
  });

  test("a file is judged by its content: an HTML page named .png is refused, a too-large image too, with words", async ({ page }) => {
    await adminSession(page);
    const html = await upload(page.request, await htmlNamedPng(), "image/png");
    expect(html.status()).toBe(400);
    expect(await html.json()).toEqual({ error: "“not-an-image.png” is not an image. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file." });

    const huge = await oversizedImage();
    const size = fs.statSync(huge).size;
    expect(size).toBeGreaterThan(15 * MB);
    const tooLarge = await upload(page.request, huge, "image/tiff");
    expect(tooLarge.status()).toBe(413);
    const { error } = (await tooLarge.json()) as { error: string };
    const shown = /^This file is (\d+\.\d) MB; the limit is 15 MB\.$/.exec(error);
    expect(shown, error).not.toBeNull();
    expect(Math.abs(Number(shown![1]) - size / MB)).toBeLessThan(0.2);
  });

  test("a JPEG with GPS becomes AVIF and WebP at 480, 960 and 1600 px with a placeholder, and no EXIF survives", async ({ page }) => {
    await adminSession(page);
    const source = await jpegWithGps();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const started = Date.now();
    const response = await upload(page.request, source);
    const elapsed = Date.now() - started;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { url: string; width: number; height: number; placeholder: string };
    test.info().annotations.push({ type: "upload of a 1800x1200 JPEG (AVIF + WebP, 3 widths)", description: `${elapsed} ms` });
    expect(body.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}-1600\.webp$/);
    expect([body.width, body.height]).toEqual([1600, 1067]);
    expect(body.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(body.placeholder.length).toBeLessThan(1024);

    const prefix = body.url.replace(/-1600\.webp$/, "");
    for (const width of [480, 960, 1600]) {
      for (const format of ["avif", "webp"] as const) {
        const { type, bytes } = await stored(page.request, `${prefix}-${width}.${format}`);
        expect(type).toBe(`image/${format}`);
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe(format === "avif" ? "heif" : "webp");
        expect(metadata.width).toBe(width);
        expect(metadata.exif).toBeUndefined();
        expect(bytes.includes(Buffer.from("TestCam"))).toBe(false);
      }
    }
  });

  test("the image field: drop zone named by its label, progress per file, refusals in words, then the public page serves AVIF and WebP", async ({ page }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    await page.goto("/admin/merchandise/new");
    const input = page.getByLabel("Image", { exact: true });
    await expect(input).toHaveAttribute("type", "file");
    await expect(imageField(page)).toHaveValue("");
    await expect(page.getByText("No image yet.")).toBeVisible();

    // Refused by content, in words, and nothing is posted.
    await input.setInputFiles(await htmlNamedPng());
    await expect(page.getByText("“not-an-image.png” is not an image. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file.")).toBeVisible();
    await expect(imageField(page)).toHaveValue("");
    await page.getByRole("button", { name: "Dismiss the message about not-an-image.png" }).click();
    await expect(page.getByText("“not-an-image.png” is not an image.", { exact: false })).toHaveCount(0);

    // Too large: refused before the server reads it all.
    await input.setInputFiles(await oversizedImage());
    await expect(page.getByText(/^This file is 1\d\.\d MB; the limit is 15 MB\.$/)).toBeVisible({ timeout: 20_000 });
    await expect(imageField(page)).toHaveValue("");

    // A real photo: a progress bar while it goes, then its preview and its URL in the form.
    const fileName = `pitshop-${unique()}.jpg`;
    await input.setInputFiles(await jpegWithGps(fileName, 1800, 1200, 200));
    const progress = page.getByRole("progressbar");
    await expect(progress).toHaveCount(1);
    await expect(progress).toHaveAttribute("aria-valuenow", /^\d{1,3}$/);
    await expect(imageField(page)).toHaveValue(/^\/media\/uploads\/.+-1600\.webp$/, { timeout: 30_000 });
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Current image" })).toBeVisible();
    // Listed by the name it was chosen by, not the key it is stored under.
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Saved as an active item: the Pitshop serves the variant that fits.
    const name = `Paddock print ${unique()}`;
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Price (euro) *").fill("25");
    await page.getByLabel("Stock quantity *").fill("3");
    await page.getByLabel("Published").check();
    await page.getByLabel("Alt text in English", { exact: true }).fill(`${name}, a print of the paddock`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\/[0-9a-f-]{36}$/);
    const url = await imageField(page).inputValue();
    const prefix = url.replace(/-1600\.webp$/, "");
    await page.reload();
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await expect(page.getByText(url.split("/").pop()!, { exact: true })).toHaveCount(0);

    await page.goto("/pitshop");
    const picture = page.getByRole("img", { name: `${name}, a print of the paddock`, exact: true });
    await expect(picture).toHaveAttribute("srcset", `${prefix}-320.webp 320w, ${prefix}-480.webp 480w, ${prefix}-960.webp 960w, ${prefix}-1600.webp 1600w`);
    await expect(picture).toHaveAttribute("width", "1600");
    await expect(picture).toHaveAttribute("height", "1067");
    await expect(picture).toHaveAttribute("sizes", /.+/);
    await expect(picture).toHaveAttribute("style", /background-image:\s*url\("data:image\/webp;base64,/);
    const avif = picture.locator("xpath=preceding-sibling::source");
    await expect(avif).toHaveAttribute("type", "image/avif");
    await expect(avif).toHaveAttribute("srcset", `${prefix}-320.avif 320w, ${prefix}-480.avif 480w, ${prefix}-960.avif 960w, ${prefix}-1600.avif 1600w`);
    // Chromium decodes AVIF: it picks a variant from the AVIF set.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);

    // Out of the public list again for the other specs: to the trash.
    await page.goBack();
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Move to trash" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise$/);
  });

  test("a photo dropped onto the image field: the zone lights up, a progress bar, the preview, and the item is saved with it", async ({ page }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    await page.goto("/admin/merchandise/new");
    // The editor's scripts are running once its sizes can be added.
    await expect(page.getByRole("button", { name: "Add a size" })).toBeVisible();
    await expect(page.getByText("No image yet.")).toBeVisible();
    const zone = page.getByLabel("Image", { exact: true }).locator("xpath=..");
    await expect(zone).toContainText("Drop an image here or click to choose one");

    // Two files dragged from the desktop onto a single image: the first one is taken.
    const photo = `dropped-${unique()}.jpg`;
    const drag = await dragFiles(page, [await jpegWithGps(photo, 1800, 1200, 300), await png(`dropped-second-${unique()}.png`, 700, 500)]);
    await drag.over(zone);
    await expect(zone).toHaveClass(/(^|\s)border-gold(\s|$)/);
    await drag.drop(zone);
    await drag.dispose();
    await expect(zone).not.toHaveClass(/(^|\s)border-gold(\s|$)/);
    await expect(page.getByRole("progressbar", { name: `Uploading ${photo}` })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(1);
    await expect(imageField(page)).toHaveValue(/^\/media\/uploads\/.+-1600\.webp$/, { timeout: 30_000 });
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    const url = await imageField(page).inputValue();
    await expect(page.getByRole("img", { name: "Current image" })).toHaveAttribute("src", url);
    await expect(page.getByText("No image yet.")).toHaveCount(0);

    // Saved (as a draft) with the item: the editor shows it again after a reload.
    const name = `Dropped print ${unique()}`;
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Price (euro) *").fill("15");
    await page.getByLabel("Stock quantity *").fill("2");
    await page.getByLabel("Alt text in English", { exact: true }).fill("A print dropped from the desktop");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\/[0-9a-f-]{36}$/);
    await page.reload();
    await expect(imageField(page)).toHaveValue(url);
    await expect(page.getByRole("img", { name: "Current image" })).toHaveAttribute("src", url);
    expect((await stored(page.request, url)).type).toBe("image/webp");

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Move to trash" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise$/);
  });

  test("a stored image is listed by the name it was uploaded with, not the key it is stored under", async ({ page }) => {
    await adminSession(page);
    const car = demoCars[0]!;
    await page.goto("/admin/cars");
    await page.getByRole("link", { name: car.name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/cars\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`${car.slug}.jpg`, { exact: true })).toBeVisible();
    await expect(page.getByText(/-1600\.webp$/)).toHaveCount(0);
  });

  test("several images at once: one row and progress bar each, refusals kept apart, order changed with buttons", async ({ page }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    await page.goto("/admin/cars/new");
    const field = page.getByLabel("More photos", { exact: true });
    await expect(field).toHaveAttribute("multiple", "");
    const first = await png(`first-${unique()}.png`, 900, 600);
    const second = await png(`second-${unique()}.png`, 700, 500);
    await field.setInputFiles([first, await htmlNamedPng(), second]);
    const posted = page.locator('input[name="images"]');
    await expect(posted).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByText("“not-an-image.png” is not an image. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF file.")).toBeVisible();
    await expect(page.getByText("2 images", { exact: true })).toBeVisible();
    const [firstUrl, secondUrl] = [await posted.nth(0).inputValue(), await posted.nth(1).inputValue()];
    expect(firstUrl).toMatch(/-900\.webp$/);
    expect(secondUrl).toMatch(/-700\.webp$/);

    // Keyboard-reachable buttons reorder; what is posted follows.
    await page.getByRole("button", { name: "Move image 1 down" }).click();
    await expect(posted.nth(0)).toHaveValue(secondUrl);
    await expect(posted.nth(1)).toHaveValue(firstUrl);
    await page.getByRole("button", { name: "Remove image 1" }).click();
    await expect(posted).toHaveCount(1);
    await expect(posted.first()).toHaveValue(firstUrl);
  });
});
