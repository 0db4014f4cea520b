import { data } from "react-router";
import type { Route } from "./+types/legal-edit";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { EditorFrame, editorKey, PreviewLink, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { historyPath } from "../../features/versions/schema.ts";
import { handleEditorAction } from "../../features/admin/mutations.server.ts";
import { editorDraft } from "../../features/admin/queries.server.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { legalPageWrites } from "../../features/legal/mutations.server.ts";
import { getAdminLegalPage } from "../../features/legal/queries.server.ts";
import { isLegalPageKey, LEGAL_PAGES, legalPageFormSchema } from "../../features/legal/schema.ts";
import { MarkdownEditor } from "../../features/news/components/markdown-editor.tsx";
import { fieldMessage, useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";
import { renderMarkdownWithPlaceholders } from "../../platform/rich-text.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = adminMetaT(matches);
  return [{ title: t("admin.meta.item", { name: loaderData ? t(LEGAL_PAGES[loaderData.page.key].adminTitle) : t("admin.meta.legal") }) }];
};

/** One legal page, both languages side by side: /admin/legal/privacy… */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLegalPageKey(params.pageKey)) throw data(null, { status: 404 });
  const { db } = context.get(servicesContext);
  // A draft waiting is what the form shows: the published texts stay the page's until Save.
  const { row: page, draft } = await editorDraft(db, "legal_page", params.pageKey, await getAdminLegalPage(db, params.pageKey));
  return {
    // A new form for a new draft too (editorKey).
    page: { ...page, id: page.key, name: "", updated_at: draft?.savedAt ?? page.updatedAt ?? "" },
    draft,
    previewHtml: renderMarkdownWithPlaceholders(page.body),
    previewHtmlFr: renderMarkdownWithPlaceholders(page.body_fr),
  };
}

/** Save: the content kit's editor action (refused with the form as typed, or saved, logged, and back here with "Saved."). */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (!isLegalPageKey(params.pageKey)) throw data(null, { status: 404 });
  const { user } = currentAdmin(context);
  return handleEditorAction(await request.formData(), context, { id: params.pageKey, schema: legalPageFormSchema, writes: legalPageWrites(user.id) });
}

/** A session that ended while the form was open keeps the form (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function LegalEditorPage(props: Route.ComponentProps) {
  return <LegalEditor key={editorKey(props.loaderData.page)} {...props} />;
}

function LegalEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { page, draft, previewHtml, previewHtmlFr } = loaderData;
  const { path, adminTitle } = LEGAL_PAGES[page.key];
  const [form, fields] = useSchemaForm(legalPageFormSchema, actionData, { id: "legal-editor", defaultValue: { body: page.body, body_fr: page.body_fr } });
  const typed = (value: unknown) => (typeof value === "string" ? value : "");
  const error = (errors: string[] | undefined) => fieldMessage(errors, (key) => t(key as AdminMessageKey));

  return (
    <EditorFrame
      title={t(adminTitle)}
      backTo="/admin/legal"
      item={null}
      form={form}
      history={historyPath("legal_page", page.key)}
      drafts
      draft={draft}
      actions={
        <>
          <PreviewLink type="legal_page" id={page.key} />
          <ViewOnSiteLink to={path} />
          <ViewOnSiteLink to={pathIn(path, "fr")} label={t("adminContent.viewOnSiteFr")} />
        </>
      }
    >
      <p className="max-w-3xl text-mist">{t("adminLegal.placeholderHelp")}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("adminContent.english")}>
          <MarkdownEditor
            name={fields.body.name}
            label={t("adminLegal.field.body")}
            hint={t("adminNews.field.contentHint")}
            defaultValue={typed(fields.body.initialValue)}
            initialHtml={previewHtml}
            error={error(fields.body.errors)}
            previewUrl="/admin/legal/preview"
            stacked
            lang="en"
            rows={24}
          />
        </Panel>
        <Panel title={t("adminContent.french")}>
          <MarkdownEditor
            name={fields.body_fr.name}
            label={t("adminLegal.field.bodyFr")}
            hint={t("adminLegal.field.bodyFrHint")}
            defaultValue={typed(fields.body_fr.initialValue)}
            initialHtml={previewHtmlFr}
            error={error(fields.body_fr.errors)}
            previewUrl="/admin/legal/preview"
            stacked
            lang="fr"
            rows={24}
          />
        </Panel>
      </div>
    </EditorFrame>
  );
}
