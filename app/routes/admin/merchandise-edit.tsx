import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/merchandise-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { EditorIntro, ViewOnSiteLink } from "../../features/admin/components/editor-parts.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { rowIntentSchema } from "../../features/admin/mutations.server.ts";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { formValue, formValues, type InvalidForm, parseAdminForm } from "../../features/admin/schema.ts";
import { TextRowsEditor } from "../../features/cars/components/text-rows-editor.tsx";
import { ImageField } from "../../features/media/components/image-field.tsx";
import { merchandiseFormSchema, merchandiseIdSchema, SIZE_MAX, shopCategories } from "../../features/shop/schema.ts";
import { createMerchandise, trashMerchandise, updateMerchandise } from "../../features/shop/mutations.server.ts";
import { getAdminMerchandise } from "../../features/shop/queries.server.ts";
import { adminTranslator, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTranslator()("admin.meta.item", { name: loaderData?.item ? loaderData.item.name : adminTranslator()("merchAdmin.new") }) }];

/** The item's id from the URL (null on /admin/merchandise/new); a malformed one is a 404 like a missing item. */
function itemIdOf(params: { itemId?: string }): string | null {
  if (params.itemId === undefined) return null;
  const parsed = merchandiseIdSchema.safeParse(params.itemId);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = itemIdOf(params);
  if (!id) return { item: null };
  const item = await getAdminMerchandise(context.get(servicesContext).db, id);
  if (!item) throw data(null, { status: 404 });
  return {
    item: {
      id: item.id,
      name: item.name,
      price: item.price,
      category: item.category,
      description: item.description,
      stock_quantity: item.stock_quantity,
      sizes_available: item.sizes_available,
      active: item.active,
      featured: item.featured,
      image_url: item.image_url,
      updated_at: item.updated_at.toISOString(),
    },
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const id = itemIdOf(params);
  const formData = await request.formData();

  if (formData.get("intent") === "delete") {
    const parsed = rowIntentSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success || !id || parsed.data.id !== id) throw data(null, { status: 400 });
    const trashed = await trashMerchandise(db, id);
    if (!trashed) throw data(null, { status: 404 });
    await recordContentChange(context, { action: "merchandise.trash", target: { type: "merchandise", id }, before: trashed.before, after: null });
    return redirectWithFlash("/admin/merchandise", { message: "admin.delete.done", values: { name: trashed.before.name }, link: { label: "admin.delete.undo", href: "/admin/trash" } });
  }

  const parsed = parseAdminForm(formData, merchandiseFormSchema);
  if (!parsed.ok) return parsed.response;
  if (!id) {
    const created = await createMerchandise(db, parsed.data);
    if (!created.ok) throw data(null, { status: 500 });
    await recordContentChange(context, {
      action: "merchandise.create",
      target: { type: "merchandise", id: created.after.id },
      before: null,
      after: created.after,
    });
    return redirectWithFlash(`/admin/merchandise/${created.after.id}`, { message: "admin.form.created" });
  }
  const updated = await updateMerchandise(db, id, parsed.data);
  if (!updated.ok) throw data(null, { status: 404 });
  await recordContentChange(context, { action: "merchandise.update", target: { type: "merchandise", id }, before: updated.before, after: updated.after });
  return { status: "saved" as const };
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function MerchandiseEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { item } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const invalid = actionData && "fieldErrors" in actionData ? (actionData as InvalidForm) : null;
  const saved = actionData && "status" in actionData && actionData.status === "saved";
  const error = (name: string) => {
    const key = invalid?.fieldErrors[name];
    return key ? t(key as AdminMessageKey) : undefined;
  };
  const value = (name: string, stored: string | number | null | undefined) => formValue(invalid, name) ?? (stored === null || stored === undefined ? "" : String(stored));
  const checked = (name: string, stored: boolean) => (invalid ? invalid.values[name] === "on" : stored);
  const sizes = invalid ? (formValues(invalid, "sizes_available") ?? []).filter((size) => size.trim()) : (item?.sizes_available ?? []);
  const described = (name: string, hintId: string) => (error(name) ? {} : { "aria-describedby": hintId });

  return (
    <AdminPage
      title={item ? t("merchAdmin.editTitle") : t("merchAdmin.newTitle")}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {item?.active ? <ViewOnSiteLink to={`/pitshop?category=${encodeURIComponent(item.category)}`} /> : null}
          {item ? <DeleteButton id={item.id} itemName={item.name} className="py-2" /> : null}
        </div>
      }
    >
      <EditorIntro
        backTo="/admin/merchandise"
        item={item && { name: item.name, published: item.active }}
        invalid={Boolean(invalid)}
        saved={Boolean(saved)}
      />
      <Form method="post" key={item?.updated_at ?? "new"} noValidate className="space-y-6">
        <Panel title={t("cmAdmin.details")}>
          <p className="mb-4 text-sm text-mist">{t("cmAdmin.required")}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("merchAdmin.field.name")} name="name" required defaultValue={value("name", item?.name)} error={error("name")} className="sm:col-span-2" />
            <TextField label={t("merchAdmin.field.price")} name="price" inputMode="decimal" required defaultValue={value("price", item?.price)} error={error("price")} />
            <SelectField
              label={t("merchAdmin.field.category")}
              name="category"
              defaultValue={value("category", item?.category ?? shopCategories[0])}
              error={error("category")}
              options={shopCategories.map((category) => ({ value: category, label: category }))}
            />
            <div className="space-y-1">
              <TextField
                label={t("merchAdmin.field.stock")}
                name="stock_quantity"
                inputMode="numeric"
                required
                defaultValue={value("stock_quantity", item?.stock_quantity ?? 0)}
                error={error("stock_quantity")}
                {...described("stock_quantity", "stock-hint")}
              />
              <p id="stock-hint" className="text-sm text-mist">
                {t("merchAdmin.field.stockHint")}
              </p>
            </div>
            <TextAreaField
              label={t("merchAdmin.field.description")}
              name="description"
              rows={5}
              defaultValue={value("description", item?.description)}
              error={error("description")}
              className="sm:col-span-2"
            />
          </div>
        </Panel>
        <Panel>
          <TextRowsEditor
            legend={t("merchAdmin.sizes")}
            hint={t("merchAdmin.sizesHint")}
            error={error("sizes_available")}
            initialRows={sizes.map((size) => [size])}
            columns={[{ name: "sizes_available", label: (n) => t("merchAdmin.size", { n }), maxLength: SIZE_MAX }]}
            addLabel={t("merchAdmin.addSize")}
            removeLabel={(n) => t("merchAdmin.removeSize", { n })}
          />
        </Panel>
        <Panel title={t("cmAdmin.visibility")}>
          <div className="space-y-4">
            <CheckboxField
              label={t("merchAdmin.field.active")}
              description={t("merchAdmin.field.activeHint")}
              name="active"
              defaultChecked={checked("active", item?.active ?? false)}
            />
            <CheckboxField
              label={t("merchAdmin.field.featured")}
              description={t("merchAdmin.field.featuredHint")}
              name="featured"
              defaultChecked={checked("featured", item?.featured ?? false)}
            />
          </div>
        </Panel>
        <Panel title={t("cmAdmin.images")}>
          <ImageField name="image_url" label={t("merchAdmin.field.image")} defaultValue={value("image_url", item?.image_url)} error={error("image_url")} />
        </Panel>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? t("admin.form.saving") : t("admin.form.save")}
          </Button>
          <Link to="/admin/merchandise" className={buttonClass("ghost")}>
            {t("admin.form.back")}
          </Link>
        </div>
      </Form>
    </AdminPage>
  );
}
