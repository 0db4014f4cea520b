import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { todayInParis } from "../../lib/format.ts";
import { demoAlbumsFr, demoArticlesFr, demoCarsFr, demoEditionsFr, demoEventsFr, demoProductsFr, demoSiteSettingsFr, demoVideosFr } from "./demo-content.fr.ts";
import type { Database } from "../../platform/db.server.ts";
import { mediaUrl, processImage, type MediaInsert, type StoredImage } from "../../platform/images.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import { historicF1Cars } from "../schema/cars.ts";
import { prestigiousEvents } from "../schema/events.ts";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../schema/gallery.ts";
import { media } from "../schema/media.ts";
import { newsArticles } from "../schema/news.ts";
import { newsletterEditions } from "../schema/newsletter.ts";
import { merchandise } from "../schema/shop.ts";
import { siteSettings } from "../schema/site.ts";
import { sitePages } from "../schema/pages.ts";
import { demoPages } from "./demo-pages.ts";
import { legalPages, type LegalPageKey } from "../schema/legal.ts";
import { demoLegalPages } from "./legal-pages.ts";
import {
  demoAlbums,
  demoArticles,
  demoCars,
  demoEditions,
  demoEvents,
  demoProducts,
  demoSiteSettings,
  demoVideos,
} from "./demo-content.ts";
import {
  articleImageSvg,
  carImageSvg,
  eventImageSvg,
  galleryPhotoSvg,
  heroImageSvg,
  heroVideoWebm,
  productImageSvg,
} from "./demo-images.server.ts";

export { DEMO_DRIVER_NAME, DEMO_DRIVER_SLUG, DEMO_TEAM_NAME } from "./demo-content.ts";

/** Storage key prefixes of the demo heroes; their largest variants are `${prefix}-1600.webp`. */
export const DEMO_HERO_KEYS = { home: "demo/hero/home", driver: "demo/hero/driver" } as const;
/** Storage key of the home page's background video (a WebM drawn in code, see heroVideoWebm). */
export const DEMO_HERO_VIDEO_KEY = "demo/hero/home.webm";
const HERO_VIDEO = { width: 960, height: 540 } as const;

/**
 * The demo team's pages (home, driver), as published documents: added where
 * missing, never over the team's own. The driver's name and address are the
 * settings' (a demo site may have renamed him before the pages existed).
 */
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function insertDemoPages(db: Database | Transaction, today: Date): Promise<void> {
  const [names] = await db.select({ driverName: siteSettings.driver_name, driverSlug: siteSettings.driver_slug }).from(siteSettings).where(eq(siteSettings.id, 1));
  const pages = demoPages({
    heroVideoUrl: mediaUrl(DEMO_HERO_VIDEO_KEY),
    heroPosterUrl: mediaUrl(`${DEMO_HERO_KEYS.home}-${HERO_LARGEST}.webp`),
    portraitUrl: mediaUrl(`${DEMO_HERO_KEYS.driver}-${HERO_LARGEST}.webp`),
    // The team's calendar decides the season, not the server's time zone.
    currentYear: Number(todayInParis(today).slice(0, 4)),
  });
  const driver = names ? { ...pages.driver, name: names.driverName, slug: names.driverSlug } : pages.driver;
  await db
    .insert(sitePages)
    .values([
      { key: "home", published: pages.home },
      { key: "driver", published: driver },
      { key: "f1madness", published: pages.f1madness },
      { key: "services", published: pages.services },
      { key: "experiences", published: pages.experiences },
      { key: "contact", published: pages.contact },
      { key: "listings", published: pages.listings },
    ])
    .onConflictDoNothing();
}

export interface SeedOptions {
  /** The day everything is relative to (events upcoming/past, publication dates). */
  today?: Date;
  /** How many images are generated at once. */
  concurrency?: number;
}

const DAY_MS = 86_400_000;
// 960 covers a card or a half-width column at 2x; heroes get a 1600 variant for full-width screens.
const CARD_WIDTHS = [480, 960];
const HERO_WIDTHS = [480, 960, 1600];
const HERO_LARGEST = HERO_WIDTHS.at(-1)!;
// Artwork designed at 1200 px wide is rendered straight at 960 (its largest variant): no wasted pixels.
const CARD_SCALE = 0.8;

interface ImageJob {
  keyPrefix: string;
  /** What the picture shows, in English and French (issue 15: every public image has its alt text in both). */
  alt: string;
  altFr: string;
  widths: number[];
  svg: () => string;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** The demo liveries in words, as an alt text says them. */
const LIVERY_WORDS = {
  bleu: { en: "blue", fr: "bleue" },
  rouge: { en: "red", fr: "rouge" },
  creme: { en: "cream", fr: "crème" },
  noir: { en: "black", fr: "noire" },
  marine: { en: "navy blue", fr: "bleu marine" },
  vert: { en: "green", fr: "verte" },
} as const;

/** What each kind of demo article picture shows (see articleImageSvg). */
const ARTICLE_PICTURES: Record<string, { en: string; fr: string }> = {
  restoration_diary: { en: "Blueprint of a historic Formula 1 car, its wheelbase measured out", fr: "Plan technique d’une Formule 1 historique, empattement coté" },
  race_report: { en: "A historic Formula 1 car at speed past a chequered flag and its finishing position", fr: "Une Formule 1 historique lancée devant le damier et sa place à l’arrivée" },
  team_news: { en: "A moment in the team's paddock", fr: "Un moment dans le paddock de l’équipe" },
  news: { en: "A circuit map in the team's colours", fr: "Un plan de circuit aux couleurs de l’équipe" },
};

function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [
    {
      keyPrefix: DEMO_HERO_KEYS.home,
      alt: "A blue 1970s Formula 1 car at speed with tricolore stripes",
      altFr: "Une Formule 1 bleue des années 1970 lancée à pleine vitesse, rayures tricolores",
      widths: HERO_WIDTHS,
      svg: () => heroImageSvg({ seed: "home", year: 1978, number: 27, livery: "bleu" }),
    },
    {
      keyPrefix: DEMO_HERO_KEYS.driver,
      alt: "The driver's helmet in team colours",
      altFr: "Le casque du pilote aux couleurs de l’équipe",
      widths: HERO_WIDTHS,
      svg: () => galleryPhotoSvg({ seed: "driver-hero", scene: "helmet", width: 1600, height: 900 }),
    },
  ];
  for (const car of demoCars) {
    jobs.push({
      keyPrefix: `demo/cars/${car.slug}`,
      alt: `The ${car.name} (${car.year}) in its ${LIVERY_WORDS[car.art.livery].en} livery, number ${car.art.number}, seen from the side`,
      altFr: `La ${car.name} (${car.year}) en livrée ${LIVERY_WORDS[car.art.livery].fr}, numéro ${car.art.number}, vue de profil`,
      widths: CARD_WIDTHS,
      svg: () => carImageSvg({ seed: car.slug, year: car.year, number: car.art.number, livery: car.art.livery, scale: CARD_SCALE }),
    });
  }
  for (const article of demoArticles) {
    if (!article.withImage) continue;
    jobs.push({
      keyPrefix: `demo/news/${article.slug}`,
      alt: (ARTICLE_PICTURES[article.category] ?? ARTICLE_PICTURES.news!).en,
      altFr: (ARTICLE_PICTURES[article.category] ?? ARTICLE_PICTURES.news!).fr,
      widths: CARD_WIDTHS,
      svg: () => articleImageSvg({ seed: article.slug, category: article.category, scale: CARD_SCALE }),
    });
  }
  for (const event of demoEvents) {
    jobs.push({
      keyPrefix: `demo/events/${event.slug}`,
      alt: `Circuit map for ${event.name}`,
      altFr: `Plan du circuit pour ${demoEventsFr[event.slug]!.name}`,
      widths: CARD_WIDTHS,
      svg: () => eventImageSvg({ seed: event.slug, eventType: event.event_type, location: event.location, scale: CARD_SCALE }),
    });
  }
  for (const product of demoProducts) {
    jobs.push({
      keyPrefix: `demo/shop/${product.slug}`,
      alt: `${product.name}, studio photograph`,
      altFr: `${demoProductsFr[product.slug]!.name}, photo en studio`,
      widths: CARD_WIDTHS,
      svg: () => productImageSvg({ seed: product.slug, ...product.art }),
    });
  }
  for (const album of demoAlbums) {
    album.photos.forEach((photo, index) => {
      jobs.push({
        keyPrefix: `demo/gallery/${album.slug}-${index + 1}`,
        alt: photo.caption,
        altFr: demoAlbumsFr[album.slug]!.captions[index] ?? photo.caption,
        widths: CARD_WIDTHS,
        svg: () => galleryPhotoSvg({ seed: `${album.slug}-${index}`, scene: photo.scene, scale: CARD_SCALE }),
      });
    });
  }
  for (const video of demoVideos) {
    jobs.push({
      keyPrefix: `demo/videos/${video.slug}`,
      alt: `Still from the film “${video.title}”`,
      altFr: `Image extraite du film « ${demoVideosFr[video.slug]!.title} »`,
      widths: CARD_WIDTHS,
      svg: () => galleryPhotoSvg({ seed: video.slug, scene: video.scene, width: 1200, height: 675, scale: CARD_SCALE }),
    });
  }
  return jobs;
}

/**
 * Fills an empty database with the demo content. Does nothing once
 * site_settings has its row, so it is safe to call on every start. Images are
 * generated and stored first (slow, outside any transaction); the rows,
 * media included, then go in one transaction so a failure leaves no half-seed.
 */
export async function seedDemoContent(
  deps: { db: Database; storage: Storage },
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const { db, storage } = deps;
  const existing = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  if (existing.length > 0) {
    // A demo site from before the pages were editable (issue 15) gets the words it showed, now as the team's pages.
    await insertDemoPages(db, options.today ?? new Date());
    return { seeded: false };
  }

  const today = options.today ?? new Date();
  const ago = (days: number, minutes = 0) => new Date(today.getTime() - days * DAY_MS + minutes * 60_000);
  // Calendar days in UTC: every demo event is weeks away from today, so no time zone can flip one.
  const day = (offsetDays: number) => new Date(today.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);

  const jobs = imageJobs();
  // The video's frames are encoded alongside the images: both wait on sharp's thread pool, not on each other.
  const [processed, heroVideo] = await Promise.all([
    mapLimit(jobs, options.concurrency ?? 4, (job) =>
      processImage(storage, Buffer.from(job.svg()), { keyPrefix: job.keyPrefix, alt: job.alt, altFr: job.altFr, widths: job.widths }),
    ),
    heroVideoWebm(HERO_VIDEO).then(async (bytes) => {
      await storage.put(DEMO_HERO_VIDEO_KEY, bytes, "video/webm");
      return bytes;
    }),
  ]);
  const images = new Map<string, StoredImage>();
  const mediaRows: MediaInsert[] = [];
  processed.forEach((result, index) => {
    images.set(jobs[index]!.keyPrefix, result.image);
    mediaRows.push(result.row);
  });
  const image = (keyPrefix: string): StoredImage => {
    const found = images.get(keyPrefix);
    if (!found) throw new Error(`Demo image missing: ${keyPrefix}`);
    return found;
  };

  const seeded = await db.transaction(async (tx) => {
    // Inserted first: a concurrent seed blocks here, then finds the row and backs off.
    const claimed = await tx
      .insert(siteSettings)
      .values({
        id: 1,
        ...demoSiteSettings,
        address_fr: demoSiteSettingsFr.address,
      })
      .onConflictDoNothing()
      .returning({ id: siteSettings.id });
    if (claimed.length === 0) return false;

    await insertDemoPages(tx, today);

    // The legal pages, placeholders and all: the dashboard asks the team to fill them in.
    await tx
      .insert(legalPages)
      .values(Object.entries(demoLegalPages).map(([key, page]) => ({ key: key as LegalPageKey, body: page.body, body_fr: page.body_fr })))
      .onConflictDoNothing();

    // Same keys on every seed: files were just overwritten with identical bytes, rows may already exist.
    await tx.insert(media).values(mediaRows).onConflictDoNothing({ target: media.key });
    await tx
      .insert(media)
      .values({
        key: DEMO_HERO_VIDEO_KEY,
        content_type: "video/webm",
        bytes: heroVideo.byteLength,
        width: HERO_VIDEO.width,
        height: HERO_VIDEO.height,
        alt: "A blue historic Formula 1 car sweeping past tricolore livery stripes",
        alt_fr: "Une Formule 1 historique bleue passe en trombe devant des bandes tricolores",
      })
      .onConflictDoNothing({ target: media.key });

    await tx.insert(historicF1Cars).values(
      demoCars.map((car) => ({
        slug: car.slug,
        name: car.name,
        year: car.year,
        price: car.price,
        description: car.description,
        engine: car.engine,
        chassis: car.chassis,
        drivers: car.drivers,
        status: car.status,
        specifications: car.specifications,
        car_category: car.car_category,
        for_sale: car.for_sale,
        for_rent: car.for_rent,
        for_experience: car.for_experience,
        featured: car.featured,
        image_url: image(`demo/cars/${car.slug}`).url,
        created_at: ago(car.createdDaysAgo),
        updated_at: ago(car.createdDaysAgo),
        // The demo shows every content type in both languages (demo-content.fr.ts); model names and slugs stay.
        description_fr: demoCarsFr[car.slug]!.description,
        engine_fr: demoCarsFr[car.slug]!.engine,
        chassis_fr: demoCarsFr[car.slug]!.chassis,
        drivers_fr: demoCarsFr[car.slug]!.drivers,
        specifications_fr: demoCarsFr[car.slug]!.specifications,
      })),
    );

    await tx.insert(newsArticles).values(
      demoArticles.map((article) => ({
        slug: article.slug,
        title: article.title,
        excerpt: article.excerpt,
        content: article.content,
        category: article.category,
        featured_image: article.withImage ? image(`demo/news/${article.slug}`).url : null,
        published: article.publishedDaysAgo !== null,
        published_at: article.publishedDaysAgo === null ? null : ago(article.publishedDaysAgo),
        created_at: ago(article.createdDaysAgo),
        updated_at: ago(article.publishedDaysAgo ?? article.createdDaysAgo),
        // The French article (demo-content.fr.ts): the demo shows both languages.
        slug_fr: demoArticlesFr[article.slug]!.slug,
        title_fr: demoArticlesFr[article.slug]!.title,
        excerpt_fr: demoArticlesFr[article.slug]!.excerpt,
        content_fr: demoArticlesFr[article.slug]!.content,
      })),
    );

    await tx.insert(newsletterEditions).values(
      demoEditions.map((edition) => ({
        title: edition.title,
        subject: edition.subject,
        content: edition.content,
        title_fr: demoEditionsFr[edition.title]!.title,
        subject_fr: demoEditionsFr[edition.title]!.subject,
        content_fr: demoEditionsFr[edition.title]!.content,
        sent_at: edition.sentDaysAgo === null ? null : ago(edition.sentDaysAgo),
        created_at: ago(edition.createdDaysAgo),
        updated_at: ago(edition.sentDaysAgo ?? edition.createdDaysAgo),
      })),
    );

    await tx.insert(prestigiousEvents).values(
      demoEvents.map((event, index) => ({
        name: event.name,
        event_type: event.event_type,
        location: event.location,
        event_date: day(event.daysFromToday),
        end_date: event.days && event.days > 1 ? day(event.daysFromToday + event.days - 1) : null,
        start_time: event.startTime ?? null,
        end_time: event.endTime ?? null,
        description: event.description,
        featured: event.featured,
        image_url: image(`demo/events/${event.slug}`).url,
        created_at: ago(200 - index),
        updated_at: ago(200 - index),
        name_fr: demoEventsFr[event.slug]!.name,
        event_type_fr: demoEventsFr[event.slug]!.event_type,
        location_fr: demoEventsFr[event.slug]!.location,
        description_fr: demoEventsFr[event.slug]!.description,
      })),
    );

    await tx.insert(merchandise).values(
      demoProducts.map((product) => ({
        name: product.name,
        price: product.price,
        category: product.category,
        description: product.description,
        image_url: image(`demo/shop/${product.slug}`).url,
        featured: product.featured,
        active: product.active,
        stock_quantity: product.stock_quantity,
        sizes_available: product.sizes_available,
        created_at: ago(product.createdDaysAgo),
        updated_at: ago(product.createdDaysAgo),
        name_fr: demoProductsFr[product.slug]!.name,
        description_fr: demoProductsFr[product.slug]!.description,
      })),
    );

    // Ids chosen here so photos can reference their album without a round trip per album.
    const albums = demoAlbums.map((album) => ({ album, id: crypto.randomUUID(), eventDate: day(-album.daysAgo) }));
    await tx.insert(galleryAlbums).values(
      albums.map(({ album, id, eventDate }) => ({
        id,
        title: album.title,
        slug: album.slug,
        description: album.description,
        year: Number(eventDate.slice(0, 4)),
        event_date: eventDate,
        cover_image_url: image(`demo/gallery/${album.slug}-1`).url,
        photo_count: album.photos.length,
        published: album.published,
        display_order: album.display_order,
        created_at: ago(album.daysAgo - 2),
        updated_at: ago(album.daysAgo - 2),
        title_fr: demoAlbumsFr[album.slug]!.title,
        slug_fr: demoAlbumsFr[album.slug]!.slug,
        description_fr: demoAlbumsFr[album.slug]!.description,
      })),
    );
    await tx.insert(galleryPhotos).values(
      albums.flatMap(({ album, id }) =>
        album.photos.map((photo, index) => {
          const stored = image(`demo/gallery/${album.slug}-${index + 1}`);
          return {
            album_id: id,
            image_url: stored.url,
            caption: photo.caption,
            caption_fr: demoAlbumsFr[album.slug]!.captions[index] ?? null,
            width: stored.width,
            height: stored.height,
            display_order: index,
            uploaded_at: ago(album.daysAgo - 1, index),
          };
        }),
      ),
    );

    await tx.insert(galleryVideos).values(
      demoVideos.map((video) => ({
        title: video.title,
        description: video.description,
        thumbnail_url: image(`demo/videos/${video.slug}`).url,
        duration: video.duration,
        video_url: video.video_url,
        video_embed_code: video.video_embed_code,
        published: video.published,
        display_order: video.display_order,
        created_at: ago(video.createdDaysAgo),
        updated_at: ago(video.createdDaysAgo),
        title_fr: demoVideosFr[video.slug]!.title,
        description_fr: demoVideosFr[video.slug]!.description,
      })),
    );
    return true;
  });
  return { seeded };
}
