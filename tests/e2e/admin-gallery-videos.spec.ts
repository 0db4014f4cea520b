import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { keyboardDrag } from "./support/drag.ts";
import { png } from "./support/images.ts";
import { toast } from "./support/toast.ts";

/**
 * Every video this file publishes is unpublished and in the trash (or back as
 * a draft) by the end of its test: the public gallery specs count the demo videos.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const DRAFT_DEMO = "Monaco preview";
const PUBLISHED_DEMO = "Onboard: a lap of Magny-Cours in the VH-78";

const rows = (page: Page) => page.getByTestId("video-row");
const row = (page: Page, title: string) => rows(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });
const publicCards = (page: Page) => page.getByTestId("video-card");

async function publicTitles(page: Page, tag: string): Promise<string[]> {
  await page.goto("/gallery?category=videos");
  return (await publicCards(page).getByRole("heading", { level: 2 }).allTextContents()).map((text) => text.trim()).filter((text) => text.includes(tag));
}

async function addVideo(page: Page, fields: { title: string; duration?: string; url?: string; embed?: string; published?: boolean }) {
  await page.goto("/admin/gallery?tab=videos");
  await page.getByRole("link", { name: "Add Video" }).click();
  await expect(page).toHaveURL(/\/admin\/gallery\/videos\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Video");
  await page.getByLabel("Title *").fill(fields.title);
  if (fields.duration) await page.getByLabel("Duration").fill(fields.duration);
  if (fields.url) await page.getByLabel("Video URL").fill(fields.url);
  if (fields.embed) await page.getByLabel("Embed code").fill(fields.embed);
  if (fields.published) await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/gallery\/videos\/[0-9a-f-]{36}$/);
  await expect(toast(page, "Created.")).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop()!;
}

async function trashFromList(page: Page, title: string) {
  await page.goto(`/admin/gallery?tab=videos&q=${encodeURIComponent(title)}`);
  await row(page, title).getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${title}?` });
  await expect(dialog).toContainText("restored for 30 days");
  await dialog.getByRole("button", { name: "Move to trash" }).click();
  await expect(page.getByText(`${title} moved to the trash.`)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
}

test.describe("admin gallery: videos", () => {
  test("the videos tab lists every video, published or not, with search and status filter", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/gallery");
    await page.getByRole("navigation", { name: "Gallery sections" }).getByRole("link", { name: "Videos" }).click();
    await expect(page).toHaveURL(/\?tab=videos$/);
    await expect(page.getByRole("link", { name: "Add Video" })).toHaveAttribute("href", "/admin/gallery/videos/new");
    await expect(row(page, DRAFT_DEMO).getByText("Draft", { exact: true })).toBeVisible();
    await expect(row(page, PUBLISHED_DEMO).getByText("Published", { exact: true })).toBeVisible();
    await expect(row(page, PUBLISHED_DEMO)).toContainText("4:32");
    await expectNoSeriousA11yViolations(page);

    const search = page.getByRole("search", { name: "Search videos" });
    await search.getByRole("searchbox").fill("timelapse");
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/tab=videos/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("VH-82 Turbo: restoration timelapse");
    await page.goto("/admin/gallery?tab=videos&status=draft");
    await expect(row(page, DRAFT_DEMO)).toHaveCount(1);
    await expect(row(page, PUBLISHED_DEMO)).toHaveCount(0);
  });

  test("a refused video form comes back filled, with the player's rules as field messages", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/gallery/videos/new");
    await page.getByLabel("Title *").fill("Refused video");
    await page.getByLabel("Duration").fill("4:7");
    await page.getByLabel("Video URL").fill("https://example.com/watch");
    const embed = '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/kV3pZ8xQ1mE"></iframe>';
    await page.getByLabel("Embed code").fill(embed);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
    // The browser refuses what it can tell (the duration's format) before anything is sent…
    await expect(page.getByText("Use minutes:seconds or hours:minutes:seconds, e.g. 4:32.")).toBeVisible();
    await page.getByLabel("Duration").fill("4:07");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // …and whether the player can play the address or the code is the server's to say.
    await expect(page.getByText("Give a YouTube or Vimeo link, or the https:// address of an .mp4 or .webm file.")).toBeVisible();
    await expect(page.getByText("Paste only the <iframe …></iframe> code, with nothing around it.")).toBeVisible();
    await expect(page.getByLabel("Title *")).toHaveValue("Refused video");
    await expect(page.getByLabel("Embed code")).toHaveValue(embed);
    await expect(page.getByLabel("Video URL")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Embed code").fill('<iframe src="https://evil.example/embed/1"></iframe>');
    await page.getByLabel("Duration").fill("1:04:32");
    await page.getByLabel("Video URL").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The iframe must be a YouTube or Vimeo player (https).")).toBeVisible();
    await expect(page.getByText("Use minutes:seconds or hours:minutes:seconds, e.g. 4:32.")).toHaveCount(0);
  });

  test("a video's whole life: add, publish, see it public, edit, reorder, unpublish, delete, restore, public again", async ({ page }) => {
    test.setTimeout(120_000);
    const tag = unique();
    const title = `Onboard Dijon ${tag}`;
    const other = `Pit stop drill ${tag}`;
    await adminSession(page);
    const id = await addVideo(page, { title, duration: "3:15", url: "https://www.youtube.com/watch?v=kV3pZ8xQ1mE" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit video");
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();

    // A thumbnail uploaded through the image field.
    await page.getByLabel("Thumbnail", { exact: true }).setInputFiles(await png("video-thumb.png", 1280, 720));
    await expect(page.locator('input[name="thumbnail_url"]')).toHaveValue(/^\/media\//, { timeout: 30_000 });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Saved.")).toBeVisible();

    await page.goto(`/admin/gallery?tab=videos&q=${encodeURIComponent(title)}`);
    await expect(row(page, title).getByText("Draft", { exact: true })).toBeVisible();
    expect(await publicTitles(page, tag)).toEqual([]);

    await page.goto(`/admin/gallery?tab=videos&q=${encodeURIComponent(title)}`);
    await row(page, title).getByRole("button", { name: `Publish ${title}` }).click();
    await expect(row(page, title).getByText("Published", { exact: true })).toBeVisible();
    expect(await publicTitles(page, tag)).toEqual([title]);
    const card = publicCards(page).filter({ hasText: title });
    await expect(card).toContainText("3:15");
    await expect(card.locator("img")).toHaveAttribute("srcset", /480w/);
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/kV3pZ8xQ1mE");
    await page.keyboard.press("Escape");

    // Edit: the public page shows the change at the next request.
    await page.goto(`/admin/gallery/videos/${id}`);
    const renamed = `${title} (full lap)`;
    await page.getByLabel("Title *").fill(renamed);
    await page.getByLabel("Embed code").fill('<iframe width="560" height="315" src="https://player.vimeo.com/video/824615093" allowfullscreen></iframe>');
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Saved.")).toBeVisible();
    expect(await publicTitles(page, tag)).toEqual([renamed]);
    await publicCards(page).filter({ hasText: renamed }).getByRole("link", { name: renamed }).click();
    await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute("src", "https://player.vimeo.com/video/824615093");
    await page.keyboard.press("Escape");

    // A second video comes first; Move down, then a keyboard drag, set the order.
    await addVideo(page, { title: other, duration: "0:45", url: "https://vimeo.com/824615093", published: true });
    expect(await publicTitles(page, tag)).toEqual([other, renamed]);
    await page.goto("/admin/gallery?tab=videos");
    await row(page, other).getByRole("button", { name: `Move ${other} down` }).click();
    await expect(page.getByText("Order saved.")).toBeVisible();
    await expect(rows(page).nth(0)).toContainText(renamed);
    expect(await publicTitles(page, tag)).toEqual([renamed, other]);

    await page.goto("/admin/gallery?tab=videos");
    await keyboardDrag(page, `Reorder ${renamed}`, 1);
    await expect(page.getByText("Order saved.")).toBeVisible();
    expect(await publicTitles(page, tag)).toEqual([other, renamed]);

    // Unpublish: gone from the public gallery.
    await page.goto(`/admin/gallery?tab=videos&q=${encodeURIComponent(tag)}`);
    for (const name of [renamed, other]) {
      await row(page, name).getByRole("button", { name: `Unpublish ${name}` }).click();
      await expect(row(page, name).getByText("Draft", { exact: true })).toBeVisible();
    }
    expect(await publicTitles(page, tag)).toEqual([]);

    // Delete (from the editor for one, the list for the other), then restore from the trash.
    await page.goto(`/admin/gallery/videos/${id}`);
    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    await page.getByRole("dialog", { name: `Delete ${renamed}?` }).getByRole("button", { name: "Move to trash" }).click();
    await expect(page).toHaveURL(/\/admin\/gallery\?tab=videos$/);
    await expect(toast(page, `${renamed} moved to the trash.`)).toBeVisible();
    await expect(row(page, renamed)).toHaveCount(0);
    await trashFromList(page, other);

    await page.goto("/admin/trash");
    await page.getByRole("button", { name: `Restore ${renamed}` }).click();
    await expect(page.getByText(`${renamed} is restored.`)).toBeVisible();
    await page.goto(`/admin/gallery?tab=videos&q=${encodeURIComponent(tag)}`);
    await expect(row(page, renamed).getByText("Draft", { exact: true })).toBeVisible();
    await expect(row(page, other)).toHaveCount(0);
    expect(await publicTitles(page, tag)).toEqual([]);

    // The restored video, published again, is back on the public gallery with its player; the trashed one is not.
    await page.goto(`/admin/gallery?tab=videos&q=${encodeURIComponent(renamed)}`);
    await row(page, renamed).getByRole("button", { name: `Publish ${renamed}` }).click();
    await expect(page.getByText(`${renamed} is published.`)).toBeVisible();
    await expect(row(page, renamed).getByText("Published", { exact: true })).toBeVisible();
    expect(await publicTitles(page, tag)).toEqual([renamed]);
    const restoredCard = publicCards(page).filter({ hasText: renamed });
    await expect(restoredCard).toContainText("3:15");
    await expect(restoredCard.locator("img")).toHaveAttribute("srcset", /480w/);
    await restoredCard.getByRole("link", { name: renamed }).click();
    await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute("src", "https://player.vimeo.com/video/824615093");
    await page.keyboard.press("Escape");

    // Unpublished and back in the trash: the public gallery is left as the test found it.
    await page.goto(`/admin/gallery?tab=videos&q=${encodeURIComponent(renamed)}`);
    await row(page, renamed).getByRole("button", { name: `Unpublish ${renamed}` }).click();
    await expect(row(page, renamed).getByText("Draft", { exact: true })).toBeVisible();
    expect(await publicTitles(page, tag)).toEqual([]);
    await trashFromList(page, renamed);

    // Every write is in the audit log, newest first.
    await page.goto("/admin/activity");
    await expect(page.getByTestId("activity-row").first()).toHaveAttribute("data-action", "video.trash");
    for (const action of ["video.create", "video.update", "video.publish", "video.reorder", "video.unpublish", "video.restore"]) {
      await expect(page.locator(`[data-testid="activity-row"][data-action="${action}"]`).first()).toBeVisible();
    }
  });
});

test.describe("admin gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a video is added, moved and published with plain form posts", async ({ page }) => {
    test.setTimeout(60_000);
    const tag = unique();
    const first = `No-JS reel A ${tag}`;
    const second = `No-JS reel B ${tag}`;
    await adminSession(page);
    for (const title of [first, second]) {
      await page.goto("/admin/gallery/videos/new");
      await page.getByLabel("Title *").fill(title);
      await page.getByLabel("Duration").fill("1:00");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/gallery\/videos\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("status").filter({ hasText: /^Created\.$/ })).toBeVisible();
    }
    await page.goto("/admin/gallery?tab=videos");
    const titles = async () => (await rows(page).getByRole("link").filter({ hasText: tag }).allTextContents()).map((text) => text.trim());
    expect(await titles()).toEqual([second, first]);
    await row(page, second).getByRole("button", { name: `Move ${second} down` }).click();
    await expect(page.getByText("Order saved.")).toBeVisible();
    expect(await titles()).toEqual([first, second]);
    await row(page, first).getByRole("button", { name: `Publish ${first}` }).click();
    await expect(page.getByText(`${first} is published.`)).toBeVisible();
    expect(await publicTitles(page, tag)).toEqual([first]);
    await page.goto("/admin/gallery?tab=videos");
    await row(page, first).getByRole("button", { name: `Unpublish ${first}` }).click();
    await expect(page.getByText(`${first} is no longer public.`)).toBeVisible();
    expect(await publicTitles(page, tag)).toEqual([]);
  });
});
