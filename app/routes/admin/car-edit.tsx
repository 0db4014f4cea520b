import { data } from "react-router";
import type { Route } from "./+types/car-edit";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { EditorFrame, editorKey, useEditorFields, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { handleEditorAction } from "../../features/admin/mutations.server.ts";
import { editedItemId } from "../../features/admin/queries.server.ts";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { carFormSchema, carStatuses, SPEC_TEXT_MAX, carTabs, statusLabel } from "../../features/cars/schema.ts";
import { TextRowsEditor } from "../../features/cars/components/text-rows-editor.tsx";
import { carWrites } from "../../features/cars/mutations.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { getAdminCar } from "../../features/cars/queries.server.ts";
import { ImageField, ImagesField } from "../../features/media/components/image-field.tsx";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { fieldMessage, useSchemaForm } from "../../lib/form.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.car ? loaderData.car.name : adminMetaT(matches)("carsAdmin.new") }) }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = editedItemId(params.carId);
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

/** Save, or Delete to the trash: the content kit's editor action with the cars' schema and writes. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  return handleEditorAction(await request.formData(), context, { id: editedItemId(params.carId), schema: carFormSchema, writes: carWrites(db) });
}

/** A session that ended while the form was open keeps the form (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/** A new form for each saved version, so every field shows what was stored (see editorKey). */
export default function CarEditorPage(props: Route.ComponentProps) {
  return <CarEditor key={editorKey(props.loaderData.car)} {...props} />;
}

function CarEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { car } = loaderData;
  const [form, fields] = useSchemaForm(carFormSchema, actionData, {
    id: "car-editor",
    defaultValue: car
      ? {
          ...car,
          year: String(car.year),
          price: car.price ?? "",
          spec_key: car.specifications.map(([key]) => key),
          spec_value: car.specifications.map(([, value]) => value),
        }
      : { car_category: "catalog", status: "available" },
  });
  const field = useEditorFields();
  const typedKeys = field.list(fields.spec_key);
  const typedValues = field.list(fields.spec_value);
  // Typed rows as they were posted (a refused save), else the stored ones; fully empty rows are the spare row.
  const specRows = typedKeys.map((key, index) => [key, typedValues[index] ?? ""]);

  return (
    <EditorFrame
      title={car ? t("carsAdmin.editTitle") : t("carsAdmin.newTitle")}
      backTo="/admin/cars"
      item={car}
      form={form}
      actions={
        car ? (
          <>
            {car.published ? <ViewOnSiteLink to={`/collection/${car.slug}`} /> : null}
            <DeleteButton id={car.id} itemName={car.name} className="py-2" />
          </>
        ) : null
      }
    >
      <Panel title={t("cmAdmin.details")}>
        <p className="mb-4 text-sm text-mist">{t("cmAdmin.required")}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("carsAdmin.field.name")} required {...field.text(fields.name)} className="sm:col-span-2" />
          <div className="space-y-1 sm:col-span-2">
            <TextField label={t("carsAdmin.field.slug")} {...field.text(fields.slug, { hint: "slug-hint" })} />
            <p id="slug-hint" className="text-sm text-mist">
              {t("carsAdmin.field.slugHint")}
            </p>
          </div>
          <TextField label={t("carsAdmin.field.year")} inputMode="numeric" required {...field.text(fields.year)} />
          <div className="space-y-1">
            <TextField label={t("carsAdmin.field.price")} inputMode="decimal" {...field.text(fields.price, { hint: "price-hint" })} />
            <p id="price-hint" className="text-sm text-mist">
              {t("carsAdmin.field.priceHint")}
            </p>
          </div>
          <SelectField label={t("carsAdmin.field.category")} {...field.select(fields.car_category)} options={carTabs.map((tab) => ({ value: tab, label: t(`cars.tab.${tab}`) }))} />
          <SelectField label={t("carsAdmin.field.status")} {...field.select(fields.status)} options={carStatuses.map((status) => ({ value: status, label: statusLabel(status, t) }))} />
          <TextField label={t("carsAdmin.field.engine")} {...field.text(fields.engine)} />
          <TextField label={t("carsAdmin.field.chassis")} {...field.text(fields.chassis)} />
          <TextField label={t("carsAdmin.field.drivers")} {...field.text(fields.drivers)} className="sm:col-span-2" />
          <TextAreaField label={t("carsAdmin.field.description")} rows={6} {...field.textarea(fields.description)} className="sm:col-span-2" />
        </div>
      </Panel>
      <Panel>
        <TextRowsEditor
          legend={t("carsAdmin.specs")}
          hint={t("carsAdmin.specsHint")}
          error={fieldMessage(form.allErrors.specifications, (key) => t(key as AdminMessageKey))}
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
            <CheckboxField label={t("carsAdmin.field.forSale")} {...field.checkbox(fields.for_sale)} />
            <CheckboxField label={t("carsAdmin.field.forRent")} {...field.checkbox(fields.for_rent)} />
            <CheckboxField label={t("carsAdmin.field.forExperience")} {...field.checkbox(fields.for_experience)} />
          </fieldset>
          <div className="space-y-4">
            <CheckboxField label={t("carsAdmin.field.published")} description={t("carsAdmin.field.publishedHint")} {...field.checkbox(fields.published)} />
            <CheckboxField label={t("carsAdmin.field.featured")} description={t("carsAdmin.field.featuredHint")} {...field.checkbox(fields.featured)} />
          </div>
        </div>
      </Panel>
      <Panel title={t("cmAdmin.images")}>
        <div className="space-y-6">
          <ImageField name={fields.image_url.name} label={t("carsAdmin.field.image")} defaultValue={field.list(fields.image_url)[0] ?? ""} error={field.error(fields.image_url)} />
          <ImagesField
            name={fields.images.name}
            label={t("carsAdmin.field.images")}
            description={t("carsAdmin.field.imagesHint")}
            defaultValue={field.list(fields.images)}
            error={field.groupError(fields.images)}
          />
        </div>
      </Panel>
    </EditorFrame>
  );
}
