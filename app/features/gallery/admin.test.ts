import { eq } from "drizzle-orm";
import { photoTrash } from "./mutations.server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { parseListParams } from "../admin/schema.ts";
import { restoreFromTrash } from "../trash/mutations.server.ts";
import { albumFormSchema, albumSorts, listIntentSchema, uploadedPhotos, videoSorts, type AlbumInput } from "./schema.ts";
import { slugify } from "../admin/schema.ts";
import { addPhotos, createAlbum, createVideo, moveAlbum, movePhoto, moveVideo, moveWithin, reorderAlbums, reorderPhotos, reorderVideos, reorderWithin, setAlbumCover, setAlbumPublished, setPhotoCaption, trashAlbum, trashPhoto, trashVideo, updateAlbum, updateVideo, videoFormSchema } from "./mutations.server.ts";
import { getAdminAlbum, getPublishedAlbum, listAdminAlbums, listAdminVideos, listAlbumYears, listAlbums, listPhotos, listVideos } from "./queries.server.ts";

describe("order helpers", () => {
  it("reorders some items within the places they hold, leaving the others", () => {
    expect(reorderWithin(["a", "b", "c", "d", "e"], ["d", "b"])).toEqual(["a", "d", "c", "b", "e"]);
    expect(reorderWithin(["a", "b", "c"], ["c", "b", "a"])).toEqual(["c", "b", "a"]);
    expect(reorderWithin(["a", "b"], ["a", "x"])).toBeNull();
    expect(reorderWithin(["a", "b"], ["a", "a"])).toBeNull();
  });

  it("moves an item by one place, never past an end or out of its group", () => {
    expect(moveWithin(["a", "b", "c"], "b", "up")).toEqual(["b", "a", "c"]);
    expect(moveWithin(["a", "b", "c"], "b", "down")).toEqual(["a", "c", "b"]);
    expect(moveWithin(["a", "b", "c"], "a", "up")).toBeNull();
    expect(moveWithin(["a", "b", "c"], "c", "down")).toBeNull();
    expect(moveWithin(["a", "b", "c"], "b", "up", (x, y) => x !== "b" || y !== "a")).toBeNull();
  });
});

describe("gallery admin forms", () => {
  const album = { title: " Spa 2026 ", description: "", year: "2026", event_date: "2026-05-30", published: "on" };

  it("reads an album form, with field messages for what is wrong", () => {
    expect(albumFormSchema.parse(album)).toEqual({
      title: "Spa 2026",
      slug: "spa-2026",
      description: null,
      year: 2026,
      event_date: "2026-05-30",
      published: true,
      publish_at: null,
      title_fr: null,
      slug_fr: null,
      description_fr: null,
    });
    // "Publish on" is Paris wall time (summer: UTC+2); a time that is not one is refused under the field.
    expect(albumFormSchema.parse({ ...album, publish_at: "2026-07-14T09:30" }).publish_at).toEqual(new Date("2026-07-14T07:30:00Z"));
    expect(albumFormSchema.safeParse({ ...album, publish_at: "14/07/2026" }).error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["publish_at", "admin.field.date"]]);
    const refused = albumFormSchema.safeParse({ title: "", year: "26", event_date: "2026-02-30" });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ title: "admin.field.required", year: "admin.field.year", event_date: "admin.field.date" });
  });

  it("makes an album's addresses from its titles when left empty, keeps typed ones, and refuses a malformed one", () => {
    expect(albumFormSchema.parse({ ...album, title_fr: "Spa, édition 2026" })).toMatchObject({ slug: "spa-2026", slug_fr: "spa-edition-2026" });
    expect(albumFormSchema.parse({ ...album, slug: "Spa-Classic", title_fr: "Spa", slug_fr: "spa-classique" })).toMatchObject({ slug: "spa-classic", slug_fr: "spa-classique" });
    const issues = (value: Record<string, string>) => Object.fromEntries(albumFormSchema.safeParse({ ...album, ...value }).error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(issues({ slug: "spa 2026" })).toEqual({ slug: "admin.field.slug" });
    expect(issues({ title_fr: "Spa", slug_fr: "spa--fr" })).toEqual({ slug_fr: "admin.field.slug" });
    // A French address without a French album: its title is what is missing.
    expect(issues({ slug_fr: "spa-fr" })).toEqual({ title_fr: "admin.field.frenchTitleRequired" });
    // Nothing to make an address from: the title has no letter or digit.
    expect(issues({ title: "—" })).toEqual({ slug: "admin.field.required" });
  });

  const video = (fields: Record<string, string>) => videoFormSchema.safeParse({ title: "Onboard lap", ...fields });
  const videoError = (fields: Record<string, string>) => {
    const parsed = video(fields);
    return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("accepts durations as m:ss or h:mm:ss only", () => {
    for (const duration of ["4:32", "0:59", "12:00", "1:04:32", ""]) expect(videoError({ duration }), duration).toBeNull();
    for (const duration of ["4:7", "4:60", "4.32", "four", "1:4:32", "1:04:61"]) expect(videoError({ duration }), duration).toEqual({ duration: "galleryAdmin.error.duration" });
  });

  it("accepts a video url the public player plays: YouTube, Vimeo, an .mp4/.webm uploaded here or on an allowed host", () => {
    for (const video_url of ["https://www.youtube.com/watch?v=kV3pZ8xQ1mE", "https://youtu.be/kV3pZ8xQ1mE", "https://vimeo.com/824615093", "https://cdn.example.com/lap.mp4", "/media/lap.webm"]) {
      expect(videoError({ video_url }), video_url).toBeNull();
    }
    for (const video_url of ["http://www.youtube.com/watch?v=kV3pZ8xQ1mE", "https://example.com/page", "javascript:alert(1)", "https://evil.example/lap.mov"]) {
      expect(videoError({ video_url }), video_url).toEqual({ video_url: "galleryAdmin.error.videoUrl" });
    }
    // A file on a host VIDEO_FILE_HOSTS does not name (vitest.config.ts allows https://cdn.example.com): said so.
    expect(videoError({ video_url: "https://elsewhere.example/lap.mp4" })).toEqual({ video_url: "galleryAdmin.error.videoHost" });
  });

  it("accepts an embed code that is one iframe of YouTube or Vimeo, and nothing else", () => {
    expect(videoError({ video_embed_code: '<iframe width="560" height="315" src="https://www.youtube.com/embed/kV3pZ8xQ1mE" allowfullscreen></iframe>' })).toBeNull();
    expect(videoError({ video_embed_code: '<iframe src="https://player.vimeo.com/video/824615093?h=abc123"></iframe>' })).toBeNull();
    expect(videoError({ video_embed_code: '<iframe src="https://evil.example/embed/x"></iframe>' })).toEqual({ video_embed_code: "galleryAdmin.error.embedHost" });
    for (const code of [
      '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/kV3pZ8xQ1mE"></iframe>',
      '<iframe src="https://www.youtube.com/embed/kV3pZ8xQ1mE" onload="alert(1)"></iframe>',
      'Watch: <iframe src="https://www.youtube.com/embed/kV3pZ8xQ1mE"></iframe>',
      '<img src="x" onerror="alert(1)">',
    ]) {
      expect(videoError({ video_embed_code: code }), code).toEqual({ video_embed_code: "galleryAdmin.error.embedNotIframe" });
    }
  });

  it("reads the row actions and uploaded photos strictly", () => {
    const id = "0b6a3c1e-9a6f-4c47-9d7f-2f0d0f9b6a11";
    expect(listIntentSchema.parse({ intent: "reorder", id: [id] })).toEqual({ intent: "reorder", id: [id] });
    expect(listIntentSchema.parse({ intent: "reorder", id })).toEqual({ intent: "reorder", id: [id] });
    expect(listIntentSchema.safeParse({ intent: "reorder", id: [id, id] }).success).toBe(false);
    expect(listIntentSchema.safeParse({ intent: "move", id, direction: "left" }).success).toBe(false);
    expect(uploadedPhotos({ url: ["/media/a.webp", "/media/b.webp"], width: ["1600", "x"], height: ["1067"] })).toEqual([
      { url: "/media/a.webp", width: 1600, height: 1067 },
      { url: "/media/b.webp", width: null, height: null },
    ]);
    expect(uploadedPhotos({ url: ["javascript:alert(1)"], width: [], height: [] })).toBeNull();
    expect(uploadedPhotos({ url: [], width: [], height: [] })).toBeNull();
  });
});

describe.each(testDatabaseKinds())("gallery admin writes on %s", (kind) => {
  let database: DatabaseHandle;
  const input = (title: string, year: number, published = false) => ({ title, slug: slugify(title), description: `About ${title}`, year, event_date: null, published, publish_at: null, title_fr: null, slug_fr: null, description_fr: null });
  /** A new album's row (the write refuses only a slug taken, which these titles never are). */
  const newAlbum = async (db: DatabaseHandle["db"], value: AlbumInput) => {
    const created = await createAlbum(db, value);
    if (!created.ok) throw new Error(`album not created: ${created.reason}`);
    return created.after;
  };
  const albumParams = (query: string) => parseListParams(new URLSearchParams(query), albumSorts, { sort: "order", dir: "asc" });
  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("keeps photo_count and the cover right through adding, trashing and restoring photos", async () => {
    const { db } = database;
    const album = await newAlbum(db, input("Photos album", 2026));
    const added = await addPhotos(db, album.id, [
      { url: "/media/one.webp", width: 1600, height: 1067 },
      { url: "/media/two.webp", width: 1600, height: 1067 },
      { url: "/media/three.webp", width: null, height: null },
    ]);
    expect(added?.album.photo_count).toBe(3);
    expect(added?.album.cover_image_url).toBe("/media/one.webp");
    const more = await addPhotos(db, album.id, [{ url: "/media/four.webp", width: 10, height: 10 }]);
    expect(more?.album.cover_image_url).toBe("/media/one.webp");
    expect((await listPhotos(db, album.id)).map((photo) => photo.image_url)).toEqual(["/media/one.webp", "/media/two.webp", "/media/three.webp", "/media/four.webp"]);

    const photos = await listPhotos(db, album.id);
    await setAlbumCover(db, album.id, photos[1]!.id);
    expect((await getAdminAlbum(db, album.id))?.cover_image_url).toBe("/media/two.webp");

    // Trashing the cover unsets it: the site then shows the first photo.
    await trashPhoto(db, album.id, photos[1]!.id);
    const after = await getAdminAlbum(db, album.id);
    expect(after?.photo_count).toBe(3);
    expect(after?.cover_image_url).toBeNull();
    await setAlbumPublished(db, album.id, true);
    const card = (await listAlbums(db, { published: true })).find((row) => row.id === album.id);
    expect(card?.cover_image_url).toBe("/media/one.webp");

    await restoreFromTrash(db, photoTrash, photos[1]!.id);
    expect((await getAdminAlbum(db, album.id))?.photo_count).toBe(4);
    // A photo of another album cannot be touched through this one.
    const other = await newAlbum(db, input("Other album", 2026));
    expect(await trashPhoto(db, other.id, photos[0]!.id)).toBeNull();
    expect(await setAlbumCover(db, other.id, photos[0]!.id)).toBeNull();
  });

  it("reorders and moves photos, and the public order follows", async () => {
    const { db } = database;
    const album = await newAlbum(db, input("Order album", 2025));
    await addPhotos(db, album.id, ["a", "b", "c"].map((name) => ({ url: `/media/${name}.webp`, width: 1, height: 1 })));
    const [a, b, c] = await listPhotos(db, album.id);
    const urls = async () => (await listPhotos(db, album.id)).map((photo) => photo.image_url);
    expect((await reorderPhotos(db, album.id, [c!.id, a!.id, b!.id])).ok).toBe(true);
    expect(await urls()).toEqual(["/media/c.webp", "/media/a.webp", "/media/b.webp"]);
    expect((await movePhoto(db, album.id, b!.id, "up")).ok).toBe(true);
    expect(await urls()).toEqual(["/media/c.webp", "/media/b.webp", "/media/a.webp"]);
    expect((await movePhoto(db, album.id, c!.id, "up")).ok).toBe(false);
    expect((await reorderPhotos(db, album.id, [a!.id, "0b6a3c1e-9a6f-4c47-9d7f-2f0d0f9b6a11"])).ok).toBe(false);
  });

  it("lists albums for the admin with search, filters, sort and pages, never the trash; public reads skip it too", async () => {
    const { db } = database;
    const draft = await newAlbum(db, input("Monza draft", 2024));
    const published = await newAlbum(db, input("Monza race", 2024, true));
    const trashed = await newAlbum(db, input("Monza trashed", 2024, true));
    await addPhotos(db, trashed.id, [{ url: "/media/t.webp", width: 1, height: 1 }]);
    await trashAlbum(db, trashed.id);

    expect(titles((await listAdminAlbums(db, albumParams("q=monza"))).rows).sort()).toEqual(["Monza draft", "Monza race"]);
    expect(titles((await listAdminAlbums(db, albumParams("q=about+monza+race"))).rows)).toEqual(["Monza race"]);
    expect(titles((await listAdminAlbums(db, albumParams("q=monza&status=draft"))).rows)).toEqual(["Monza draft"]);
    expect(titles((await listAdminAlbums(db, albumParams("year=2024&sort=title&dir=desc"))).rows)).toEqual(["Monza race", "Monza draft"]);
    expect(await listAlbumYears(db)).toEqual([2026, 2025, 2024]);
    const page = await listAdminAlbums(db, albumParams("q=monza&page=9"));
    expect(page.page).toMatchObject({ page: 1, pageCount: 1, total: 2 });

    expect(titles(await listAlbums(db))).not.toContain("Monza trashed");
    expect(await getPublishedAlbum(db, trashed.id)).toBeNull();
    expect(await listPhotos(db, trashed.id)).toEqual([]);
    expect(await getPublishedAlbum(db, published.id)).not.toBeNull();
    expect(await updateAlbum(db, trashed.id, input("Back?", 2024))).toEqual({ ok: false, reason: "notFound" });
    expect(await getAdminAlbum(db, draft.id)).not.toBeNull();
  });

  it("orders albums within their year: a new one first, moves and reorders stay in the year", async () => {
    const { db } = database;
    const first = await newAlbum(db, input("Year 2030 one", 2030));
    const second = await newAlbum(db, input("Year 2030 two", 2030));
    const lone = await newAlbum(db, input("Year 2029 lone", 2029));
    const order = async () => titles(await listAlbums(db, {})).filter((title) => title.startsWith("Year"));
    expect(await order()).toEqual(["Year 2030 two", "Year 2030 one", "Year 2029 lone"]);
    expect((await moveAlbum(db, second.id, "down")).ok).toBe(true);
    expect(await order()).toEqual(["Year 2030 one", "Year 2030 two", "Year 2029 lone"]);
    // The next album down is of another year: no move.
    expect((await moveAlbum(db, second.id, "down")).ok).toBe(false);
    expect((await moveAlbum(db, lone.id, "up")).ok).toBe(false);
    expect((await reorderAlbums(db, [second.id, first.id])).ok).toBe(true);
    expect(await order()).toEqual(["Year 2030 two", "Year 2030 one", "Year 2029 lone"]);
  });

  it("lists, orders and trashes videos", async () => {
    const { db } = database;
    const video = (title: string, published = false) => ({ title, description: null, thumbnail_url: null, duration: "4:32", video_url: null, video_embed_code: null, published, title_fr: null, description_fr: null });
    const older = await createVideo(db, video("Clip older", true));
    const newer = await createVideo(db, video("Clip newer"));
    const params = (query: string) => parseListParams(new URLSearchParams(query), videoSorts, { sort: "order", dir: "asc" });
    expect(titles((await listAdminVideos(db, params("q=clip"))).rows)).toEqual(["Clip newer", "Clip older"]);
    expect(titles((await listAdminVideos(db, params("q=clip&status=published"))).rows)).toEqual(["Clip older"]);
    expect((await moveVideo(db, newer.id, "down")).ok).toBe(true);
    expect(titles(await listVideos(db))).toEqual(["Clip older", "Clip newer"]);
    expect((await reorderVideos(db, [newer.id, older.id])).ok).toBe(true);
    expect(titles(await listVideos(db))).toEqual(["Clip newer", "Clip older"]);
    await trashVideo(db, older.id);
    expect(titles(await listVideos(db))).toEqual(["Clip newer"]);
    expect(titles((await listAdminVideos(db, params(""))).rows)).toEqual(["Clip newer"]);
    const [row] = await db.select().from(galleryVideos).where(eq(galleryVideos.id, older.id));
    expect(row?.deleted_at).not.toBeNull();
    // Untouched tables stay untouched.
    expect(await db.select().from(galleryPhotos).where(eq(galleryPhotos.album_id, older.id))).toEqual([]);
    expect((await db.select().from(galleryAlbums)).length).toBeGreaterThan(0);
  });

  it("writes both languages of an album, a video and a photo's captions; the lists say which miss French and search the French words too", async () => {
    const { db } = database;
    const album = await newAlbum(db, albumFormSchema.parse({ title: "Lédenon sprint", year: "2026", title_fr: "Sprint à Lédenon", description_fr: "Le tracé en montagnes russes." }));
    expect(album).toMatchObject({ title_fr: "Sprint à Lédenon", description_fr: "Le tracé en montagnes russes." });
    const untranslated = await newAlbum(db, input("Lédenon untranslated", 2026));

    const rows = (await listAdminAlbums(db, albumParams("q=l%C3%A9denon&sort=title"))).rows;
    expect(rows.map((row) => [row.title, row.hasFrench])).toEqual([
      ["Lédenon sprint", true],
      ["Lédenon untranslated", false],
    ]);
    // The French words find the album too.
    expect(titles((await listAdminAlbums(db, albumParams("q=montagnes+russes"))).rows)).toEqual(["Lédenon sprint"]);

    // Taking the French away makes it an album without French again.
    const change = await updateAlbum(db, album.id, { ...input("Lédenon sprint", 2026), title_fr: null, description_fr: null });
    expect(change).toMatchObject({ ok: true, after: { title_fr: null, slug_fr: null, description_fr: null } });
    expect((await listAdminAlbums(db, albumParams("q=l%C3%A9denon"))).rows.every((row) => !row.hasFrench)).toBe(true);
    await updateAlbum(db, untranslated.id, { ...input("Lédenon untranslated", 2026), title_fr: "Lédenon, enfin traduit", description_fr: null });
    expect((await getAdminAlbum(db, untranslated.id))?.title_fr).toBe("Lédenon, enfin traduit");

    await addPhotos(db, album.id, [{ url: "/media/ledenon.webp", width: 1, height: 1 }]);
    const [photo] = await listPhotos(db, album.id);
    const captioned = await setPhotoCaption(db, album.id, photo!.id, { caption: "The descent", caption_fr: "La descente" });
    expect(captioned?.before).toMatchObject({ caption: null, caption_fr: null });
    expect(captioned?.after).toMatchObject({ caption: "The descent", caption_fr: "La descente" });
    expect((await setPhotoCaption(db, album.id, photo!.id, { caption: "The descent", caption_fr: null }))?.after.caption_fr).toBeNull();

    const video = videoFormSchema.parse({ title: "Lédenon onboard", title_fr: "Lédenon embarqué", description_fr: "Un tour." });
    const created = await createVideo(db, video);
    const params = (query: string) => parseListParams(new URLSearchParams(query), videoSorts, { sort: "order", dir: "asc" });
    expect((await listAdminVideos(db, params("q=embarqu%C3%A9"))).rows.map((row) => [row.title, row.hasFrench])).toEqual([["Lédenon onboard", true]]);
    await updateVideo(db, created.id, { ...video, title_fr: null, description_fr: null });
    expect((await listAdminVideos(db, params("q=l%C3%A9denon"))).rows.map((row) => [row.title, row.hasFrench])).toEqual([["Lédenon onboard", false]]);
  });
});
