import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsArticles } from "../../db/schema/news.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { getPublicArticle, listNewsArticles } from "./queries.server.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe.each(testDatabaseKinds())("news queries on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(newsArticles).values([
      { slug: "old", title: "Old", category: "news", published: true, published_at: at("2026-01-10T10:00:00Z"), created_at: at("2026-01-09T00:00:00Z") },
      { slug: "new", title: "New", category: "race_report", published: true, published_at: at("2026-05-01T10:00:00Z"), created_at: at("2026-04-01T00:00:00Z") },
      // Same publication time as "new": created_at breaks the tie, newest first.
      { slug: "tie-later", title: "Tie later", category: "news", published: true, published_at: at("2026-05-01T10:00:00Z"), created_at: at("2026-04-20T00:00:00Z") },
      { slug: "draft", title: "Draft", category: "news", published: false, published_at: null, created_at: at("2026-06-01T00:00:00Z") },
      { slug: "scheduled", title: "Scheduled", category: "news", published: true, published_at: at("2026-07-01T00:00:00Z"), created_at: at("2026-06-10T00:00:00Z") },
      { slug: "team", title: "Team", category: "team_news", published: true, published_at: at("2026-03-01T00:00:00Z"), created_at: at("2026-03-01T00:00:00Z") },
    ]);
  });
  afterAll(() => database?.close());

  const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);

  it("orders every article newest first by published_at, then created_at, unpublished last", async () => {
    expect(slugs(await listNewsArticles(database.db, { now: NOW }))).toEqual(["scheduled", "tie-later", "new", "team", "old", "draft"]);
  });

  it("shows visitors only published articles whose time has come", async () => {
    expect(slugs(await listNewsArticles(database.db, { published: true, now: NOW }))).toEqual(["tie-later", "new", "team", "old"]);
    expect(slugs(await listNewsArticles(database.db, { published: false, now: NOW }))).toEqual(["scheduled", "draft"]);
  });

  it("publishes a scheduled article once its time passes, with no one touching it", async () => {
    const later = new Date("2026-07-02T00:00:00Z");
    expect(slugs(await listNewsArticles(database.db, { published: true, now: later }))[0]).toBe("scheduled");
  });

  it("filters by one category or a list of them", async () => {
    expect(slugs(await listNewsArticles(database.db, { published: true, category: "news", now: NOW }))).toEqual(["tie-later", "old"]);
    expect(slugs(await listNewsArticles(database.db, { published: true, category: ["race_report", "team_news"], now: NOW }))).toEqual([
      "new",
      "team",
    ]);
  });

  it("limits the number of rows", async () => {
    expect(slugs(await listNewsArticles(database.db, { published: true, limit: 2, now: NOW }))).toEqual(["tie-later", "new"]);
  });

  it("finds one article by slug only when visitors may read it now", async () => {
    expect((await getPublicArticle(database.db, "new", NOW))?.title).toBe("New");
    expect(await getPublicArticle(database.db, "draft", NOW)).toBeNull();
    expect(await getPublicArticle(database.db, "scheduled", NOW)).toBeNull();
    expect((await getPublicArticle(database.db, "scheduled", new Date("2026-07-02T00:00:00Z")))?.title).toBe("Scheduled");
    expect(await getPublicArticle(database.db, "no-such-article", NOW)).toBeNull();
  });
});
