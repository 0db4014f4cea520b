import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { todayInParis } from "../../lib/format.ts";
import { demoAlbumsFr, demoArticlesFr, demoCarsFr, demoEditionsFr, demoEventsFr, demoProductsFr, demoSiteSettingsFr, demoVideosFr } from "./demo-content.fr.ts";
import type { Database } from "../../platform/db.server.ts";
import { mediaUrl, type MediaInsert, type StoredImage } from "../../platform/images.server.ts";
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
import { createDemoMedia, DEMO_HERO_KEYS, DEMO_HERO_VIDEO_KEY, HERO_LARGEST, HERO_VIDEO } from "./demo-media.server.ts";

export { DEMO_DRIVER_NAME, DEMO_DRIVER_SLUG, DEMO_TEAM_NAME } from "./demo-content.ts";
export { DEMO_HERO_KEYS, DEMO_HERO_VIDEO_KEY } from "./demo-media.server.ts";

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
  /** How many images are generated at once (in the child process that makes them). */
  concurrency?: number;
}

const DAY_MS = 86_400_000;

/**
 * Fills an empty database with the demo content. Does nothing once
 * site_settings has its row, so it is safe to call on every start. Images are
 * generated (by a child process, see demo-media.server.ts) and stored first
 * (slow, outside any transaction); the rows,
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

  const made = await createDemoMedia(storage, { concurrency: options.concurrency });
  const images = new Map<string, StoredImage>(made.images.map(({ keyPrefix, image }) => [keyPrefix, image]));
  // Named as a team's own photos would be ("marchal-mr9.jpg"): the editors list images by the name they were uploaded with.
  const mediaRows: MediaInsert[] = made.images.map(({ keyPrefix, row }) => ({ ...row, original_name: row.original_name ?? `${keyPrefix.split("/").pop()}.jpg` }));
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
        bytes: made.heroVideoBytes,
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
        // Books are sold at the reduced rate (CGI art. 278-0 bis).
        vat_rate: product.category === "Books & Media" ? 550 : 2000,
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
