import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../platform/db.server.ts";
import { storeImage, mediaUrl } from "../../platform/images.server.ts";
import { migrateDatabase } from "../../platform/migrate.server.ts";
import { createLocalStorage, type Storage } from "../../platform/storage.server.ts";
import { user } from "../schema/auth.ts";
import { historicF1Cars } from "../schema/cars.ts";
import { prestigiousEvents } from "../schema/events.ts";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../schema/gallery.ts";
import { media } from "../schema/media.ts";
import { newsArticles } from "../schema/news.ts";
import { newsletterEditions, newsletterSubscribers } from "../schema/newsletter.ts";
import { merchandise, merchandiseCategories } from "../schema/shop.ts";
import { siteSettings } from "../schema/site.ts";
import { sitePages } from "../schema/pages.ts";
import { contactDocumentSchema, driverDocumentSchema, experienceOptions, experiencesDocumentSchema, f1madnessDocumentSchema, homeDocumentSchema, hoursLines, missingFrench, servicesDocumentSchema } from "../../features/pages/schema.ts";
import { heroVideoFrameSvg, vp8Payload } from "./demo-images.server.ts";
import { DEMO_DRIVER_SLUG, DEMO_HERO_KEYS, DEMO_HERO_VIDEO_KEY, DEMO_TEAM_NAME, seedDemoContent } from "./seed.server.ts";

// A fixed "today" keeps past/upcoming splits independent of when the test runs.
const TODAY = new Date("2026-03-15T10:00:00Z");
const TODAY_DATE = "2026-03-15";
const IN_ONE_YEAR = "2027-03-15";

let handle: DatabaseHandle;
let storage: Storage;
let storageRoot: string;
let firstResult: { seeded: boolean };

async function readStored(key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`missing in storage: ${key}`);
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

function isWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString("ascii") === "RIFF" && bytes.subarray(8, 12).toString("ascii") === "WEBP";
}

function keyOf(url: string | null): string {
  expect(url).toMatch(/^\/media\/demo\/.+\.webp$/);
  return url!.slice("/media/".length);
}

async function counts() {
  const { db } = handle;
  return {
    settings: (await db.select().from(siteSettings)).length,
    cars: (await db.select().from(historicF1Cars)).length,
    news: (await db.select().from(newsArticles)).length,
    editions: (await db.select().from(newsletterEditions)).length,
    events: (await db.select().from(prestigiousEvents)).length,
    merchandise: (await db.select().from(merchandise)).length,
    albums: (await db.select().from(galleryAlbums)).length,
    photos: (await db.select().from(galleryPhotos)).length,
    videos: (await db.select().from(galleryVideos)).length,
    media: (await db.select().from(media)).length,
  };
}

let tempRoot: string;
const savedTmpdir = process.env.TMPDIR;

beforeAll(async () => {
  storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-"));
  storage = createLocalStorage(storageRoot);
  // The pictures are made in a staging folder under the OS temporary folder: this file's own, to see it cleaned up.
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-tmp-"));
  process.env.TMPDIR = tempRoot;
  handle = await openDatabase({});
  await migrateDatabase(handle);
  firstResult = await seedDemoContent({ db: handle.db, storage }, { today: TODAY });
}, 120_000);

afterAll(async () => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmpdir;
  await handle?.close();
  if (storageRoot) fs.rmSync(storageRoot, { recursive: true, force: true });
  if (tempRoot) fs.rmSync(tempRoot, { recursive: true, force: true });
});

describe("seedDemoContent", () => {
  it("seeds an empty database", () => {
    expect(firstResult).toEqual({ seeded: true });
  });

  it("makes the pictures in a child process's staging folder, then removes it (issue 16: the server keeps none of that memory)", () => {
    expect(os.tmpdir()).toBe(tempRoot);
    expect(fs.readdirSync(tempRoot)).toEqual([]);
  });

  it("writes the site settings row", async () => {
    const rows = await handle.db.select().from(siteSettings);
    expect(rows).toHaveLength(1);
    const settings = rows[0]!;
    expect(settings.id).toBe(1);
    expect(settings.team_name).toBe("Écurie Vitesse Historique");
    expect(settings.team_name).toBe(DEMO_TEAM_NAME);
    expect(settings.driver_name).toBe("Lucas Delaunay");
    expect(settings.driver_slug).toBe("lucas-delaunay");
    expect(settings.driver_slug).toBe(DEMO_DRIVER_SLUG);
    expect(settings.contact_email).toMatch(/^[^@\s]+@ecurie-vitesse\.example$/);
    expect(settings.contact_phone).toMatch(/^\+33 [0-9 ]+$/);
    expect(settings.address).toMatch(/France$/);
  });

  it("gives the home page a real looping hero video, drawn in code, with the home hero image as poster", async () => {
    const [homeRow] = await handle.db.select().from(sitePages).where(eq(sitePages.key, "home"));
    const home = homeDocumentSchema.parse(homeRow!.published);
    expect(home.hero.videoUrl).toBe(mediaUrl(DEMO_HERO_VIDEO_KEY));
    expect(home.hero.videoUrl).toBe("/media/demo/hero/home.webm");
    expect(home.hero.posterUrl).toBe(`/media/${DEMO_HERO_KEYS.home}-1600.webp`);
    expect(isWebp(await readStored(keyOf(home.hero.posterUrl!)))).toBe(true);

    const object = await storage.get(DEMO_HERO_VIDEO_KEY);
    expect(object?.contentType).toBe("video/webm");
    const bytes = await readStored(DEMO_HERO_VIDEO_KEY);
    // EBML magic, then a WebM document with one VP8 video track of the recorded size.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.includes(Buffer.from("webm"))).toBe(true);
    expect(bytes.includes(Buffer.from("V_VP8"))).toBe(true);
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(bytes.length).toBeLessThan(1_500_000);

    const [row] = await handle.db.select().from(media).where(eq(media.key, DEMO_HERO_VIDEO_KEY));
    expect(row).toMatchObject({ content_type: "video/webm", bytes: bytes.length, width: 960, height: 540 });
    expect(row!.alt).toBeTruthy();
    expect(row!.alt_fr).toBeTruthy();
  });

  it("seeds historic cars in both categories", async () => {
    const cars = await handle.db.select().from(historicF1Cars);
    expect(cars.length).toBeGreaterThanOrEqual(8);
    expect(cars.filter((car) => car.car_category === "catalog").length).toBeGreaterThanOrEqual(3);
    expect(cars.filter((car) => car.car_category === "team").length).toBeGreaterThanOrEqual(3);
    expect(cars.filter((car) => car.featured).length).toBeGreaterThanOrEqual(2);
    expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.created_at.getTime())).size).toBe(cars.length);
    expect(cars.some((car) => car.car_category === "team" && car.price === null)).toBe(true);
    for (const flag of ["for_sale", "for_rent", "for_experience"] as const) {
      expect(cars.some((car) => car[flag])).toBe(true);
      expect(cars.some((car) => !car[flag])).toBe(true);
    }
    const statuses = new Set(cars.map((car) => car.status));
    expect([...statuses].sort()).toEqual(["available", "on_track", "restoration"]);
    for (const car of cars) {
      expect(car.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(car.year).toBeGreaterThanOrEqual(1967);
      expect(car.year).toBeLessThanOrEqual(1992);
      if (car.price !== null) expect(car.price).toMatch(/^\d+\.\d{2}$/);
      expect(car.description.length).toBeGreaterThan(40);
      expect(car.engine).toBeTruthy();
      expect(car.chassis).toBeTruthy();
      expect(Object.keys(car.specifications).length).toBeGreaterThanOrEqual(3);
      for (const value of Object.values(car.specifications)) expect(typeof value).toBe("string");
      keyOf(car.image_url);
    }
  });

  it("seeds news articles, one draft and one without excerpt", async () => {
    const articles = await handle.db.select().from(newsArticles);
    expect(articles.length).toBeGreaterThanOrEqual(6);
    const drafts = articles.filter((article) => !article.published);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.published_at).toBeNull();
    const published = articles.filter((article) => article.published);
    for (const article of published) {
      expect(article.published_at).toBeInstanceOf(Date);
      expect(article.published_at!.getTime()).toBeLessThan(TODAY.getTime());
    }
    expect(new Set(published.map((article) => article.published_at!.getTime())).size).toBe(published.length);
    const withoutExcerpt = articles.filter((article) => article.excerpt === null);
    expect(withoutExcerpt).toHaveLength(1);
    expect(withoutExcerpt[0]!.published).toBe(true);
    expect(withoutExcerpt[0]!.content.length).toBeGreaterThan(300);
    expect(articles.filter((article) => article.featured_image !== null).length).toBeGreaterThan(articles.length / 2);
    for (const article of articles) {
      expect(article.category).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(article.content.split("\n\n").length).toBeGreaterThanOrEqual(2);
      if (article.featured_image !== null) keyOf(article.featured_image);
    }
    expect(articles.some((article) => article.category.includes("_"))).toBe(true);
  });

  it("seeds newsletter editions, two sent and one unsent", async () => {
    const editions = await handle.db.select().from(newsletterEditions);
    expect(editions.length).toBeGreaterThanOrEqual(3);
    const sent = editions.filter((edition) => edition.sent_at !== null);
    expect(sent.length).toBe(2);
    expect(new Set(sent.map((edition) => edition.sent_at!.getTime())).size).toBe(2);
    for (const edition of sent) expect(edition.sent_at!.getTime()).toBeLessThan(TODAY.getTime());
    expect(editions.filter((edition) => edition.sent_at === null).length).toBe(1);
    for (const edition of editions) {
      expect(edition.title).toBeTruthy();
      expect(edition.subject).toBeTruthy();
      expect(edition.content).toMatch(/<h2>.*<\/h2>/);
      expect(edition.content).toMatch(/<p>/);
      expect(edition.content).not.toMatch(/<script|on\w+=/i);
    }
    expect(editions.some((edition) => edition.content.includes("<ul>") && edition.content.includes('<a href="https://'))).toBe(true);
  });

  it("seeds events in the past and over the next twelve months", async () => {
    const events = await handle.db.select().from(prestigiousEvents);
    expect(events.length).toBeGreaterThanOrEqual(6);
    for (const event of events) {
      expect(event.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.event_type).toBeTruthy();
      expect(event.location).toBeTruthy();
      expect(event.description).toBeTruthy();
      keyOf(event.image_url);
    }
    expect(events.filter((event) => event.event_date < TODAY_DATE)).toHaveLength(2);
    const upcoming = events.filter((event) => event.event_date >= TODAY_DATE);
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    for (const event of upcoming) expect(event.event_date <= IN_ONE_YEAR).toBe(true);
    expect(events.filter((event) => event.featured)).toHaveLength(1);
    expect(new Set(events.map((event) => event.event_type)).size).toBeGreaterThanOrEqual(3);
  });

  it("seeds merchandise in the four shop categories", async () => {
    const products = await handle.db.select().from(merchandise);
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(new Set(products.map((product) => product.category))).toEqual(new Set(merchandiseCategories));
    for (const category of merchandiseCategories) {
      expect(products.filter((product) => product.category === category).length).toBeGreaterThanOrEqual(2);
    }
    expect(products.filter((product) => product.stock_quantity === 0).length).toBeGreaterThanOrEqual(1);
    expect(products.filter((product) => !product.active).length).toBeGreaterThanOrEqual(1);
    expect(products.filter((product) => product.featured).length).toBeGreaterThanOrEqual(2);
    expect(new Set(products.map((product) => product.created_at.getTime())).size).toBe(products.length);
    for (const product of products) {
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      if (product.category === "Apparel") expect(product.sizes_available.length).toBeGreaterThan(0);
      else expect(product.sizes_available).toEqual([]);
      keyOf(product.image_url);
    }
  });

  it("seeds gallery albums with consistent photos", async () => {
    const albums = await handle.db.select().from(galleryAlbums);
    const photos = await handle.db.select().from(galleryPhotos);
    expect(albums.length).toBeGreaterThanOrEqual(4);
    expect(new Set(albums.map((album) => album.year)).size).toBeGreaterThanOrEqual(3);
    expect(albums.filter((album) => !album.published)).toHaveLength(1);
    expect(new Set(albums.map((album) => album.display_order)).size).toBe(albums.length);
    for (const album of albums) {
      const own = photos.filter((photo) => photo.album_id === album.id).sort((a, b) => a.display_order - b.display_order);
      expect(own.length).toBeGreaterThanOrEqual(6);
      expect(album.photo_count).toBe(own.length);
      expect(own.map((photo) => photo.image_url)).toContain(album.cover_image_url);
      expect(own.map((photo) => photo.display_order)).toEqual(own.map((_, index) => index));
      expect(new Set(own.map((photo) => photo.uploaded_at.getTime())).size).toBe(own.length);
      expect(album.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(album.event_date!.slice(0, 4))).toBe(album.year);
      for (const photo of own) {
        expect(photo.caption).toBeTruthy();
        expect(photo.width).toBeGreaterThan(0);
        expect(photo.height).toBeGreaterThan(0);
        keyOf(photo.image_url);
      }
    }
  });

  it("seeds gallery videos covering each way of showing a video", async () => {
    const videos = await handle.db.select().from(galleryVideos);
    expect(videos.length).toBeGreaterThanOrEqual(4);
    const embedded = videos.filter((video) => video.video_embed_code);
    expect(embedded.length).toBeGreaterThanOrEqual(1);
    expect(embedded[0]!.video_embed_code).toMatch(/^<iframe [^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}"[^>]*><\/iframe>$/);
    const urlOnly = videos.filter((video) => video.video_url && !video.video_embed_code);
    expect(urlOnly.length).toBeGreaterThanOrEqual(1);
    // A YouTube or Vimeo page, or a film uploaded here (/media/…): what the public player plays.
    for (const video of urlOnly) expect(video.video_url).toMatch(/^(https:\/\/|\/media\/)/);
    expect(videos.filter((video) => !video.video_url && !video.video_embed_code).length).toBeGreaterThanOrEqual(1);
    expect(videos.filter((video) => !video.published)).toHaveLength(1);
    expect(new Set(videos.map((video) => video.display_order)).size).toBe(videos.length);
    for (const video of videos) {
      expect(video.duration).toMatch(/^\d{1,2}:\d{2}$/);
      keyOf(video.thumbnail_url);
    }
  });

  it("seeds every content type in French too (decision 013's marker columns), captions photo by photo", async () => {
    const { db } = handle;
    const [settings] = await db.select().from(siteSettings);
    expect(settings?.address_fr).toContain("Magny-Cours");
    for (const car of await db.select().from(historicF1Cars)) {
      expect(car.description_fr, car.slug).toBeTruthy();
      expect(Object.keys(car.specifications_fr ?? {})).toHaveLength(Object.keys(car.specifications).length);
    }
    for (const event of await db.select().from(prestigiousEvents)) expect(event.name_fr, event.name).toBeTruthy();
    for (const item of await db.select().from(merchandise)) expect(item.name_fr, item.name).toBeTruthy();
    for (const album of await db.select().from(galleryAlbums)) expect(album.title_fr, album.title).toBeTruthy();
    for (const photo of await db.select().from(galleryPhotos)) expect(photo.caption_fr === null).toBe(photo.caption === null);
    for (const video of await db.select().from(galleryVideos)) expect(video.title_fr, video.title).toBeTruthy();
  });

  it("leaves subscribers and users alone", async () => {
    expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(0);
    expect(await handle.db.select().from(user)).toHaveLength(0);
  });

  it("stores every referenced image as real WebP variants with a media row", async () => {
    const { db } = handle;
    const rows = await db.select().from(media);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const urls = [
      ...(await db.select({ url: historicF1Cars.image_url }).from(historicF1Cars)),
      ...(await db.select({ url: newsArticles.featured_image }).from(newsArticles)),
      ...(await db.select({ url: prestigiousEvents.image_url }).from(prestigiousEvents)),
      ...(await db.select({ url: merchandise.image_url }).from(merchandise)),
      ...(await db.select({ url: galleryPhotos.image_url }).from(galleryPhotos)),
      ...(await db.select({ url: galleryVideos.thumbnail_url }).from(galleryVideos)),
      ...(await db.select({ url: galleryAlbums.cover_image_url }).from(galleryAlbums)),
    ]
      .map((row) => row.url)
      .filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(50);

    for (const url of new Set(urls)) {
      const row = byKey.get(keyOf(url));
      expect(row, url).toBeDefined();
      expect(row!.content_type).toBe("image/webp");
      // Every demo image says what it shows, in both languages (issue 15), never just a name.
      expect(row!.alt, url).toBeTruthy();
      expect(row!.alt_fr, url).toBeTruthy();
      expect(row!.alt_fr, url).not.toBe(row!.alt);
      expect(row!.variants.length).toBeGreaterThanOrEqual(2);
      const largest = row!.variants.at(-1)!;
      expect(largest.key).toBe(row!.key);
      expect([row!.width, row!.height, row!.bytes]).toEqual([largest.width, largest.height, largest.bytes]);
      expect(row!.variants.map((variant) => variant.width)).toEqual([...row!.variants.map((variant) => variant.width)].sort((a, b) => a - b));
      for (const variant of row!.variants) {
        expect(variant.format).toBe("webp");
        expect(variant.key).toBe(variant.key.replace(/-\d+\.webp$/, "") + `-${variant.width}.webp`);
        const bytes = await readStored(variant.key);
        expect(isWebp(bytes), variant.key).toBe(true);
        expect(bytes.length).toBe(variant.bytes);
      }
    }

    // Spot-check the pixels: a real decodable image of the recorded size, with no metadata left.
    const sample = rows.find((row) => row.key.startsWith("demo/cars/"))!;
    const metadata = await sharp(await readStored(sample.key)).metadata();
    expect(metadata.format).toBe("webp");
    expect([metadata.width, metadata.height]).toEqual([sample.width, sample.height]);
    expect(metadata.exif).toBeUndefined();
  });

  it("publishes the demo team's home and driver pages as documents their schemas read, in both languages, the portrait stored", async () => {
    const rows = await handle.db.select().from(sitePages);
    expect(rows.map((row) => row.key).sort()).toEqual(["contact", "driver", "experiences", "f1madness", "home", "listings", "services"]);
    const home = homeDocumentSchema.parse(rows.find((row) => row.key === "home")!.published);
    expect(home.intro.tiles.map((tile) => tile.title.en)).toEqual(["Latest News", "Car Collection", "Meet Us"]);
    expect(home.partners).toHaveLength(8);
    const driver = driverDocumentSchema.parse(rows.find((row) => row.key === "driver")!.published);
    expect([driver.name, driver.slug]).toEqual(["Lucas Delaunay", DEMO_DRIVER_SLUG]);
    expect(driver.timeline[0]!.year).toBe(1997);
    expect(driver.timeline.at(-1)!.toPresent).toBe(true);
    expect(isWebp(await readStored(keyOf(driver.portrait.url!)))).toBe(true);
    // Every word the demo writes in English has its French (the dashboard would count the others).
    expect(missingFrench(home)).toEqual([]);
    expect(missingFrench(driver)).toEqual([]);
    const f1madness = f1madnessDocumentSchema.parse(rows.find((row) => row.key === "f1madness")!.published);
    expect(f1madness.cars.items.map((car) => car.key)).toEqual(["lambert-lt3", "corbiere-c80", "rocheval-rv84-turbo"]);
    expect(f1madness.services.items).toHaveLength(6);
    expect(missingFrench(f1madness)).toEqual([]);
    const services = servicesDocumentSchema.parse(rows.find((row) => row.key === "services")!.published);
    expect(services.sections.map((section) => section.anchor)).toEqual(["acquisition", "restoration", "racing", "track-experiences", "driver-coaching", "team-management", "technical-consulting"]);
    expect(services.sections.map((section) => section.shortName.en)).toEqual(["Acquisition", "Restoration", "Racing", "Track Experiences", "Driver Coaching", "Team Management", "Technical Consulting"]);
    expect(missingFrench(services)).toEqual([]);
    // §9: four experiences, priced as written there; the request form's five choices (§5).
    const experiences = experiencesDocumentSchema.parse(rows.find((row) => row.key === "experiences")!.published);
    expect(experiences.cards.map((card) => [card.name.en, card.price, card.duration.en, card.featured])).toEqual([
      ["F1 Drive Experience", 15_000, "Full day", true],
      ["Track Day Coaching", 2_500, "Full day", false],
      ["VIP Event Package", 8_000, "Weekend", true],
      ["Passenger Hot Laps", 1_500, "Half day", false],
    ]);
    expect(experienceOptions(experiences, "en").map((option) => option.value)).toEqual(["f1_drive", "coaching", "vip", "hot_laps", "custom"]);
    expect(missingFrench(experiences)).toEqual([]);
    // The specification's hours, in its words and in French, and the workshop's year-end break.
    const contact = contactDocumentSchema.parse(rows.find((row) => row.key === "contact")!.published);
    expect(hoursLines(contact.hours, "en")).toEqual([
      { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
      { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(hoursLines(contact.hours, "fr").map((line) => line.days)).toEqual(["Du lundi au vendredi", "Samedi", "Dimanche"]);
    const year = 2026;
    expect(contact.closedDays).toEqual([{ from: `${year}-12-24`, to: `${year + 1}-01-02`, reason: { en: "Christmas holidays", fr: "Congés de fin d’année" } }]);
    expect(missingFrench(contact)).toEqual([]);
  });

  it("gives a demo site from before the editable pages its pages at the next start, under the driver's name it had", async () => {
    await handle.db.delete(sitePages);
    await handle.db.update(siteSettings).set({ driver_name: "Luc Delaunay", driver_slug: "luc" });
    expect(await seedDemoContent({ db: handle.db, storage }, { today: TODAY })).toEqual({ seeded: false });
    const [driver] = await handle.db.select().from(sitePages).where(eq(sitePages.key, "driver"));
    expect(driverDocumentSchema.parse(driver!.published)).toMatchObject({ name: "Luc Delaunay", slug: "luc" });
    await handle.db.delete(sitePages);
    await handle.db.update(siteSettings).set({ driver_name: "Lucas Delaunay", driver_slug: DEMO_DRIVER_SLUG });
    await seedDemoContent({ db: handle.db, storage }, { today: TODAY });
  });

  it("does nothing the second time", async () => {
    const before = await counts();
    const second = await seedDemoContent({ db: handle.db, storage }, { today: TODAY });
    expect(second).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });
});

describe("storeImage", () => {
  it("never upscales and records every variant", async () => {
    const input = await sharp({ create: { width: 700, height: 350, channels: 3, background: "#1e4fd8" } })
      .withExif({ IFD0: { Copyright: "test" } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage({ db: handle.db, storage }, input, { keyPrefix: "test/small", alt: "A blue rectangle" });
    expect(stored.variants.map((variant) => variant.width)).toEqual([480, 700]);
    expect(stored.url).toBe(mediaUrl("test/small-700.webp"));
    expect(stored.url).toBe("/media/test/small-700.webp");
    expect([stored.width, stored.height]).toEqual([700, 350]);
    const bytes = await readStored("test/small-700.webp");
    expect(isWebp(bytes)).toBe(true);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    const rows = await handle.db.select().from(media);
    expect(rows.find((row) => row.id === stored.id)?.key).toBe("test/small-700.webp");
  });
});

describe("hero video frames", () => {
  it("loop seamlessly: everything moves by whole laps, so phase 1 draws exactly phase 0", async () => {
    const pixels = (t: number) => sharp(Buffer.from(heroVideoFrameSvg(t, 320, 180))).raw().toBuffer();
    const [start, end, middle] = await Promise.all([pixels(0), pixels(1), pixels(0.3)]);
    expect(end.equals(start)).toBe(true);
    expect(middle.equals(start)).toBe(false);
  });

  it("yield the VP8 keyframe inside a lossy WebP", async () => {
    const webp = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#1e4fd8" } })
      .webp({ quality: 60 })
      .toBuffer();
    const payload = Buffer.from(vp8Payload(webp));
    // A VP8 keyframe: its frame tag's low bit is 0, then the start code 9d 01 2a and the size.
    expect(payload[0]! & 1).toBe(0);
    expect([...payload.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    expect(payload.readUInt16LE(6) & 0x3fff).toBe(64);
    expect(payload.readUInt16LE(8) & 0x3fff).toBe(36);
    expect(() => vp8Payload(Buffer.from("RIFF\0\0\0\0WEBPVP8L"))).toThrow();
  });
});
