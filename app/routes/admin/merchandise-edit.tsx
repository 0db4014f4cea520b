import { useId } from "react";
import { data } from "react-router";
import type { Route } from "./+types/merchandise-edit";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { EditorFrame, editorKey, useEditorFields, PreviewLink, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { historyPath } from "../../features/versions/schema.ts";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { handleEditorAction } from "../../features/admin/mutations.server.ts";
import { editedItemId, editorDraft } from "../../features/admin/queries.server.ts";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { TextRowsEditor } from "../../features/cars/components/text-rows-editor.tsx";
import { ImageField, useAltError, useImageAlts, StoredImageNames } from "../../features/media/components/image-field.tsx";
import { imageAlts, imageNames } from "../../features/media/queries.server.ts";
import { vatRates } from "../../db/enums.ts";
import { DESCRIPTION_MAX, merchandiseFormSchema, NAME_MAX, SIZE_MAX, shopCategories, shopCategoryLabel } from "../../features/shop/schema.ts";
import { merchandiseWrites } from "../../features/shop/mutations.server.ts";
import { getAdminMerchandise } from "../../features/shop/queries.server.ts";
import { useSchemaForm } from "../../lib/form.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.item ? loaderData.item.name : adminMetaT(matches)("merchAdmin.new") }) }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = editedItemId(params.itemId);
  if (!id) return { item: null, live: null, draft: null, alts: {}, imageNames: {} };
  const { db } = context.get(servicesContext);
  const stored = await getAdminMerchandise(db, id);
  if (!stored) throw data(null, { status: 404 });
  // A draft waiting is what the form shows; the item's name, state and links stay the stored item's.
  const { row: item, draft, alts: draftAlts } = await editorDraft(db, "merchandise", id, stored);
  return {
    live: { name: stored.name, active: stored.active, category: stored.category, hasFrench: Boolean(stored.name_fr) },
    draft,
    item: {
      id: item.id,
      name: item.name,
      price: item.price,
      category: item.category,
      vat_rate: String(item.vat_rate),
      description: item.description,
      // The stock is the shop's count now, never a draft's: orders change it while a draft waits.
      stock_quantity: stored.stock_quantity,
      sizes_available: item.sizes_available,
      active: item.active,
      featured: item.featured,
      image_url: item.image_url,
      name_fr: item.name_fr ?? "",
      description_fr: item.description_fr ?? "",
      // A new form for a new draft too (editorKey).
      updated_at: draft?.savedAt ?? item.updated_at.toISOString(),
    },
    // What the image shows, in both languages, written under it (issue 15); a draft's own texts first.
    alts: { ...(await imageAlts(db, [item.image_url])), ...draftAlts },
    imageNames: await imageNames(db, [item.image_url]),
  };
}

/** Save, or Delete to the trash: the content kit's editor action with the merchandise's schema and writes. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return handleEditorAction(await request.formData(), context, { id: editedItemId(params.itemId), schema: merchandiseFormSchema, writes: merchandiseWrites, images: ["image_url"] });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/** A new form for each saved version, so every field shows what was stored (see editorKey). */
export default function MerchandiseEditorPage(props: Route.ComponentProps) {
  return (
    <StoredImageNames names={props.loaderData.imageNames}>
      <MerchandiseEditor key={editorKey(props.loaderData.item)} {...props} />
    </StoredImageNames>
  );
}

function MerchandiseEditor({ loaderData, actionData }: Route.ComponentProps) {
  const alts = useImageAlts(loaderData.alts, actionData);
  const altError = useAltError(actionData, "image_url");
  const t = useAdminT();
  const hintId = useId();
  const { item, live, draft } = loaderData;
  const [form, fields] = useSchemaForm(merchandiseFormSchema, actionData, {
    id: "merchandise-editor",
    defaultValue: item ?? { category: shopCategories[0], stock_quantity: "0" },
  });
  const field = useEditorFields();
  const sizes = field.list(fields.sizes_available);

  return (
    <EditorFrame
      title={item ? t("merchAdmin.editTitle") : t("merchAdmin.newTitle")}
      backTo="/admin/merchandise"
      item={live && { name: live.name, published: live.active }}
      form={form}
      history={item ? historyPath("merchandise", item.id) : undefined}
      drafts={live?.active === true}
      draft={draft}
      actions={
        item && live ? (
          <>
            {live.active ? <PreviewLink type="merchandise" id={item.id} /> : null}
            {live.active ? <ViewOnSiteLink to={`/pitshop?category=${encodeURIComponent(live.category)}`} /> : null}
            {live.active && live.hasFrench ? (
              <ViewOnSiteLink to={pathIn(`/pitshop?category=${encodeURIComponent(live.category)}`, "fr")} label={t("adminContent.viewOnSiteFr")} />
            ) : null}
            <DeleteButton id={item.id} itemName={live.name} className="py-2" />
          </>
        ) : null
      }
    >
      <p className="text-sm text-mist">{t("cmAdmin.required")}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("adminContent.english")}>
          <div className="grid gap-5">
            <TextField label={t("merchAdmin.field.name")} required maxLength={NAME_MAX} lang="en" {...field.text(fields.name)} />
            <TextAreaField label={t("merchAdmin.field.description")} rows={5} maxLength={DESCRIPTION_MAX} lang="en" {...field.textarea(fields.description)} />
          </div>
        </Panel>
        <Panel title={t("adminContent.french")}>
          <div className="grid gap-5">
            <div className="space-y-2">
              <TextField label={t("merchAdmin.field.nameFr")} maxLength={NAME_MAX} lang="fr" {...field.text(fields.name_fr, { hint: `${hintId}-french` })} />
              <p id={`${hintId}-french`} className="-mt-1 text-sm text-mist">
                {t("merchAdmin.frenchHint")}
              </p>
            </div>
            <TextAreaField label={t("merchAdmin.field.descriptionFr")} rows={5} maxLength={DESCRIPTION_MAX} lang="fr" {...field.textarea(fields.description_fr)} />
          </div>
        </Panel>
      </div>
      <Panel title={t("cmAdmin.details")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("merchAdmin.field.price")} inputMode="decimal" required {...field.text(fields.price)} />
          <SelectField
            label={t("merchAdmin.field.category")}
            {...field.select(fields.category)}
            options={shopCategories.map((category) => ({ value: category, label: shopCategoryLabel(category, t) }))}
          />
          <div className="space-y-1">
            <SelectField
              label={t("merchAdmin.field.vatRate")}
              {...field.select(fields.vat_rate, { hint: "vat-hint" })}
              options={[...(loaderData.item ? [] : [{ value: "", label: t("merchAdmin.vat.byCategory") }]), ...vatRates.map((rate) => ({ value: String(rate), label: t(`merchAdmin.vat.${rate}`) }))]}
            />
            <p id="vat-hint" className="text-sm text-mist">
              {t("merchAdmin.field.vatRateHint")}
            </p>
          </div>
          <div className="space-y-1">
            <TextField label={t("merchAdmin.field.stock")} inputMode="numeric" required {...field.text(fields.stock_quantity, { hint: "stock-hint" })} />
            <p id="stock-hint" className="text-sm text-mist">
              {t("merchAdmin.field.stockHint")}
            </p>
          </div>
        </div>
      </Panel>
      <Panel>
        <TextRowsEditor
          legend={t("merchAdmin.sizes")}
          hint={t("merchAdmin.sizesHint")}
          error={field.groupError(fields.sizes_available)}
          initialRows={sizes.map((size) => [size])}
          columns={[{ name: "sizes_available", label: (n) => t("merchAdmin.size", { n }), maxLength: SIZE_MAX }]}
          addLabel={t("merchAdmin.addSize")}
          removeLabel={(n) => t("merchAdmin.removeSize", { n })}
        />
      </Panel>
      <Panel title={t("cmAdmin.visibility")}>
        <div className="space-y-4">
          <CheckboxField label={t("merchAdmin.field.active")} description={t("merchAdmin.field.activeHint")} {...field.checkbox(fields.active)} />
          <CheckboxField label={t("merchAdmin.field.featured")} description={t("merchAdmin.field.featuredHint")} {...field.checkbox(fields.featured)} />
        </div>
      </Panel>
      <Panel title={t("cmAdmin.images")}>
        <ImageField
          name={fields.image_url.name}
          label={t("merchAdmin.field.image")}
          defaultValue={field.list(fields.image_url)[0] ?? ""}
          error={field.error(fields.image_url)}
          alts={alts}
          altError={altError}
        />
      </Panel>
    </EditorFrame>
  );
}
