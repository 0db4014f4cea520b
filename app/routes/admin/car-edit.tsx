import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/car-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { EditorIntro, ViewOnSiteLink } from "../../features/admin/components/editor-parts.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { rowIntentSchema } from "../../features/admin/mutations.server.ts";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { formValue, formValues, type InvalidForm, invalidForm, parseAdminForm } from "../../features/admin/schema.ts";
import { carFormSchema, carIdSchema, carStatuses, SPEC_TEXT_MAX, carTabs, statusLabel } from "../../features/cars/schema.ts";
import { TextRowsEditor } from "../../features/cars/components/text-rows-editor.tsx";
import { createCar, trashCar, updateCar } from "../../features/cars/mutations.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { getAdminCar } from "../../features/cars/queries.server.ts";
import { ImageField, ImagesField } from "../../features/media/components/image-field.tsx";
import { adminTranslator, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTranslator()("admin.meta.item", { name: loaderData?.car ? loaderData.car.name : adminTranslator()("carsAdmin.new") }) }];

/** The car's id from the URL (null on /admin/cars/new); a malformed one is a 404 like a missing car. */
function carIdOf(params: { carId?: string }): string | null {
  if (params.carId === undefined) return null;
  const parsed = carIdSchema.safeParse(params.carId);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = carIdOf(params);
  if (!id) return { car: null };
  const car = await getAdminCar(context.get(servicesContext).db, id);
  if (!car) throw data(null, { status: 404 });
  return {
    car: {
      id: car.id,
      name: car.name,
      slug: car.slug,
      year: car.year,
      price: car.price,
      description: car.description,
      engine: car.engine,
      chassis: car.chassis,
      drivers: car.drivers,
      status: car.status,
      specifications: Object.entries(car.specifications ?? {}),
      car_category: car.car_category,
      for_sale: car.for_sale,
      for_rent: car.for_rent,
      for_experience: car.for_experience,
      featured: car.featured,
      published: car.published,
      image_url: car.image_url,
      images: car.images,
      updated_at: car.updated_at.toISOString(),
    },
  };
}

type SaveResult = { status: "saved" };

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const id = carIdOf(params);
  const formData = await request.formData();

  if (formData.get("intent") === "delete") {
    const parsed = rowIntentSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success || !id || parsed.data.id !== id) throw data(null, { status: 400 });
    const trashed = await trashCar(db, id);
    if (!trashed) throw data(null, { status: 404 });
    await recordContentChange(context, { action: "car.trash", target: { type: "car", id }, before: trashed.before, after: null });
    return redirectWithFlash("/admin/cars", { message: "admin.delete.done", values: { name: trashed.before.name }, link: { label: "admin.delete.undo", href: "/admin/trash" } });
  }

  const parsed = parseAdminForm(formData, carFormSchema);
  if (!parsed.ok) return parsed.response;
  if (!id) {
    const created = await createCar(db, parsed.data);
    if (!created.ok) return invalidForm(parsed.values, { slug: "admin.form.slugTaken" });
    await recordContentChange(context, { action: "car.create", target: { type: "car", id: created.after.id }, before: null, after: created.after });
    return redirectWithFlash(`/admin/cars/${created.after.id}`, { message: "admin.form.created" });
  }
  const updated = await updateCar(db, id, parsed.data);
  if (!updated.ok) {
    if (updated.reason === "notFound") throw data(null, { status: 404 });
    return invalidForm(parsed.values, { slug: "admin.form.slugTaken" });
  }
  await recordContentChange(context, { action: "car.update", target: { type: "car", id }, before: updated.before, after: updated.after });
  return { status: "saved" } satisfies SaveResult;
}

/** A session that ended while the form was open keeps the form (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function CarEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { car } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete";
  const invalid = actionData && "fieldErrors" in actionData ? (actionData as InvalidForm) : null;
  const saved = actionData && "status" in actionData && actionData.status === "saved";
  const error = (name: string) => {
    const key = invalid?.fieldErrors[name];
    return key ? t(key as AdminMessageKey) : undefined;
  };
  /** What the field shows: what was just posted when the form came back refused, else the stored value. */
  const value = (name: string, stored: string | number | null | undefined) => formValue(invalid, name) ?? (stored === null || stored === undefined ? "" : String(stored));
  const checked = (name: string, stored: boolean) => (invalid ? invalid.values[name] === "on" : stored);

  const postedKeys = formValues(invalid, "spec_key");
  const postedValues = formValues(invalid, "spec_value");
  const specRows: string[][] = postedKeys
    ? postedKeys.map((key, index) => [key, postedValues?.[index] ?? ""]).filter(([key, specValue]) => key!.trim() || specValue!.trim())
    : (car?.specifications ?? []);
  const images = invalid ? (formValues(invalid, "images") ?? []).filter(Boolean) : (car?.images ?? []);

  return (
    <AdminPage
      title={car ? t("carsAdmin.editTitle") : t("carsAdmin.newTitle")}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          {car?.published ? <ViewOnSiteLink to={`/collection/${car.slug}`} /> : null}
          {car ? <DeleteButton id={car.id} itemName={car.name} className="py-2" /> : null}
        </div>
      }
    >
      <EditorIntro backTo="/admin/cars" item={car} invalid={Boolean(invalid)} saved={Boolean(saved)} />
      <Form method="post" key={car?.updated_at ?? "new"} noValidate className="space-y-6">
        <Panel title={t("cmAdmin.details")}>
          <p className="mb-4 text-sm text-mist">{t("cmAdmin.required")}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("carsAdmin.field.name")} name="name" required defaultValue={value("name", car?.name)} error={error("name")} className="sm:col-span-2" />
            <div className="space-y-1 sm:col-span-2">
              <TextField label={t("carsAdmin.field.slug")} name="slug" defaultValue={value("slug", car?.slug)} error={error("slug")} {...(error("slug") ? {} : { "aria-describedby": "slug-hint" })} />
              <p id="slug-hint" className="text-sm text-mist">
                {t("carsAdmin.field.slugHint")}
              </p>
            </div>
            <TextField label={t("carsAdmin.field.year")} name="year" inputMode="numeric" required defaultValue={value("year", car?.year)} error={error("year")} />
            <div className="space-y-1">
              <TextField label={t("carsAdmin.field.price")} name="price" inputMode="decimal" defaultValue={value("price", car?.price)} error={error("price")} {...(error("price") ? {} : { "aria-describedby": "price-hint" })} />
              <p id="price-hint" className="text-sm text-mist">
                {t("carsAdmin.field.priceHint")}
              </p>
            </div>
            <SelectField
              label={t("carsAdmin.field.category")}
              name="car_category"
              defaultValue={value("car_category", car?.car_category ?? "catalog")}
              error={error("car_category")}
              options={carTabs.map((tab) => ({ value: tab, label: t(`cars.tab.${tab}`) }))}
            />
            <SelectField
              label={t("carsAdmin.field.status")}
              name="status"
              defaultValue={value("status", car?.status ?? "available")}
              error={error("status")}
              options={carStatuses.map((status) => ({ value: status, label: statusLabel(status) }))}
            />
            <TextField label={t("carsAdmin.field.engine")} name="engine" defaultValue={value("engine", car?.engine)} error={error("engine")} />
            <TextField label={t("carsAdmin.field.chassis")} name="chassis" defaultValue={value("chassis", car?.chassis)} error={error("chassis")} />
            <TextField label={t("carsAdmin.field.drivers")} name="drivers" defaultValue={value("drivers", car?.drivers)} error={error("drivers")} className="sm:col-span-2" />
            <TextAreaField
              label={t("carsAdmin.field.description")}
              name="description"
              rows={6}
              defaultValue={value("description", car?.description)}
              error={error("description")}
              className="sm:col-span-2"
            />
          </div>
        </Panel>
        <Panel>
          <TextRowsEditor
            legend={t("carsAdmin.specs")}
            hint={t("carsAdmin.specsHint")}
            error={error("specifications")}
            initialRows={specRows}
            columns={[
              { name: "spec_key", heading: t("carsAdmin.specNameColumn"), label: (n) => t("carsAdmin.specName", { n }), maxLength: SPEC_TEXT_MAX },
              { name: "spec_value", heading: t("carsAdmin.specValueColumn"), label: (n) => t("carsAdmin.specValue", { n }), maxLength: SPEC_TEXT_MAX },
            ]}
            addLabel={t("carsAdmin.addSpec")}
            removeLabel={(n) => t("carsAdmin.removeSpec", { n })}
          />
        </Panel>
        <Panel title={t("cmAdmin.visibility")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <fieldset className="space-y-3">
              <legend className="mb-3 text-sm font-semibold tracking-wide text-cream uppercase">{t("carsAdmin.field.offers")}</legend>
              <CheckboxField label={t("carsAdmin.field.forSale")} name="for_sale" defaultChecked={checked("for_sale", car?.for_sale ?? false)} />
              <CheckboxField label={t("carsAdmin.field.forRent")} name="for_rent" defaultChecked={checked("for_rent", car?.for_rent ?? false)} />
              <CheckboxField label={t("carsAdmin.field.forExperience")} name="for_experience" defaultChecked={checked("for_experience", car?.for_experience ?? false)} />
            </fieldset>
            <div className="space-y-4">
              <CheckboxField
                label={t("carsAdmin.field.published")}
                description={t("carsAdmin.field.publishedHint")}
                name="published"
                defaultChecked={checked("published", car?.published ?? false)}
              />
              <CheckboxField
                label={t("carsAdmin.field.featured")}
                description={t("carsAdmin.field.featuredHint")}
                name="featured"
                defaultChecked={checked("featured", car?.featured ?? false)}
              />
            </div>
          </div>
        </Panel>
        <Panel title={t("cmAdmin.images")}>
          <div className="space-y-6">
            <ImageField name="image_url" label={t("carsAdmin.field.image")} defaultValue={value("image_url", car?.image_url)} error={error("image_url")} />
            <ImagesField
              name="images"
              label={t("carsAdmin.field.images")}
              description={t("carsAdmin.field.imagesHint")}
              defaultValue={images}
              error={error("images")}
            />
          </div>
        </Panel>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? t("admin.form.saving") : t("admin.form.save")}
          </Button>
          <Link to="/admin/cars" className={buttonClass("ghost")}>
            {t("admin.form.back")}
          </Link>
        </div>
      </Form>
    </AdminPage>
  );
}
