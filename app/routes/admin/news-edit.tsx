import { useId, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/news-edit";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { EditorFrame, editorKey, useEditorFields, PreviewLink, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { historyPath } from "../../features/versions/schema.ts";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { handleEditorAction } from "../../features/admin/mutations.server.ts";
import { editedItemId, editorDraft } from "../../features/admin/queries.server.ts";
import { slugify } from "../../features/admin/schema.ts";
import { ImageField, useAltError, useImageAlts, StoredImageNames } from "../../features/media/components/image-field.tsx";
import { imageAlts, imageNames } from "../../features/media/queries.server.ts";
import { articleFormSchema, articleStatus, NEWS_CATEGORIES, categoryName } from "../../features/news/schema.ts";
import { ArticleStatusBadge } from "../../features/news/components/article-status-badge.tsx";
import { MarkdownEditor } from "../../features/news/components/markdown-editor.tsx";
import { articleWrites } from "../../features/news/mutations.server.ts";
import { articleAlternates, getAdminArticle } from "../../features/news/queries.server.ts";
import { intentOf, parseForm, useSchemaForm, type FormReply } from "../../lib/form.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { dateToParisWallTime } from "../../lib/paris-wall-time.ts";
import { renderArticleMarkdown } from "../../platform/rich-text.server.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/index.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.article?.title || adminMetaT(matches)("adminNews.new") }) }];

/** The editor of one article: /admin/news/new, or /admin/news/:articleId. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const id = editedItemId(params.articleId);
  if (!id) return { article: null, status: null, when: null, draft: null, publicPath: null, publicPathFr: null, previewHtml: "", previewHtmlFr: "", alts: {}, imageNames: {} };
  const stored = await getAdminArticle(db, id);
  if (!stored) throw data(null, { status: 404 });
  // A draft waiting is what the form shows; the article's title, state and links stay the stored article's.
  const status = articleStatus(stored.published, stored.published_at);
  const { row, draft, alts: draftAlts } = await editorDraft(db, "article", id, stored);
  return {
    article: {
      id: row.id,
      name: stored.title,
      title: row.title,
      slug: row.slug,
      category: row.category,
      excerpt: row.excerpt ?? "",
      content: row.content,
      featured_image: row.featured_image ?? "",
      published: row.published,
      published_at: row.published_at ? dateToParisWallTime(row.published_at) : "",
      title_fr: row.title_fr ?? "",
      slug_fr: row.slug_fr ?? "",
      excerpt_fr: row.excerpt_fr ?? "",
      content_fr: row.content_fr ?? "",
      // A new form for a new draft too (editorKey).
      updated_at: draft?.savedAt ?? row.updated_at.toISOString(),
    },
    status,
    draft,
    when: stored.published_at ? formatParisDateTime(stored.published_at, FORMAT_LOCALE[context.get(localeContext)]) : null,
    publicPath: status === "published" ? `/news/${stored.slug}` : null,
    publicPathFr: status === "published" ? articleAlternates(stored).fr : null,
    previewHtml: renderArticleMarkdown(row.content),
    previewHtmlFr: renderArticleMarkdown(row.content_fr ?? ""),
    // What the image shows, in both languages, written under it (issue 15).
    alts: { ...(await imageAlts(db, [row.featured_image])), ...draftAlts },
    imageNames: await imageNames(db, [row.featured_image]),
  };
}

/**
 * Save, or Delete to the trash: the content kit's editor action. Preview
 * (the way to see the markdown without JavaScript) renders what was posted
 * and gives the form back as typed.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = editedItemId(params.articleId);
  const formData = await request.formData();
  if (intentOf(formData) === "preview") {
    const markdown = (name: string) => {
      const value = formData.get(name);
      return renderArticleMarkdown(typeof value === "string" ? value : "");
    };
    const reply: FormReply & { previewHtml: string; previewHtmlFr: string } = {
      initialValue: parseForm(formData, articleFormSchema).payload as FormReply["initialValue"],
      previewHtml: markdown("content"),
      previewHtmlFr: markdown("content_fr"),
    };
    return reply;
  }
  return handleEditorAction(formData, context, { id, schema: articleFormSchema, writes: articleWrites(context.get(localeContext)), images: ["featured_image"] });
}

/** A session that ended while the form was open keeps the form (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/** A new form for each saved version, so every field shows what was stored (see editorKey). */
export default function NewsEditorPage(props: Route.ComponentProps) {
  return (
    <StoredImageNames names={props.loaderData.imageNames}>
      <NewsEditor key={editorKey(props.loaderData.article)} {...props} />
    </StoredImageNames>
  );
}

function Hint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="-mt-1 text-sm text-mist">
      {children}
    </p>
  );
}

function NewsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const hintId = useId();
  const { article, status, when, draft, publicPath, publicPathFr, previewHtml, previewHtmlFr } = loaderData;
  const [form, fields] = useSchemaForm(articleFormSchema, actionData, { id: "article-editor", defaultValue: article ?? { category: "news" } });
  const field = useEditorFields();
  const typed = (name: keyof typeof fields) => field.list(fields[name])[0] ?? "";
  const [title, setTitle] = useState(typed("title"));
  const [titleFr, setTitleFr] = useState(typed("title_fr"));
  const preview = actionData && "previewHtml" in actionData ? actionData.previewHtml : null;
  const previewFr = actionData && "previewHtmlFr" in actionData ? actionData.previewHtmlFr : null;
  const alts = useImageAlts(loaderData.alts, actionData);
  const altError = useAltError(actionData, "featured_image");

  return (
    <EditorFrame
      title={article ? t("adminNews.editTitle") : t("adminNews.newTitle")}
      backTo="/admin/news"
      item={article}
      state={status ? <ArticleStatusBadge status={status} when={when} /> : null}
      form={form}
      history={article ? historyPath("article", article.id) : undefined}
      drafts={status === "published"}
      draft={draft}
      actions={
        article ? (
          <>
            <PreviewLink type="article" id={article.id} />
            {publicPath ? <ViewOnSiteLink to={publicPath} /> : null}
            {publicPathFr ? <ViewOnSiteLink to={publicPathFr} label={t("adminContent.viewOnSiteFr")} /> : null}
            <DeleteButton id={article.id} itemName={article.name} className="py-2" />
          </>
        ) : null
      }
      footer={
        <Button type="submit" name="intent" value="preview" variant="ghost" formNoValidate>
          {t("adminNews.preview")}
        </Button>
      }
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("adminContent.english")}>
          <div className="grid gap-5">
            <TextField
              label={t("adminNews.field.title")}
              required
              maxLength={200}
              lang="en"
              {...field.text(fields.title)}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            <div className="space-y-2">
              <TextField label={t("adminNews.field.slug")} maxLength={80} placeholder={slugify(title)} {...field.text(fields.slug, { hint: `${hintId}-slug` })} />
              <Hint id={`${hintId}-slug`}>{t("adminNews.field.slugHint")}</Hint>
            </div>
            <div className="space-y-2">
              <TextAreaField label={t("adminNews.field.excerpt")} rows={3} maxLength={500} lang="en" {...field.textarea(fields.excerpt, { hint: `${hintId}-excerpt` })} />
              <Hint id={`${hintId}-excerpt`}>{t("adminNews.field.excerptHint")}</Hint>
            </div>
          </div>
        </Panel>
        <Panel title={t("adminContent.french")}>
          <div className="grid gap-5">
            <TextField
              label={t("adminNews.field.titleFr")}
              maxLength={200}
              lang="fr"
              {...field.text(fields.title_fr, { hint: `${hintId}-french` })}
              onChange={(event) => setTitleFr(event.currentTarget.value)}
            />
            <Hint id={`${hintId}-french`}>{t("adminContent.frenchHint")}</Hint>
            <TextField label={t("adminNews.field.slugFr")} maxLength={80} placeholder={titleFr ? slugify(titleFr) : undefined} {...field.text(fields.slug_fr)} />
            <TextAreaField label={t("adminNews.field.excerptFr")} rows={3} maxLength={500} lang="fr" {...field.textarea(fields.excerpt_fr)} />
          </div>
        </Panel>
      </div>
      <Panel>
        <SelectField label={t("adminNews.field.category")} {...field.select(fields.category)} options={NEWS_CATEGORIES.map((category) => ({ value: category, label: categoryName(category, t) }))} />
      </Panel>
      <Panel>
        <MarkdownEditor
          name={fields.content.name}
          label={t("adminNews.field.content")}
          hint={t("adminNews.field.contentHint")}
          defaultValue={typed("content")}
          initialHtml={preview ?? previewHtml}
          error={field.error(fields.content)}
          previewUrl="/admin/news/preview"
        />
        <noscript>
          <p className="mt-3 text-sm text-mist">{t("adminNews.previewNoScript")}</p>
        </noscript>
      </Panel>
      <Panel>
        <MarkdownEditor
          name={fields.content_fr.name}
          label={t("adminNews.field.contentFr")}
          hint={t("adminNews.field.contentHint")}
          defaultValue={typed("content_fr")}
          initialHtml={previewFr ?? previewHtmlFr}
          error={field.error(fields.content_fr)}
          previewUrl="/admin/news/preview"
        />
      </Panel>
      <Panel>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="md:col-span-2">
            <ImageField
              name={fields.featured_image.name}
              label={t("adminNews.field.image")}
              defaultValue={typed("featured_image")}
              error={field.error(fields.featured_image)}
              alts={alts}
              altError={altError}
            />
          </div>
          <CheckboxField label={t("adminNews.field.published")} description={t("adminNews.field.publishedHint")} {...field.checkbox(fields.published)} error={field.error(fields.published)} />
          <div className="space-y-2">
            <TextField label={t("adminNews.field.publishAt")} {...field.text(fields.published_at, { type: "datetime-local", hint: `${hintId}-publish-at` })} />
            <Hint id={`${hintId}-publish-at`}>{t("adminNews.field.publishAtHint")}</Hint>
          </div>
        </div>
      </Panel>
    </EditorFrame>
  );
}
