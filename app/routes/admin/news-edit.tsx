import { useId, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/news-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { ViewOnSiteLink } from "../../features/admin/components/editor-parts.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { slugify, formValue, type InvalidForm, formObject, invalidForm, parseAdminForm } from "../../features/admin/schema.ts";
import { ImageField } from "../../features/media/components/image-field.tsx";
import { articleFormSchema, articleIdSchema, articleStatus, NEWS_CATEGORIES, categoryLabel } from "../../features/news/schema.ts";
import { ArticleStatusBadge } from "../../features/news/components/article-status-badge.tsx";
import { MarkdownEditor } from "../../features/news/components/markdown-editor.tsx";
import { createArticle, updateArticle } from "../../features/news/mutations.server.ts";
import { dateToParisWallTime, formatParisDateTime } from "../../lib/paris-time.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { getAdminArticle } from "../../features/news/queries.server.ts";
import { renderArticleMarkdown } from "../../platform/rich-text.server.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTranslator()("admin.meta.item", { name: loaderData?.article.title || adminTranslator()("adminNews.new") }) }];

/** The editor of one article: /admin/news/new, or /admin/news/:articleId. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  if (!("articleId" in params) || !params.articleId) {
    return {
      isNew: true,
      article: { id: "", title: "", slug: "", category: "news", excerpt: "", content: "", featured_image: "", published: false, publishAt: "" },
      status: null,
      when: null,
      publicPath: null,
      previewHtml: "",
    };
  }
  const id = articleIdSchema.safeParse(params.articleId);
  const row = id.success ? await getAdminArticle(db, id.data) : null;
  if (!row) throw data(null, { status: 404 });
  const status = articleStatus(row.published, row.published_at);
  return {
    isNew: false,
    article: {
      id: row.id,
      title: row.title,
      slug: row.slug,
      category: row.category,
      excerpt: row.excerpt ?? "",
      content: row.content,
      featured_image: row.featured_image ?? "",
      published: row.published,
      publishAt: row.published_at ? dateToParisWallTime(row.published_at) : "",
    },
    status,
    when: row.published_at ? formatParisDateTime(row.published_at) : null,
    publicPath: status === "published" ? `/news/${row.slug}` : null,
    previewHtml: renderArticleMarkdown(row.content),
  };
}

type PreviewResult = { status: "preview"; values: Record<string, string | string[]>; html: string };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const formData = await request.formData();
  const existingId = "articleId" in params && params.articleId ? params.articleId : null;
  if (existingId && !articleIdSchema.safeParse(existingId).success) throw data(null, { status: 404 });

  // Without JavaScript, the Preview button renders the posted markdown and keeps the form as typed.
  if (formData.get("intent") === "preview") {
    const values = formObject(formData);
    const content = typeof values.content === "string" ? values.content : "";
    return { status: "preview", values, html: renderArticleMarkdown(content) } satisfies PreviewResult;
  }

  const parsed = parseAdminForm(formData, articleFormSchema);
  if (!parsed.ok) return parsed.response;
  const result = existingId ? await updateArticle(db, existingId, parsed.data) : await createArticle(db, parsed.data);
  if (!result.ok) {
    if (result.reason === "notFound") throw data(null, { status: 404 });
    return invalidForm(parsed.values, { slug: "admin.form.slugTaken" });
  }
  await recordContentChange(context, {
    action: existingId ? "article.update" : "article.create",
    target: { type: "article", id: result.after.id },
    before: result.before,
    after: result.after,
  });
  return redirectWithFlash(`/admin/news/${result.after.id}`, { message: existingId ? "admin.form.saved" : "admin.form.created" });
}

function Hint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="-mt-1 text-sm text-mist">
      {children}
    </p>
  );
}

/** A session that ended while the form was open keeps the form (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminNewsEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const hintId = useId();
  const { article, isNew, status, when, publicPath, previewHtml } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "preview";
  const result = actionData as InvalidForm | PreviewResult | undefined;
  const invalid = result?.status === "invalid" ? result : undefined;
  const typed = result?.values;
  const value = (name: string, fallback: string) => (typed ? (formValue(result as InvalidForm, name) ?? "") : fallback);
  const error = (name: string) => {
    const key = invalid?.fieldErrors[name];
    return key ? t(key) : undefined;
  };
  const [title, setTitle] = useState(value("title", article.title));
  const describedBy = (name: string, hint: string) => (error(name) ? {} : { "aria-describedby": `${hintId}-${hint}` });

  return (
    <AdminPage
      title={isNew ? t("adminNews.newTitle") : t("adminNews.editTitle")}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {status ? <ArticleStatusBadge status={status} when={when} /> : null}
          {publicPath ? <ViewOnSiteLink to={publicPath} /> : null}
        </div>
      }
    >
      {invalid ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
      <Form method="post" className="space-y-6">
        <Panel>
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label={t("adminNews.field.title")}
              name="title"
              required
              maxLength={200}
              defaultValue={value("title", article.title)}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={error("title")}
              className="md:col-span-2"
            />
            <div className="space-y-2">
              <TextField
                label={t("adminNews.field.slug")}
                name="slug"
                maxLength={80}
                defaultValue={value("slug", article.slug)}
                placeholder={slugify(title)}
                error={error("slug")}
                {...describedBy("slug", "slug")}
              />
              <Hint id={`${hintId}-slug`}>{t("adminNews.field.slugHint")}</Hint>
            </div>
            <SelectField
              label={t("adminNews.field.category")}
              name="category"
              defaultValue={value("category", article.category)}
              options={NEWS_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))}
              error={error("category")}
            />
            <div className="space-y-2 md:col-span-2">
              <TextAreaField
                label={t("adminNews.field.excerpt")}
                name="excerpt"
                rows={3}
                maxLength={500}
                defaultValue={value("excerpt", article.excerpt)}
                error={error("excerpt")}
                {...describedBy("excerpt", "excerpt")}
              />
              <Hint id={`${hintId}-excerpt`}>{t("adminNews.field.excerptHint")}</Hint>
            </div>
          </div>
        </Panel>
        <Panel>
          <MarkdownEditor
            name="content"
            label={t("adminNews.field.content")}
            hint={t("adminNews.field.contentHint")}
            defaultValue={value("content", article.content)}
            initialHtml={result?.status === "preview" ? result.html : previewHtml}
            error={error("content")}
            previewUrl="/admin/news/preview"
          />
          <noscript>
            <p className="mt-3 text-sm text-mist">{t("adminNews.previewNoScript")}</p>
          </noscript>
        </Panel>
        <Panel>
          <div className="grid gap-6 md:grid-cols-2">
            <div className="md:col-span-2">
              <ImageField name="featured_image" label={t("adminNews.field.image")} defaultValue={value("featured_image", article.featured_image)} error={error("featured_image")} />
            </div>
            <CheckboxField
              label={t("adminNews.field.published")}
              name="published"
              description={t("adminNews.field.publishedHint")}
              defaultChecked={typed ? value("published", "") === "on" : article.published}
              error={error("published")}
            />
            <div className="space-y-2">
              <TextField
                label={t("adminNews.field.publishAt")}
                name="published_at"
                type="datetime-local"
                defaultValue={value("published_at", article.publishAt)}
                error={error("published_at")}
                {...describedBy("published_at", "publish-at")}
              />
              <Hint id={`${hintId}-publish-at`}>{t("adminNews.field.publishAtHint")}</Hint>
            </div>
          </div>
        </Panel>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="save" disabled={saving}>
            {saving ? t("admin.form.saving") : t("admin.form.save")}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="ghost" formNoValidate>
            {t("adminNews.preview")}
          </Button>
          <Link to="/admin/news" className={buttonClass("ghost")}>
            {t("admin.form.back")}
          </Link>
        </div>
      </Form>
      {isNew ? null : (
        <div className="mt-10 border-t border-white/10 pt-6">
          <DeleteButton id={article.id} itemName={article.title} action="/admin/news" />
        </div>
      )}
    </AdminPage>
  );
}
