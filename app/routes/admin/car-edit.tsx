import { data } from "react-router";
import type { Route } from "./+types/car-edit";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { EditorFrame, editorKey, useEditorFields, PreviewLink, ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { historyPath } from "../../features/versions/schema.ts";
import { Panel } from "../../features/admin/components/admin-page.tsx";
import { handleEditorAction } from "../../features/admin/mutations.server.ts";
import { editedItemId, editorDraft } from "../../features/admin/queries.server.ts";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { carFormSchema, carStatuses, SPEC_TEXT_MAX, carTabs, statusLabel } from "../../features/cars/schema.ts";
import { TextRowsEditor } from "../../features/cars/components/text-rows-editor.tsx";
import { carWrites } from "../../features/cars/mutations.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { carAlternates, getAdminCar } from "../../features/cars/queries.server.ts";
import { ImageField, ImagesField, useAltError, useImageAlts, StoredImageNames } from "../../features/media/components/image-field.tsx";
import { imageAlts, imageNames } from "../../features/media/queries.server.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import type { Locale } from "../../lib/i18n/index.ts";
import { servicesContext } from "../../platform/context.ts";
import { fieldMessage, useSchemaForm } from "../../lib/form.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.car ? loaderData.car.name : adminMetaT(matches)("carsAdmin.new") }) }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = editedItemId(params.carId);
  if (!id) return { car: null, live: null, draft: null, publicPathFr: null, alts: {}, imageNames: {} };
  const { db } = context.get(servicesContext);
  const stored = await getAdminCar(db, id);
  if (!stored) throw data(null, { status: 404 });
  // A draft waiting is what the form shows; the car's name, state and links stay the stored car's.
  const { row: car, draft, alts: draftAlts } = await editorDraft(db, "car", id, stored);
  return {
    live: { name: stored.name, slug: stored.slug, published: stored.published },
    draft,
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
      name_fr: car.name_fr ?? "",
      slug_fr: car.slug_fr ?? "",
      description_fr: car.description_fr ?? "",
      engine_fr: car.engine_fr ?? "",
      chassis_fr: car.chassis_fr ?? "",
      drivers_fr: car.drivers_fr ?? "",
      specifications_fr: Object.entries(car.specifications_fr ?? {}),
      // A new form for a new draft too (editorKey).
      updated_at: draft?.savedAt ?? car.updated_at.toISOString(),
    },
    publicPathFr: stored.published ? carAlternates(stored).fr : null,
    // What each image shows, in both languages, written under it (issue 15); a draft's own texts first.
    alts: { ...(await imageAlts(db, [car.image_url, ...car.images])), ...draftAlts },
    imageNames: await imageNames(db, [car.image_url, ...car.images]),
  };
}

/** Save, or Delete to the trash: the content kit's editor action with the cars' schema and writes. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return handleEditorAction(await request.formData(), context, { id: editedItemId(params.carId), schema: carFormSchema, writes: carWrites, images: ["image_url", "images"] });
}

/** A session that ended while the form was open keeps the form (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/** A new form for each saved version, so every field shows what was stored (see editorKey). */
export default function CarEditorPage(props: Route.ComponentProps) {
  return (
    <StoredImageNames names={props.loaderData.imageNames}>
      <CarEditor key={editorKey(props.loaderData.car)} {...props} />
    </StoredImageNames>
  );
}

function CarEditor({ loaderData, actionData }: Route.ComponentProps) {
  const alts = useImageAlts(loaderData.alts, actionData);
  const mainAltError = useAltError(actionData, "image_url");
  const photosAltError = useAltError(actionData, "images");
  const t = useAdminT();
  const { car, live, draft, publicPathFr } = loaderData;
  const [form, fields] = useSchemaForm(carFormSchema, actionData, {
    id: "car-editor",
    defaultValue: car
      ? {
          ...car,
          year: String(car.year),
          price: car.price ?? "",
          spec_key: car.specifications.map(([key]) => key),
          spec_value: car.specifications.map(([, value]) => value),
          spec_key_fr: car.specifications_fr.map(([key]) => key),
          spec_value_fr: car.specifications_fr.map(([, value]) => value),
        }
      : { car_category: "catalog", status: "available" },
  });
  const field = useEditorFields();
  // Typed rows as they were posted (a refused save), else the stored ones; fully empty rows are the spare row.
  const rowsOf = (keys: typeof fields.spec_key, values: typeof fields.spec_value) => {
    const typedValues = field.list(values);
    return field.list(keys).map((key, index) => [key, typedValues[index] ?? ""]);
  };
  const specError = (errors: string[] | undefined) => fieldMessage(errors, (key) => t(key as AdminMessageKey));

  return (
    <EditorFrame
      title={car ? t("carsAdmin.editTitle") : t("carsAdmin.newTitle")}
      backTo="/admin/cars"
      item={live}
      form={form}
      history={car ? historyPath("car", car.id) : undefined}
      drafts={live?.published === true}
      draft={draft}
      actions={
        car ? (
          <>
            <PreviewLink type="car" id={car.id} />
            {live?.published ? <ViewOnSiteLink to={`/collection/${live.slug}`} /> : null}
            {publicPathFr ? <ViewOnSiteLink to={publicPathFr} label={t("adminContent.viewOnSiteFr")} /> : null}
            <DeleteButton id={car.id} itemName={live?.name ?? car.name} className="py-2" />
          </>
        ) : null
      }
    >
      <Panel title={t("cmAdmin.details")}>
        <p className="mb-4 text-sm text-mist">{t("cmAdmin.required")}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("carsAdmin.field.year")} inputMode="numeric" required {...field.text(fields.year)} />
          <div className="space-y-1">
            <TextField label={t("carsAdmin.field.price")} inputMode="decimal" {...field.text(fields.price, { hint: "price-hint" })} />
            <p id="price-hint" className="text-sm text-mist">
              {t("carsAdmin.field.priceHint")}
            </p>
          </div>
          <SelectField label={t("carsAdmin.field.category")} {...field.select(fields.car_category)} options={carTabs.map((tab) => ({ value: tab, label: t(`cars.tab.${tab}`) }))} />
          <SelectField label={t("carsAdmin.field.status")} {...field.select(fields.status)} options={carStatuses.map((status) => ({ value: status, label: statusLabel(status, t) }))} />
        </div>
      </Panel>
      {/* The car in each language, side by side: one form, one save (decision 013). */}
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("adminContent.english")}>
          <div className="grid gap-5">
            <TextField label={t("carsAdmin.field.name")} required lang="en" {...field.text(fields.name)} />
            <div className="space-y-1">
              <TextField label={t("carsAdmin.field.slug")} {...field.text(fields.slug, { hint: "slug-hint" })} />
              <p id="slug-hint" className="text-sm text-mist">
                {t("carsAdmin.field.slugHint")}
              </p>
            </div>
            <TextField label={t("carsAdmin.field.engine")} lang="en" {...field.text(fields.engine)} />
            <TextField label={t("carsAdmin.field.chassis")} lang="en" {...field.text(fields.chassis)} />
            <TextField label={t("carsAdmin.field.drivers")} lang="en" {...field.text(fields.drivers)} />
            <TextAreaField label={t("carsAdmin.field.description")} rows={6} lang="en" {...field.textarea(fields.description)} />
            <SpecificationRows language="en" rows={rowsOf(fields.spec_key, fields.spec_value)} error={specError(form.allErrors.specifications)} />
          </div>
        </Panel>
        <Panel title={t("adminContent.french")}>
          <div className="grid gap-5">
            <p id="french-hint" className="text-sm text-mist">
              {t("carsAdmin.frenchHint")}
            </p>
            <div className="space-y-1">
              <TextField label={t("carsAdmin.field.nameFr")} lang="fr" placeholder={car?.name} {...field.text(fields.name_fr, { hint: "name-fr-hint" })} />
              <p id="name-fr-hint" className="text-sm text-mist">
                {t("carsAdmin.field.nameFrHint")}
              </p>
            </div>
            <div className="space-y-1">
              <TextField label={t("carsAdmin.field.slugFr")} {...field.text(fields.slug_fr, { hint: "slug-fr-hint" })} />
              <p id="slug-fr-hint" className="text-sm text-mist">
                {t("carsAdmin.field.slugFrHint")}
              </p>
            </div>
            <TextField label={t("carsAdmin.field.engineFr")} lang="fr" {...field.text(fields.engine_fr)} />
            <TextField label={t("carsAdmin.field.chassisFr")} lang="fr" {...field.text(fields.chassis_fr)} />
            <TextField label={t("carsAdmin.field.driversFr")} lang="fr" {...field.text(fields.drivers_fr)} />
            <TextAreaField label={t("carsAdmin.field.descriptionFr")} rows={6} lang="fr" {...field.textarea(fields.description_fr, { hint: "french-hint" })} />
            <SpecificationRows language="fr" rows={rowsOf(fields.spec_key_fr, fields.spec_value_fr)} error={specError(form.allErrors.specifications_fr)} />
          </div>
        </Panel>
      </div>
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
          <ImageField
            name={fields.image_url.name}
            label={t("carsAdmin.field.image")}
            defaultValue={field.list(fields.image_url)[0] ?? ""}
            error={field.error(fields.image_url)}
            alts={alts}
            altError={mainAltError}
          />
          <ImagesField
            name={fields.images.name}
            label={t("carsAdmin.field.images")}
            description={t("carsAdmin.field.imagesHint")}
            defaultValue={field.list(fields.images)}
            error={field.groupError(fields.images)}
            alts={alts}
            altError={photosAltError}
          />
        </div>
      </Panel>
    </EditorFrame>
  );
}

const SPEC_WORDS = {
  en: { legend: "carsAdmin.specs", hint: "carsAdmin.specsHint", name: "carsAdmin.specName", value: "carsAdmin.specValue", add: "carsAdmin.addSpec", remove: "carsAdmin.removeSpec" },
  fr: { legend: "carsAdmin.specsFr", hint: "carsAdmin.specsFrHint", name: "carsAdmin.specNameFr", value: "carsAdmin.specValueFr", add: "carsAdmin.addSpecFr", remove: "carsAdmin.removeSpecFr" },
} as const satisfies Record<Locale, Record<string, AdminMessageKey>>;

/** One language's specification rows (`spec_key`, `spec_value`; `spec_key_fr`, `spec_value_fr`): names and values, typed or stored. */
function SpecificationRows({ language, rows, error }: { language: Locale; rows: string[][]; error: string | undefined }) {
  const t = useAdminT();
  const words = SPEC_WORDS[language];
  const suffix = language === "en" ? "" : `_${language}`;
  return (
    <TextRowsEditor
      legend={t(words.legend)}
      hint={t(words.hint)}
      error={error}
      initialRows={rows}
      columns={[
        { name: `spec_key${suffix}`, heading: t("carsAdmin.specNameColumn"), label: (n) => t(words.name, { n }), maxLength: SPEC_TEXT_MAX },
        { name: `spec_value${suffix}`, heading: t("carsAdmin.specValueColumn"), label: (n) => t(words.value, { n }), maxLength: SPEC_TEXT_MAX },
      ]}
      addLabel={t(words.add)}
      removeLabel={(n) => t(words.remove, { n })}
    />
  );
}
