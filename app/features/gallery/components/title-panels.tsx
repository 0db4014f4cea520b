import { useState } from "react";
import { TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { Panel } from "../../admin/components/admin-page.tsx";
import { useEditorFields } from "../../admin/components/editor-frame.tsx";
import { slugify } from "../../admin/schema.ts";

type EditorFields = ReturnType<typeof useEditorFields>;
type Field = Parameters<EditorFields["text"]>[0];

/**
 * An album's or a video's words in both languages, side by side (decision
 * 013): the English title and description, and beside them the French ones
 * with what leaving them empty means. Saved with the rest of the editor's form.
 * An album also has its address in each language (`slugs`, issue 15), shown
 * with the slug it would get from the title as typed.
 */
export function TitlePanels({
  kind,
  fields,
  slugs,
}: {
  kind: "album" | "video";
  fields: { title: Field; description: Field; title_fr: Field; description_fr: Field };
  slugs?: { slug: Field; slug_fr: Field };
}) {
  const t = useAdminT();
  const field = useEditorFields();
  const hint = `${kind}-french-hint`;
  const [title, setTitle] = useState(field.list(fields.title)[0] ?? "");
  const [titleFr, setTitleFr] = useState(field.list(fields.title_fr)[0] ?? "");
  return (
    <>
      <p className="text-sm text-mist">{t("galleryAdmin.required")}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("adminContent.english")}>
          <div className="grid gap-5">
            <TextField label={t(`galleryAdmin.${kind}.title`)} required lang="en" {...field.text(fields.title)} onChange={(event) => setTitle(event.currentTarget.value)} />
            {slugs ? (
              <div className="space-y-1">
                <TextField label={t("galleryAdmin.album.slug")} maxLength={80} placeholder={slugify(title)} {...field.text(slugs.slug, { hint: "album-slug-hint" })} />
                <p id="album-slug-hint" className="text-sm text-mist">
                  {t("galleryAdmin.album.slugHint")}
                </p>
              </div>
            ) : null}
            <TextAreaField label={t(`galleryAdmin.${kind}.description`)} rows={4} lang="en" {...field.textarea(fields.description)} />
          </div>
        </Panel>
        <Panel title={t("adminContent.french")}>
          <div className="grid gap-5">
            <div className="space-y-1">
              <TextField label={t(`galleryAdmin.${kind}.titleFr`)} lang="fr" {...field.text(fields.title_fr, { hint })} onChange={(event) => setTitleFr(event.currentTarget.value)} />
              <p id={hint} className="text-sm text-mist">
                {t("galleryAdmin.frenchHint")}
              </p>
            </div>
            {slugs ? (
              <div className="space-y-1">
                <TextField
                  label={t("galleryAdmin.album.slugFr")}
                  maxLength={80}
                  placeholder={titleFr ? slugify(titleFr) : undefined}
                  {...field.text(slugs.slug_fr, { hint: "album-slug-fr-hint" })}
                />
                <p id="album-slug-fr-hint" className="text-sm text-mist">
                  {t("galleryAdmin.album.slugFrHint")}
                </p>
              </div>
            ) : null}
            <TextAreaField label={t(`galleryAdmin.${kind}.descriptionFr`)} rows={4} lang="fr" {...field.textarea(fields.description_fr)} />
          </div>
        </Panel>
      </div>
    </>
  );
}
