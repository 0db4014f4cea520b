import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { getPublishedAlbum, listAlbums, listPhotos, listVideos } from "./queries.server.ts";

describe.each(testDatabaseKinds())("gallery queries on %s", (kind) => {
  let database: DatabaseHandle;
  let albumId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const album = (title: string, year: number, display_order: number, event_date: string | null, published = true) => ({
      title,
      year,
      display_order,
      event_date,
      published,
    });
    const rows = await database.db
      .insert(galleryAlbums)
      .values([
        album("2024 first", 2024, 0, "2024-05-01"),
        album("2026 second", 2026, 1, "2026-04-01"),
        album("2026 first, late", 2026, 0, "2026-09-01"),
        album("2026 first, early", 2026, 0, "2026-02-01"),
        album("2025 draft", 2025, 0, "2025-06-01", false),
      ])
      .returning({ id: galleryAlbums.id, title: galleryAlbums.title });
    albumId = rows.find((row) => row.title === "2024 first")!.id;
    await database.db.insert(galleryPhotos).values([
      { album_id: albumId, image_url: "/media/b.webp", display_order: 1, uploaded_at: new Date("2026-01-01T00:00:00Z") },
      { album_id: albumId, image_url: "/media/a-old.webp", display_order: 0, uploaded_at: new Date("2026-01-01T00:00:00Z") },
      { album_id: albumId, image_url: "/media/a-new.webp", display_order: 0, uploaded_at: new Date("2026-02-01T00:00:00Z") },
    ]);
    const video = (title: string, display_order: number, created: string, published = true) => ({
      title,
      display_order,
      published,
      created_at: new Date(created),
    });
    await database.db.insert(galleryVideos).values([
      video("Second", 1, "2026-01-01T00:00:00Z"),
      video("First old", 0, "2026-01-01T00:00:00Z"),
      video("First new", 0, "2026-03-01T00:00:00Z"),
      video("Draft", 0, "2026-04-01T00:00:00Z", false),
    ]);
  });
  afterAll(() => database?.close());

  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  it("orders albums by year descending, display_order ascending, event_date descending", async () => {
    expect(titles(await listAlbums(database.db))).toEqual(["2026 first, late", "2026 first, early", "2026 second", "2025 draft", "2024 first"]);
  });

  it("filters albums by published and year, with a limit", async () => {
    expect(titles(await listAlbums(database.db, { published: true, year: 2026, limit: 2 }))).toEqual(["2026 first, late", "2026 first, early"]);
    expect(titles(await listAlbums(database.db, { published: false }))).toEqual(["2025 draft"]);
  });

  it("orders an album's photos by display_order, then newest upload", async () => {
    expect((await listPhotos(database.db, albumId)).map((photo) => photo.image_url)).toEqual(["/media/a-new.webp", "/media/a-old.webp", "/media/b.webp"]);
  });

  it("orders videos by display_order, then newest, and filters published with a limit", async () => {
    expect(titles(await listVideos(database.db))).toEqual(["Draft", "First new", "First old", "Second"]);
    expect(titles(await listVideos(database.db, { published: true, limit: 2 }))).toEqual(["First new", "First old"]);
  });

  it("finds a published album by id, never a draft, and answers null to ids that are not UUIDs", async () => {
    const [draft] = await listAlbums(database.db, { published: false });
    expect((await getPublishedAlbum(database.db, albumId))?.title).toBe("2024 first");
    expect(await getPublishedAlbum(database.db, draft!.id)).toBeNull();
    expect(await getPublishedAlbum(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getPublishedAlbum(database.db, "../etc")).toBeNull();
  });
});
