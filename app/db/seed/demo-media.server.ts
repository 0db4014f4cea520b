import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { processImage, type MediaInsert, type StoredImage } from "../../platform/images.server.ts";
import { projectRoot } from "../../platform/project-root.server.ts";
import { createLocalStorage, type Storage } from "../../platform/storage.server.ts";
import { demoAlbumsFr, demoEventsFr, demoProductsFr, demoVideosFr } from "./demo-content.fr.ts";
import { demoAlbums, demoArticles, demoCars, demoEvents, demoProducts, demoVideos } from "./demo-content.ts";
import {
  articleImageSvg,
  carImageSvg,
  eventImageSvg,
  galleryPhotoSvg,
  heroImageSvg,
  heroVideoWebm,
  productImageSvg,
} from "./demo-images.server.ts";

/**
 * The demo content's pictures and hero video: which ones, how they are drawn
 * (demo-images.server.ts) and where they are stored. They are made by a
 * short-lived child process (createDemoMedia), not in the server: rasterizing
 * ~60 pictures and 84 video frames with sharp grew the server's resident
 * memory by ~200 MB that the C allocator never gave back (glibc keeps freed
 * memory in per-thread arenas), so a first start weighed far more than every
 * later one (issue 16). The child's memory goes with it.
 */

/** Storage key prefixes of the demo heroes; their largest variants are `${prefix}-1600.webp`. */
export const DEMO_HERO_KEYS = { home: "demo/hero/home", driver: "demo/hero/driver" } as const;
/** Storage key of the home page's background video (a WebM drawn in code, see heroVideoWebm). */
export const DEMO_HERO_VIDEO_KEY = "demo/hero/home.webm";
/** The hero video's frame size. */
export const HERO_VIDEO = { width: 960, height: 540 } as const;

// 960 covers a card or a half-width column at 2x; heroes get a 1600 variant for full-width screens.
const CARD_WIDTHS = [480, 960];
/** The album grid shows two photos side by side on a phone (~165 px each): a 320 px variant keeps them under twice that. */
const GALLERY_WIDTHS = [320, 480, 960];
const HERO_WIDTHS = [480, 960, 1600];
/** The widest variant of a demo hero, which the demo pages link to. */
export const HERO_LARGEST = HERO_WIDTHS.at(-1)!;
// Artwork designed at 1200 px wide is rendered straight at 960 (its largest variant): no wasted pixels.
const CARD_SCALE = 0.8;

export interface ImageJob {
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

export function imageJobs(): ImageJob[] {
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
        widths: GALLERY_WIDTHS,
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

/** What the demo media are, once stored: every picture's `media` row and variants, and the video's size. */
export interface DemoMedia {
  images: { keyPrefix: string; image: StoredImage; row: MediaInsert }[];
  heroVideoBytes: number;
}

/** Draws and encodes every demo picture and the hero video into `storage`, in this process. */
export async function generateDemoMedia(storage: Storage, options: { concurrency?: number } = {}): Promise<DemoMedia> {
  const jobs = imageJobs();
  // The video's frames are encoded alongside the images: both wait on sharp's thread pool, not on each other.
  const [processed, heroVideoBytes] = await Promise.all([
    mapLimit(jobs, options.concurrency ?? 4, (job) =>
      processImage(storage, Buffer.from(job.svg()), { keyPrefix: job.keyPrefix, alt: job.alt, altFr: job.altFr, widths: job.widths }),
    ),
    heroVideoWebm(HERO_VIDEO).then(async (bytes) => {
      await storage.put(DEMO_HERO_VIDEO_KEY, bytes, "video/webm");
      return bytes.byteLength;
    }),
  ]);
  return { images: processed.map((result, index) => ({ keyPrefix: jobs[index]!.keyPrefix, ...result })), heroVideoBytes };
}

/** The list of what the child made, beside its files in the staging folder. */
const MANIFEST = "demo-media.json";

/** The child process's work: the demo media as files under `folder`, and their manifest. */
export async function writeDemoMediaFolder(folder: string, concurrency?: number): Promise<void> {
  const made = await generateDemoMedia(createLocalStorage(folder), { concurrency });
  await fs.promises.writeFile(path.join(folder, MANIFEST), JSON.stringify(made));
}

/** What the child runs: argv is [node, this module's URL, staging folder, concurrency]. */
const CHILD_SCRIPT = `
const { writeDemoMediaFolder } = await import(process.argv[1]);
await writeDemoMediaFolder(process.argv[2], Number(process.argv[3]) || undefined);
`;

/**
 * Makes the demo media in a child process (Node runs this module's
 * TypeScript source, as it runs server/main.ts), then copies the files into
 * `storage` (local or S3) without reading them into this process, and
 * returns their rows for the seed's transaction.
 */
export async function createDemoMedia(storage: Storage, options: { concurrency?: number } = {}): Promise<DemoMedia> {
  const cache = process.env.DEMO_MEDIA_CACHE?.trim();
  if (cache && fs.existsSync(path.join(cache, MANIFEST))) return copyDemoMedia(cache, storage);
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), "demo-media-"));
  try {
    const thisModule = pathToFileURL(path.join(projectRoot(), "app", "db", "seed", "demo-media.server.ts")).href;
    try {
      await promisify(execFile)(process.execPath, ["--input-type=module", "-e", CHILD_SCRIPT, thisModule, staging, String(options.concurrency ?? "")], {
        // Two malloc arenas instead of one per libvips thread: the child peaks ~90 MB lower, for the same CPU time.
        env: { ...process.env, MALLOC_ARENA_MAX: "2" },
        timeout: 600_000,
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr?.trim();
      throw new Error(`Making the demo pictures failed${stderr ? `: ${stderr}` : ""}`, { cause: error });
    }
    const made = await copyDemoMedia(staging, storage);
    if (cache) await keepInCache(staging, cache);
    return made;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/** Copies the files of a folder the child made into `storage`, and returns its manifest. */
async function copyDemoMedia(folder: string, storage: Storage): Promise<DemoMedia> {
  const made = JSON.parse(await fs.promises.readFile(path.join(folder, MANIFEST), "utf8")) as DemoMedia;
  const fileOf = (key: string) => path.join(folder, ...key.split("/"));
  for (const { row } of made.images) {
    for (const variant of row.variants ?? []) {
      await storage.putFile(variant.key, fileOf(variant.key), variant.format === "avif" ? "image/avif" : "image/webp");
    }
  }
  await storage.putFile(DEMO_HERO_VIDEO_KEY, fileOf(DEMO_HERO_VIDEO_KEY), "video/webm");
  return made;
}

/**
 * Keeps what the child made in DEMO_MEDIA_CACHE for the next site started with the same
 * code: the test suites start dozens of sites, and drawing the same pictures each time cost
 * seconds of both cores. Written beside it and renamed, so a reader never sees half of it;
 * when two sites make it at once, the first rename wins and the other copy is dropped.
 */
async function keepInCache(staging: string, cache: string): Promise<void> {
  const partial = `${cache}.${process.pid}.${Date.now()}.partial`;
  try {
    await fs.promises.cp(staging, partial, { recursive: true });
    await fs.promises.rename(partial, cache);
  } catch {
    // Another site filled the cache first (the rename found it there), or the folder is not writable: nothing is lost.
  } finally {
    await fs.promises.rm(partial, { recursive: true, force: true });
  }
}
