import { and, eq, isNull, sql } from "drizzle-orm";
import { historicF1Cars } from "../db/schema/cars.ts";
import { media } from "../db/schema/media.ts";
import { column, storedImageWithoutAlt } from "../features/dashboard/queries.server.ts";
import { carAlternates, listCars } from "../features/cars/queries.server.ts";
import { everywhere, itemPage, latest } from "../features/seo/queries.server.ts";
import { carTrash, carWrites } from "../features/cars/mutations.server.ts";
import { carFormSchema, carTabs, statusLabel, type CarInput } from "../features/cars/schema.ts";
import { fieldNames, postedForm, throughEditorForm, versioned, type PostedForm } from "../features/versions/mutations.server.ts";
import { uuidRowReads } from "../features/versions/queries.server.ts";
import type { VersionField } from "../features/versions/schema.ts";
import type { ContentType } from "./content-type.server.ts";

const carFields: VersionField[] = [
  { name: "name", label: "carsAdmin.field.name" },
  { name: "slug", label: "carsAdmin.field.slug" },
  { name: "year", label: "carsAdmin.field.year" },
  { name: "price", label: "carsAdmin.field.price", kind: "money" },
  { name: "car_category", label: "carsAdmin.field.category", show: (value, t) => ((carTabs as readonly unknown[]).includes(value) ? t(`cars.tab.${value as (typeof carTabs)[number]}`) : null) },
  { name: "status", label: "carsAdmin.field.status", show: (value, t) => statusLabel(String(value), t) },
  { name: "engine", label: "carsAdmin.field.engine" },
  { name: "chassis", label: "carsAdmin.field.chassis" },
  { name: "drivers", label: "carsAdmin.field.drivers" },
  { name: "description", label: "carsAdmin.field.description", kind: "long" },
  { name: "specifications", label: "carsAdmin.specs", kind: "pairs" },
  { name: "name_fr", label: "carsAdmin.field.nameFr" },
  { name: "slug_fr", label: "carsAdmin.field.slugFr" },
  { name: "engine_fr", label: "carsAdmin.field.engineFr" },
  { name: "chassis_fr", label: "carsAdmin.field.chassisFr" },
  { name: "drivers_fr", label: "carsAdmin.field.driversFr" },
  { name: "description_fr", label: "carsAdmin.field.descriptionFr", kind: "long" },
  { name: "specifications_fr", label: "carsAdmin.specsFr", kind: "pairs" },
  { name: "for_sale", label: "carsAdmin.field.forSale", kind: "boolean" },
  { name: "for_rent", label: "carsAdmin.field.forRent", kind: "boolean" },
  { name: "for_experience", label: "carsAdmin.field.forExperience", kind: "boolean" },
  { name: "published", label: "carsAdmin.field.published", kind: "boolean" },
  { name: "featured", label: "carsAdmin.field.featured", kind: "boolean" },
  { name: "image_url", label: "carsAdmin.field.image" },
  { name: "images", label: "carsAdmin.field.images", kind: "list" },
];

/** The rows of the car editor's specification table (`spec_key`, `spec_value`) from the stored object. */
function specificationRows(value: unknown, suffix: string): PostedForm {
  const entries = typeof value === "object" && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
  return { [`spec_key${suffix}`]: entries.map(([key]) => key), [`spec_value${suffix}`]: entries.map(([, text]) => String(text ?? "")) };
}

export const car: ContentType = {
  type: "car",
  tables: [historicF1Cars],
  label: "trash.type.car",
  trash: carTrash,
  versions: versioned<CarInput>({
    type: "car",
    fields: carFields,
    ...uuidRowReads(historicF1Cars, historicF1Cars.id, historicF1Cars.deleted_at, "name"),
    editorPath: (id) => `/admin/cars/${id}`,
    toInput: throughEditorForm(carFormSchema, (values) => ({
      ...postedForm(values, fieldNames(carFields, ["specifications", "specifications_fr"])),
      ...specificationRows(values.specifications, ""),
      ...specificationRows(values.specifications_fr, "_fr"),
    })),
    update: (_context, db, id, input) => carWrites.update(db, id, input),
  }),
  sitemap: async (db) => {
    const cars = await listCars(db);
    const team = cars.filter((entry) => entry.car_category === "team");
    const catalog = cars.filter((entry) => entry.car_category !== "team");
    return [
      everywhere("/collection", latest(catalog.map((entry) => entry.updated_at))),
      everywhere("/collection?category=team", latest(team.map((entry) => entry.updated_at))),
      ...cars.map((entry) => itemPage(carAlternates(entry), entry.updated_at)),
    ];
  },
  health: {
    label: "dashboard.missingFrench.cars",
    table: historicF1Cars,
    id: historicF1Cars.id,
    name: historicF1Cars.name,
    order: historicF1Cars.updated_at,
    live: isNull(historicF1Cars.deleted_at),
    editorPath: (id) => `/admin/cars/${id}`,
    drafts: { where: eq(historicF1Cars.published, false), list: "/admin/cars?status=draft" },
    missingFrench: { where: isNull(historicF1Cars.description_fr), list: "/admin/cars" },
    // Its main picture or any of its gallery.
    missingAlt: {
      where: and(
        eq(historicF1Cars.published, true),
        sql`(${storedImageWithoutAlt(column(historicF1Cars, "image_url"))} or exists (
          select 1 from unnest(${column(historicF1Cars, "images")}) as u(url) join ${media} m on m.key = substr(u.url, 8)
          where u.url like '/media/%' and coalesce(btrim(m.alt), '') = ''))`,
      ),
      list: "/admin/cars?status=published",
    },
  },
};
