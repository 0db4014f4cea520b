import fs from "node:fs";
import { carTrash } from "../cars/mutations.server.ts";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { galleryVideos } from "../../db/schema/gallery.ts";
import { sitePages } from "../../db/schema/pages.ts";
import { media } from "../../db/schema/media.ts";
import { auditLog } from "../../db/schema/security.ts";
import { merchandise } from "../../db/schema/shop.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { createLocalStorage, type Storage } from "../../platform/storage.server.ts";
import { moveToTrash } from "../trash/mutations.server.ts";
import { ORPHAN_GRACE_MS, purgeOrphanMedia } from "./mutations.server.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())("unused images (%s)", (kind) => {
  let database: DatabaseHandle;
  let storage: Storage;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-cleanup-"));
  const log = { warn: vi.fn() };

  /** One stored image: its three files in the storage and its row, made `ageMs` before NOW. */
  async function image(name: string, ageMs: number): Promise<{ url: string; keys: string[] }> {
    const stem = `uploads/2026/10/${name}`;
    const keys = [`${stem}-480.webp`, `${stem}-480.avif`, `${stem}-1600.webp`];
    for (const key of keys) await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");
    await database.db.insert(media).values({
      key: `${stem}-1600.webp`,
      content_type: "image/webp",
      bytes: 3,
      variants: keys.map((key) => ({ key, width: key.includes("480") ? 480 : 1600, height: 100, format: key.endsWith("avif") ? ("avif" as const) : ("webp" as const), bytes: 3 })),
      created_at: new Date(NOW.getTime() - ageMs),
    });
    return { url: `/media/${stem}-1600.webp`, keys };
  }
  const stored = async (keys: string[]) => Promise.all(keys.map(async (key) => (await storage.get(key)) !== null));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("deletes the files and rows of images no table mentions, and keeps the used, the trashed and the fresh", async () => {
    const onSale = await image("on-sale", 3 * DAY);
    const inTrash = await image("in-trash", 3 * DAY);
    const inArticleText = await image("in-text", 3 * DAY);
    const replaced = await image("replaced", 3 * DAY);
    const onlyInAudit = await image("only-in-audit", 3 * DAY);
    const justUploaded = await image("just-uploaded", ORPHAN_GRACE_MS - 60_000);

    await database.db.insert(merchandise).values({ name: "Cap", price: "20", category: "Apparel", image_url: onSale.url } as never);
    const [car] = await database.db
      .insert(historicF1Cars)
      .values({ slug: "mr9", name: "MR9", year: 1978, images: [inTrash.url], description: `Seen in ![the paddock](${inArticleText.url})` } as never)
      .returning({ id: historicF1Cars.id });
    await moveToTrash(database.db, carTrash, car!.id, NOW);
    // The audit log keeps the old value of a replaced picture: that is no use of it.
    await database.db.insert(auditLog).values({ action: "merchandise.update", details: { before: { image_url: onlyInAudit.url } } });

    // The demo's images are not uploads: the code itself names some of them.
    await database.db.insert(media).values({ key: "demo/hero/driver-1600.webp", content_type: "image/webp", bytes: 3, created_at: new Date(NOW.getTime() - 3 * DAY) });

    expect(await purgeOrphanMedia(database.db, storage, log, NOW)).toBe(2);
    expect(await stored(replaced.keys)).toEqual([false, false, false]);
    expect(await stored(onlyInAudit.keys)).toEqual([false, false, false]);
    for (const kept of [onSale, inTrash, inArticleText, justUploaded]) expect(await stored(kept.keys)).toEqual([true, true, true]);
    const rows = (await database.db.select({ key: media.key }).from(media)).map((row) => row.key).sort();
    expect(rows).toEqual(["demo/hero/driver-1600.webp", ...[onSale, inTrash, inArticleText, justUploaded].map((kept) => kept.url.slice("/media/".length))].sort());
    // Nothing more to do the second time.
    expect(await purgeOrphanMedia(database.db, storage, log, NOW)).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
  });

  /** One uploaded video: a single file, no variants, and its row. */
  async function video(name: string, ageMs: number): Promise<{ url: string; keys: string[] }> {
    const key = `uploads/2026/10/${name}.webm`;
    await storage.put(key, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), "video/webm");
    await database.db.insert(media).values({ key, content_type: "video/webm", bytes: 4, original_name: `${name}.webm`, created_at: new Date(NOW.getTime() - ageMs) });
    return { url: `/media/${key}`, keys: [key] };
  }

  it("keeps a video a page's published or draft document or a gallery video plays, and deletes the one nothing plays", async () => {
    const hero = await video("hero-film", 3 * DAY);
    const draftHero = await video("draft-film", 3 * DAY);
    const gallery = await video("gallery-film", 3 * DAY);
    const unused = await video("unused-film", 3 * DAY);

    const home = { hero: { videoUrl: hero.url, posterUrl: null } };
    await database.db
      .insert(sitePages)
      .values({ key: "home", published: home, draft: { hero: { videoUrl: draftHero.url, posterUrl: null } } })
      .onConflictDoUpdate({ target: sitePages.key, set: { published: home, draft: { hero: { videoUrl: draftHero.url, posterUrl: null } } } });
    await database.db.insert(galleryVideos).values({ title: "Dijon, 1979", video_url: gallery.url, published: true });

    expect(await purgeOrphanMedia(database.db, storage, log, NOW)).toBe(1);
    expect(await stored(unused.keys)).toEqual([false]);
    for (const kept of [hero, draftHero, gallery]) expect(await stored(kept.keys)).toEqual([true]);
    const keys = (await database.db.select({ key: media.key }).from(media)).map((row) => row.key);
    expect(keys).not.toContain(unused.keys[0]);
    for (const kept of [hero, draftHero, gallery]) expect(keys).toContain(kept.keys[0]);

    // Published again without the draft: the draft's film is used no more, and goes at the next run.
    await database.db.update(sitePages).set({ draft: null }).where(eq(sitePages.key, "home"));
    expect(await purgeOrphanMedia(database.db, storage, log, NOW)).toBe(1);
    expect(await stored(draftHero.keys)).toEqual([false]);
    expect(await stored(hero.keys)).toEqual([true]);
  });

  it("keeps the row when a file cannot be deleted, to try again at the next run", async () => {
    const stuck = await image("stuck", 3 * DAY);
    const failing: Storage = { ...storage, delete: () => Promise.reject(new Error("bucket unreachable")) };
    expect(await purgeOrphanMedia(database.db, failing, log, NOW)).toBe(0);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(await purgeOrphanMedia(database.db, storage, log, NOW)).toBe(1);
    expect(await stored(stuck.keys)).toEqual([false, false, false]);
  });
});
