import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleTrash } from "./mutations.server.ts";
import { newsArticles } from "../../db/schema/news.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { parseListParams } from "../admin/schema.ts";
import { restoreFromTrash } from "../trash/mutations.server.ts";
import { articleFormSchema, articleSorts, articleStatus, type ArticleInput, type ArticleStatus } from "./schema.ts";
import { createArticle, setArticlePublished, trashArticle, updateArticle } from "./mutations.server.ts";
import { getAdminArticle, getPublicArticle, listAdminArticles, listArticleYears, listNewsArticles } from "./queries.server.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const at = (iso: string) => new Date(iso);

function params(query: string, articleStatusFilter: ArticleStatus | "" = "") {
  return { ...parseListParams(new URLSearchParams(query), articleSorts, { sort: "date", dir: "desc" }), articleStatus: articleStatusFilter };
}

function input(overrides: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: "Test",
    slug: "test",
    category: "news",
    excerpt: null,
    content: "Body",
    featured_image: null,
    published: false,
    published_at: null,
    title_fr: null,
    slug_fr: null,
    excerpt_fr: null,
    content_fr: null,
    ...overrides,
  };
}

describe("the article form schema", () => {
  it("makes the slug from the title when it is empty, and reads Publish at as Paris time", () => {
    const parsed = articleFormSchema.parse({
      title: "Grand Prix de Monaco 1978",
      slug: "",
      category: "race_report",
      excerpt: "  ",
      content: "## Hi",
      featured_image: "",
      published: "on",
      published_at: "2026-07-14T09:30",
    });
    expect(parsed.slug).toBe("grand-prix-de-monaco-1978");
    expect(parsed.excerpt).toBeNull();
    expect(parsed.featured_image).toBeNull();
    expect(parsed.published).toBe(true);
    // Paris is UTC+2 in July.
    expect(parsed.published_at?.toISOString()).toBe("2026-07-14T07:30:00.000Z");
  });

  it("answers each bad field with its message key", () => {
    const result = articleFormSchema.safeParse({ title: "", slug: "Bad Slug!", category: "gossip", content: "", published_at: "2026-02-30T10:00" });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(errors).toMatchObject({ title: "admin.field.required", category: "admin.field.choose", content: "admin.field.required", published_at: "admin.field.date" });
    const slug = articleFormSchema.safeParse({ title: "Fine", slug: "Bad Slug!", category: "news", content: "x" });
    expect(slug.error?.issues[0]).toMatchObject({ path: ["slug"], message: "admin.field.slug" });
  });

  it("tells drafts, scheduled and published articles apart", () => {
    expect(articleStatus(false, null, NOW)).toBe("draft");
    expect(articleStatus(true, null, NOW)).toBe("published");
    expect(articleStatus(true, at("2026-06-15T11:59:00Z"), NOW)).toBe("published");
    expect(articleStatus(true, at("2026-06-15T12:01:00Z"), NOW)).toBe("scheduled");
    expect(articleStatus(false, at("2026-06-15T12:01:00Z"), NOW)).toBe("draft");
  });
});

describe.each(testDatabaseKinds())("admin news on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(newsArticles).values([
      { slug: "monaco", title: "Monaco report", excerpt: "Street racing", content: "The harbour", category: "race_report", published: true, published_at: at("2025-05-25T10:00:00Z") },
      { slug: "workshop", title: "Workshop diary", content: "A new gearbox for Monaco", category: "restoration_diary", published: false },
      { slug: "later", title: "Later news", content: "Soon", category: "news", published: true, published_at: at("2026-07-01T00:00:00Z") },
      // New Year's Eve in UTC is already next year in Paris.
      { slug: "new-year", title: "New year", content: "Happy", category: "news", published: true, published_at: at("2025-12-31T23:30:00Z") },
      { slug: "binned", title: "Binned", content: "Monaco", category: "news", published: true, published_at: at("2026-01-10T00:00:00Z"), deleted_at: at("2026-06-01T00:00:00Z") },
    ]);
  });
  afterAll(() => database?.close());

  const titles = (result: { rows: { title: string }[] }) => result.rows.map((row) => row.title);

  it("lists every article outside the trash, published or not, with its status", async () => {
    const result = await listAdminArticles(database.db, params(""), NOW);
    expect(result.page.total).toBe(4);
    expect(Object.fromEntries(result.rows.map((row) => [row.title, row.status]))).toEqual({
      "Monaco report": "published",
      "Workshop diary": "draft",
      "Later news": "scheduled",
      "New year": "published",
    });
  });

  it("searches the title, the excerpt and the content", async () => {
    expect(titles(await listAdminArticles(database.db, params("q=monaco"), NOW)).sort()).toEqual(["Monaco report", "Workshop diary"]);
    expect(titles(await listAdminArticles(database.db, params("q=street"), NOW))).toEqual(["Monaco report"]);
    expect(titles(await listAdminArticles(database.db, params("q=100%25"), NOW))).toEqual([]);
  });

  it("filters by status, category and year (in Paris time)", async () => {
    expect(titles(await listAdminArticles(database.db, params("", "draft"), NOW))).toEqual(["Workshop diary"]);
    expect(titles(await listAdminArticles(database.db, params("", "scheduled"), NOW))).toEqual(["Later news"]);
    expect(titles(await listAdminArticles(database.db, params("", "published"), NOW)).sort()).toEqual(["Monaco report", "New year"]);
    expect(titles(await listAdminArticles(database.db, params("category=race_report"), NOW))).toEqual(["Monaco report"]);
    expect(titles(await listAdminArticles(database.db, params("year=2025"), NOW))).toEqual(["Monaco report"]);
    expect(titles(await listAdminArticles(database.db, params("year=2026&sort=title&dir=asc"), NOW))).toEqual(["Later news", "New year", "Workshop diary"]);
    expect(await listArticleYears(database.db)).toEqual([2026, 2025]);
  });

  it("sorts by title both ways and pages through the results", async () => {
    expect(titles(await listAdminArticles(database.db, params("sort=title&dir=asc"), NOW))).toEqual(["Later news", "Monaco report", "New year", "Workshop diary"]);
    expect(titles(await listAdminArticles(database.db, params("sort=title&dir=desc"), NOW))).toEqual(["Workshop diary", "New year", "Monaco report", "Later news"]);
    const pastTheEnd = await listAdminArticles(database.db, params("page=9"), NOW);
    expect(pastTheEnd.page).toMatchObject({ page: 1, pageCount: 1, total: 4 });
  });

  it("keeps trashed articles away from visitors", async () => {
    expect((await listNewsArticles(database.db, { published: true, now: NOW })).map((row) => row.slug)).not.toContain("binned");
    expect(await getPublicArticle(database.db, "binned", NOW)).toBeNull();
  });

  it("creates, refuses a taken slug, updates, publishes, trashes and restores", async () => {
    const created = await createArticle(database.db, input({ title: "Fresh", slug: "fresh" }), NOW);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.after).toMatchObject({ published: false, published_at: null });
    expect(await createArticle(database.db, input({ slug: "monaco" }), NOW)).toEqual({ ok: false, reason: "slugTaken" });
    // A trashed article still owns its slug: restoring it must not collide.
    expect(await createArticle(database.db, input({ slug: "binned" }), NOW)).toEqual({ ok: false, reason: "slugTaken" });
    const id = created.after.id;

    expect(await updateArticle(database.db, id, input({ slug: "monaco" }), NOW)).toEqual({ ok: false, reason: "slugTaken" });
    const published = await updateArticle(database.db, id, input({ title: "Fresh", slug: "fresh", published: true }), NOW);
    expect(published).toMatchObject({ ok: true, before: { published: false }, after: { published: true, published_at: NOW } });
    expect((await getPublicArticle(database.db, "fresh", NOW))?.title).toBe("Fresh");

    const hidden = await setArticlePublished(database.db, id, false, NOW);
    expect(hidden).toMatchObject({ ok: true, after: { published: false, published_at: NOW } });
    expect(await getPublicArticle(database.db, "fresh", NOW)).toBeNull();
    const again = await setArticlePublished(database.db, id, true, at("2026-06-20T00:00:00Z"));
    // Publishing again keeps the original date.
    expect(again).toMatchObject({ ok: true, after: { published: true, published_at: NOW } });

    expect(await trashArticle(database.db, id)).toEqual({ title: "Fresh" });
    expect(await trashArticle(database.db, id)).toBeNull();
    expect(await getAdminArticle(database.db, id)).toBeNull();
    expect(await getPublicArticle(database.db, "fresh", NOW)).toBeNull();
    expect(await updateArticle(database.db, id, input({ slug: "fresh" }), NOW)).toEqual({ ok: false, reason: "notFound" });
    expect(await setArticlePublished(database.db, id, true, NOW)).toEqual({ ok: false, reason: "notFound" });

    await restoreFromTrash(database.db, articleTrash, id);
    expect((await getPublicArticle(database.db, "fresh", NOW))?.title).toBe("Fresh");
  });

  it("schedules an article with a future time: public only once it has passed", async () => {
    const created = await createArticle(database.db, input({ slug: "scheduled", published: true, published_at: at("2026-06-15T12:00:30Z") }), NOW);
    expect(created.ok).toBe(true);
    expect(await getPublicArticle(database.db, "scheduled", NOW)).toBeNull();
    expect(await getPublicArticle(database.db, "scheduled", at("2026-06-15T12:00:31Z"))).not.toBeNull();
  });

  it("keeps the seconds of an unchanged publication time the form shows to the minute", async () => {
    const created = await createArticle(database.db, input({ slug: "seconds", published: true, published_at: at("2026-06-01T08:15:42Z") }), NOW);
    if (!created.ok) throw new Error("not created");
    const updated = await updateArticle(database.db, created.after.id, input({ slug: "seconds", published: true, published_at: at("2026-06-01T08:15:00Z") }), NOW);
    expect(updated).toMatchObject({ ok: true, after: { published_at: new Date("2026-06-01T08:15:42.000Z") } });
  });
});
