import { expect, test, type BrowserContext, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";

/** Player frames load third-party pages (offline here): only our markup is checked. */
const THIRD_PARTY_FRAMES = ["iframe"];

// Published demo albums, with their photo counts; the fourth album is a draft.
const ALBUMS = [
  { title: "Magny-Cours Historic Grand Prix", slug: "magny-cours-historic-grand-prix", photos: 8, daysAgo: 40 },
  { title: "Spa-Francorchamps Classic Weekend", slug: "spa-classic-weekend", photos: 7, daysAgo: 420 },
  { title: "Monaco Historic Grand Prix", slug: "monaco-historic-grand-prix", photos: 6, daysAgo: 800 },
];
const DRAFT_ALBUM = "VH-82 Turbo restoration";
const MAGNY_COURS_CAPTIONS = [
  "The VH-78 at full speed on the main straight",
  "Pit board for the final laps of race one",
  "The grid before race two",
  "Second place trophy",
  "Lucas Delaunay's helmet, ready for the rain",
  "Chequered flag",
  "Fresh slicks for race one",
  "The crowd in the main grandstand",
];
const VIDEOS = {
  embed: { title: "Onboard: a lap of Magny-Cours in the VH-78", duration: "4:32", src: "https://www.youtube-nocookie.com/embed/kV3pZ8xQ1mE" },
  url: { title: "VH-82 Turbo: restoration timelapse", duration: "6:18", src: "https://player.vimeo.com/video/824615093" },
  none: { title: "Paddock walk at Spa-Francorchamps", duration: "2:47" },
};
const DRAFT_VIDEO = "Monaco preview";

const seededYear = (daysAgo: number) => Number(new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 4));

/** Cream on the shared signal red (header's current entry, selected tab, footer's Contact Us) is a shared-theme contrast issue reported to the lead. */

async function setTestCookie(context: BrowserContext, baseURL: string | undefined, name: string, value: string) {
  await context.addCookies([{ name, value, url: baseURL! }]);
}

const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "Gallery categories" }).getByRole("link", { name, exact: true });
const albumCards = (page: Page) => page.getByTestId("album-card");
const videoCards = (page: Page) => page.getByTestId("video-card");
const photoLinks = (page: Page) => page.getByTestId("photo-link");
const dialog = (page: Page) => page.getByRole("dialog");

async function openAlbum(page: Page, title = ALBUMS[0]!.title) {
  await page.goto("/gallery");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

test.describe("/gallery, Photos tab", () => {
  test("is the default tab and groups published albums by year, newest year first", async ({ page, request }) => {
    const html = await (await request.get("/gallery")).text();
    for (const album of ALBUMS) expect(html).toContain(album.title);

    await page.goto("/gallery");
    await expect(page.locator("h1")).toHaveText("Gallery");
    await expect(tab(page, "Photos")).toHaveAttribute("aria-current", "page");
    const years = [...new Set(ALBUMS.map((album) => seededYear(album.daysAgo)))].sort((a, b) => b - a);
    const groups = page.getByTestId("year-group");
    const headings = groups.getByRole("heading", { level: 2 });
    await expect(headings.locator("[aria-hidden=true]")).toHaveText(years.map(String));
    for (const [index, year] of years.entries()) await expect(headings.nth(index)).toHaveAccessibleName(`Albums from ${year}`);
    for (const album of ALBUMS) {
      const group = groups.filter({ has: page.getByRole("heading", { name: `Albums from ${seededYear(album.daysAgo)}` }) });
      await expect(group.getByTestId("album-card").filter({ hasText: album.title })).toHaveCount(1);
    }
    await expect(albumCards(page).getByRole("heading", { level: 3 })).toHaveText(ALBUMS.map((album) => album.title));
  });

  test("?category=photos selects the tab and unknown values fall back to it", async ({ page }) => {
    for (const url of ["/gallery?category=photos", "/gallery?category=nope"]) {
      await page.goto(url);
      await expect(tab(page, "Photos")).toHaveAttribute("aria-current", "page");
      await expect(albumCards(page)).toHaveCount(ALBUMS.length);
    }
  });

  test("album cards show the cover, photo count and date; the draft album is absent", async ({ page }) => {
    await page.goto("/gallery");
    for (const album of ALBUMS) {
      const card = albumCards(page).filter({ hasText: album.title });
      await expect(card).toContainText(`${album.photos} photos`);
      await expect(card.locator("time")).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
      await expect(card.locator("img")).toHaveAttribute("srcset", /480w/);
      // An album's page is at its slug (issue 15).
      await expect(card.getByRole("link")).toHaveAttribute("href", `/gallery/albums/${album.slug}`);
    }
    await expect(page.getByText(DRAFT_ALBUM)).toHaveCount(0);
  });
});

test.describe("/gallery album page", () => {
  test("shows the album's photos in order, with a Back to Albums control", async ({ page }) => {
    await openAlbum(page);
    await expect(page).toHaveURL(/\/gallery\/albums\/magny-cours-historic-grand-prix$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(photoLinks(page)).toHaveCount(8);
    const alts = await photoLinks(page).locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(alts).toEqual(MAGNY_COURS_CAPTIONS);
    const back = page.getByRole("link", { name: "Back to Albums" });
    await expect(back).toHaveAttribute("href", "/gallery?category=photos");
    await back.click();
    await expect(page).toHaveURL(/\/gallery\?category=photos$/);
    await expect(tab(page, "Photos")).toHaveAttribute("aria-current", "page");
  });

  test("unknown album addresses and ids, and a draft's, are a 404", async ({ page }) => {
    expect((await page.goto("/gallery/albums/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
    expect((await page.goto("/gallery/albums/draft"))?.status()).toBe(404);
    expect((await page.goto("/gallery/albums/vh-82-restoration"))?.status()).toBe(404);
  });

  test("the lightbox opens a photo large, moves with buttons and arrow keys, and closes with Escape back to the photo", async ({ page }) => {
    await openAlbum(page);
    const second = photoLinks(page).nth(1);
    await second.click();
    const box = dialog(page);
    await expect(box).toBeVisible();
    const position = box.getByTestId("lightbox-position");
    await expect(position).toHaveText("2 / 8");
    await expect(box).toContainText(MAGNY_COURS_CAPTIONS[1]!);
    await expect(box.getByRole("img", { name: MAGNY_COURS_CAPTIONS[1]! })).toBeVisible();

    await box.getByRole("button", { name: "Next photo" }).click();
    await expect(position).toHaveText("3 / 8");
    await expect(box).toContainText(MAGNY_COURS_CAPTIONS[2]!);
    await box.getByRole("button", { name: "Previous photo" }).click();
    await expect(position).toHaveText("2 / 8");

    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText("3 / 8");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText("1 / 8");
    // The ends wrap around.
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText("8 / 8");
    await expect(box).toContainText(MAGNY_COURS_CAPTIONS[7]!);
    await box.getByRole("button", { name: "Next photo" }).click();
    await expect(position).toHaveText("1 / 8");

    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(second).toBeFocused();
  });

  test("the lightbox works from the keyboard alone", async ({ page }) => {
    await openAlbum(page);
    await photoLinks(page).nth(4).focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page).getByTestId("lightbox-position")).toHaveText("5 / 8");
    await page.keyboard.press("ArrowRight");
    await expect(dialog(page).getByTestId("lightbox-position")).toHaveText("6 / 8");
    await dialog(page).getByRole("button", { name: "Close the photo viewer" }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(photoLinks(page).nth(4)).toBeFocused();
  });

  test("a failed or empty photo read shows the gallery's messages", async ({ page, context, baseURL }) => {
    await page.goto("/gallery");
    const href = (await albumCards(page).first().getByRole("link").getAttribute("href"))!;
    await setTestCookie(context, baseURL, "test-fail", "gallery-photos");
    await page.goto(href);
    await expect(page.getByRole("alert")).toHaveText("Error loading gallery. Please try again later.");
    await context.clearCookies();
    await setTestCookie(context, baseURL, "test-empty", "gallery-photos");
    await page.goto(href);
    await expect(page.getByText("No content available in this category yet.")).toBeVisible();
    await expect(photoLinks(page)).toHaveCount(0);
  });
});

test.describe("/gallery, Videos tab", () => {
  test("lists published videos with thumbnail, title and duration; the draft is absent", async ({ page }) => {
    await page.goto("/gallery?category=videos");
    await expect(tab(page, "Videos")).toHaveAttribute("aria-current", "page");
    await expect(videoCards(page).getByRole("heading", { level: 2 })).toHaveText([VIDEOS.embed.title, VIDEOS.url.title, VIDEOS.none.title]);
    for (const video of Object.values(VIDEOS)) {
      const card = videoCards(page).filter({ hasText: video.title });
      await expect(card).toContainText(video.duration);
      await expect(card.locator("img")).toHaveAttribute("srcset", /480w/);
    }
    await expect(page.getByText(DRAFT_VIDEO)).toHaveCount(0);
    await expect(albumCards(page)).toHaveCount(0);
  });

  test("a video with an embed code plays in our own iframe from the allowed host, and Escape closes the modal", async ({ page }) => {
    await page.goto("/gallery?category=videos");
    const link = page.getByRole("link", { name: VIDEOS.embed.title });
    await link.click();
    const box = dialog(page);
    await expect(box.getByRole("heading", { name: VIDEOS.embed.title })).toBeVisible();
    const frame = box.locator("iframe");
    await expect(frame).toHaveAttribute("src", VIDEOS.embed.src);
    await expect(frame).toHaveAttribute("title", VIDEOS.embed.title);
    await expect(frame).toHaveAttribute("allowfullscreen", "");
    // Not the stored markup: none of its attributes came along.
    await expect(frame).not.toHaveAttribute("width", "560");
    await expect(frame).not.toHaveAttribute("frameborder", /.*/);
    await expect(box.locator("video")).toHaveCount(0);
    // Focus starts on the player's frame, not inside the third-party iframe, so Escape reaches the dialog.
    await expect(box.getByTestId("video-player")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test("a video with only a video url plays from it (a Vimeo page becomes its player)", async ({ page }) => {
    await page.goto("/gallery?category=videos");
    await page.getByRole("link", { name: VIDEOS.url.title }).click();
    await expect(dialog(page).locator("iframe")).toHaveAttribute("src", VIDEOS.url.src);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
  });

  test("a video with neither shows a placeholder", async ({ page }) => {
    await page.goto("/gallery?category=videos");
    await page.getByRole("link", { name: VIDEOS.none.title }).click();
    const box = dialog(page);
    await expect(box.getByTestId("video-placeholder")).toContainText("This video cannot be played here yet.");
    await expect(box.locator("iframe, video")).toHaveCount(0);
    await box.getByRole("button", { name: "Close the video" }).click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("a shared ?video= link opens that video", async ({ page }) => {
    await page.goto("/gallery?category=videos");
    const href = (await page.getByRole("link", { name: VIDEOS.url.title }).getAttribute("href"))!;
    await page.goto(`/gallery${href}`);
    await expect(dialog(page).locator("iframe")).toHaveAttribute("src", VIDEOS.url.src);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/video=/);
  });
});

test.describe("/gallery states", () => {
  test("failed reads show the error message on both tabs", async ({ page, context, baseURL }) => {
    await setTestCookie(context, baseURL, "test-fail", "gallery-albums,gallery-videos");
    await page.goto("/gallery");
    await expect(page.getByRole("alert")).toHaveText("Error loading gallery. Please try again later.");
    await page.goto("/gallery?category=videos");
    await expect(page.getByRole("alert")).toHaveText("Error loading gallery. Please try again later.");
    await expect(videoCards(page)).toHaveCount(0);
  });

  test("empty reads show the empty message on both tabs", async ({ page, context, baseURL }) => {
    await setTestCookie(context, baseURL, "test-empty", "gallery-albums,gallery-videos");
    await page.goto("/gallery");
    await expect(page.getByText("No content available in this category yet.")).toBeVisible();
    await expect(albumCards(page)).toHaveCount(0);
    await page.goto("/gallery?category=videos");
    await expect(page.getByText("No content available in this category yet.")).toBeVisible();
  });

  test("switching tabs shows the loading spinner until the data arrives", async ({ page, context, baseURL }) => {
    await page.goto("/gallery");
    await expect(albumCards(page).first()).toBeVisible();
    await setTestCookie(context, baseURL, "test-delay", "gallery-videos:2000");
    await tab(page, "Videos").click();
    await expect(page.getByRole("status")).toHaveText("Loading…");
    await expect(videoCards(page)).toHaveCount(3);
    await expect(page.getByRole("status")).toHaveCount(0);
  });
});

test.describe("/gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a video card leads to the page with that video's player", async ({ page }) => {
    await page.goto("/gallery");
    await tab(page, "Videos").click();
    await page.getByRole("link", { name: VIDEOS.embed.title }).click();
    await expect(page).toHaveURL(/category=videos&video=[0-9a-f-]{36}/);
    const panel = page.getByTestId("video-panel");
    await expect(panel.getByRole("heading", { name: VIDEOS.embed.title })).toBeVisible();
    await expect(panel.locator("iframe")).toHaveAttribute("src", VIDEOS.embed.src);
    await panel.getByRole("link", { name: "Close the video" }).click();
    await expect(page.getByTestId("video-panel")).toHaveCount(0);
    await page.getByRole("link", { name: VIDEOS.none.title }).click();
    await expect(page.getByTestId("video-panel").getByTestId("video-placeholder")).toBeVisible();
  });

  test("a photo leads to the page with that photo large, and previous and next links", async ({ page }) => {
    await openAlbum(page);
    await photoLinks(page).nth(7).click();
    await expect(page).toHaveURL(/\?photo=8#viewer$/);
    const panel = page.getByTestId("lightbox-panel");
    await expect(panel.getByTestId("lightbox-position")).toHaveText("8 / 8");
    await expect(panel).toContainText(MAGNY_COURS_CAPTIONS[7]!);
    await panel.getByRole("link", { name: "Next photo" }).click();
    await expect(page.getByTestId("lightbox-panel").getByTestId("lightbox-position")).toHaveText("1 / 8");
    await page.getByTestId("lightbox-panel").getByRole("link", { name: "Previous photo" }).click();
    await expect(page.getByTestId("lightbox-panel").getByTestId("lightbox-position")).toHaveText("8 / 8");
    await page.getByRole("link", { name: "Close the photo viewer" }).click();
    await expect(page.getByTestId("lightbox-panel")).toHaveCount(0);
  });
});

test.describe("/gallery accessibility and layout", () => {
  test("the Photos tab, the Videos tab and an album have no serious accessibility violation", async ({ page }) => {
    await page.goto("/gallery");
    await expectNoSeriousA11yViolations(page, THIRD_PARTY_FRAMES);
    await page.goto("/gallery?category=videos");
    await expectNoSeriousA11yViolations(page, THIRD_PARTY_FRAMES);
    await openAlbum(page);
    await expectNoSeriousA11yViolations(page, THIRD_PARTY_FRAMES);
  });

  test("the open lightbox and video modal have no serious accessibility violation", async ({ page }) => {
    await openAlbum(page);
    await photoLinks(page).first().click();
    await expect(dialog(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, THIRD_PARTY_FRAMES);
    await page.goto("/gallery?category=videos");
    await page.getByRole("link", { name: VIDEOS.none.title }).click();
    await expect(dialog(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, THIRD_PARTY_FRAMES);
  });

  for (const width of [390, 768, 1440]) {
    test(`the gallery pages hold at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/gallery");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.goto("/gallery?category=videos");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await openAlbum(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await photoLinks(page).first().click();
      const box = (await dialog(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });
  }
});
