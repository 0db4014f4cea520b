import { and, eq, gt, isNull } from "drizzle-orm";
import { column, storedImageWithoutAlt } from "../features/dashboard/queries.server.ts";
import { articleAlternates, listNewsArticles } from "../features/news/queries.server.ts";
import { everywhere, itemPage, latest } from "../features/seo/queries.server.ts";
import { newsArticles } from "../db/schema/news.ts";
import { dateToParisWallTime } from "../lib/paris-wall-time.ts";
import { localeContext } from "../platform/context.ts";
import { articleTrash, articleWrites } from "../features/news/mutations.server.ts";
import { articleFormSchema, categoryLabel, type ArticleInput } from "../features/news/schema.ts";
import { fieldNames, postedForm, throughEditorForm, versioned } from "../features/versions/mutations.server.ts";
import { uuidRowReads } from "../features/versions/queries.server.ts";
import type { VersionField } from "../features/versions/schema.ts";
import type { ContentType } from "./content-type.server.ts";

const articleFields: VersionField[] = [
  { name: "title", label: "adminNews.field.title" },
  { name: "slug", label: "adminNews.field.slug" },
  { name: "category", label: "adminNews.field.category", show: (value, t) => categoryLabel(String(value), t) },
  { name: "excerpt", label: "adminNews.field.excerpt", kind: "long" },
  { name: "content", label: "adminNews.field.content", kind: "long" },
  { name: "title_fr", label: "adminNews.field.titleFr" },
  { name: "slug_fr", label: "adminNews.field.slugFr" },
  { name: "excerpt_fr", label: "adminNews.field.excerptFr", kind: "long" },
  { name: "content_fr", label: "adminNews.field.contentFr", kind: "long" },
  { name: "featured_image", label: "adminNews.field.image" },
  { name: "published", label: "adminNews.field.published", kind: "boolean" },
  { name: "published_at", label: "adminNews.field.publishAt", kind: "datetime" },
];

export const article: ContentType = {
  type: "article",
  tables: [newsArticles],
  label: "trash.type.article",
  trash: articleTrash,
  versions: versioned<ArticleInput>({
    type: "article",
    fields: articleFields,
    ...uuidRowReads(newsArticles, newsArticles.id, newsArticles.deleted_at, "title"),
    editorPath: (id) => `/admin/news/${id}`,
    // "Publish at" is typed as Paris wall time, like the editor shows it.
    toInput: throughEditorForm(articleFormSchema, (values) => ({ ...postedForm(values, fieldNames(articleFields)), published_at: typeof values.published_at === "string" ? dateToParisWallTime(values.published_at) : "" })),
    update: (context, db, id, input) => articleWrites(context.get(localeContext)).update(db, id, input),
  }),
  // An article's date ahead is its publication.
  schedule: { table: newsArticles, at: newsArticles.published_at, waiting: (now) => and(eq(newsArticles.published, true), gt(newsArticles.published_at, now), isNull(newsArticles.deleted_at)) },
  sitemap: async (db, now) => {
    const articles = await listNewsArticles(db, { published: true, now });
    return [everywhere("/news", latest(articles.map((entry) => entry.updated_at))), ...articles.map((entry) => itemPage(articleAlternates(entry), entry.updated_at))];
  },
  health: {
    label: "dashboard.missingFrench.articles",
    table: newsArticles,
    id: newsArticles.id,
    name: newsArticles.title,
    order: newsArticles.updated_at,
    live: isNull(newsArticles.deleted_at),
    editorPath: (id) => `/admin/news/${id}`,
    drafts: { where: eq(newsArticles.published, false), list: "/admin/news?status=draft" },
    scheduled: { at: newsArticles.published_at, where: (now) => and(eq(newsArticles.published, true), gt(newsArticles.published_at, now)), list: "/admin/news?status=scheduled" },
    missingFrench: { where: isNull(newsArticles.title_fr), list: "/admin/news" },
    missingAlt: { where: and(eq(newsArticles.published, true), storedImageWithoutAlt(column(newsArticles, "featured_image"))), list: "/admin/news" },
  },
};
