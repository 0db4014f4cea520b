import { and, eq, isNull } from "drizzle-orm";
import { merchandise } from "../db/schema/shop.ts";
import { column, storedImageWithoutAlt } from "../features/dashboard/queries.server.ts";
import { listMerchandise } from "../features/shop/queries.server.ts";
import { everywhere, latest } from "../features/seo/queries.server.ts";
import { merchandiseTrash, merchandiseWrites } from "../features/shop/mutations.server.ts";
import { merchandiseFormSchema, shopCategoryLabel, type MerchandiseInput } from "../features/shop/schema.ts";
import { fieldNames, postedForm, throughEditorForm, versioned } from "../features/versions/mutations.server.ts";
import { uuidRowReads } from "../features/versions/queries.server.ts";
import type { VersionField } from "../features/versions/schema.ts";
import type { AdminMessageKey } from "../lib/i18n/admin.ts";
import type { ContentType } from "./content-type.server.ts";

const merchandiseFields: VersionField[] = [
  { name: "name", label: "merchAdmin.field.name" },
  { name: "price", label: "merchAdmin.field.price", kind: "money" },
  { name: "category", label: "merchAdmin.field.category", show: (value, t) => shopCategoryLabel(String(value), t) },
  { name: "vat_rate", label: "merchAdmin.field.vatRate", show: (value, t) => t(`merchAdmin.vat.${String(value)}` as AdminMessageKey) },
  { name: "description", label: "merchAdmin.field.description", kind: "long" },
  { name: "stock_quantity", label: "merchAdmin.field.stock" },
  { name: "sizes_available", label: "merchAdmin.sizes", kind: "list" },
  { name: "name_fr", label: "merchAdmin.field.nameFr" },
  { name: "description_fr", label: "merchAdmin.field.descriptionFr", kind: "long" },
  { name: "active", label: "merchAdmin.field.active", kind: "boolean" },
  { name: "featured", label: "merchAdmin.field.featured", kind: "boolean" },
  { name: "image_url", label: "merchAdmin.field.image" },
];

export const merchandiseItem: ContentType = {
  type: "merchandise",
  tables: [merchandise],
  label: "trash.type.merchandise",
  trash: merchandiseTrash,
  versions: versioned<MerchandiseInput>({
    type: "merchandise",
    fields: merchandiseFields,
    ...uuidRowReads(merchandise, merchandise.id, merchandise.deleted_at, "name"),
    editorPath: (id) => `/admin/merchandise/${id}`,
    toInput: throughEditorForm(merchandiseFormSchema, (values) => postedForm(values, fieldNames(merchandiseFields))),
    update: (_context, db, id, input) => merchandiseWrites.update(db, id, input),
  }),
  // Items are shown in the Pitshop's list: no page of their own.
  sitemap: async (db) => [everywhere("/pitshop", latest((await listMerchandise(db)).map((entry) => entry.updated_at)))],
  health: {
    label: "dashboard.missingFrench.merchandise",
    table: merchandise,
    id: merchandise.id,
    name: merchandise.name,
    order: merchandise.updated_at,
    live: isNull(merchandise.deleted_at),
    editorPath: (id) => `/admin/merchandise/${id}`,
    // An item not on sale is the shop's draft.
    drafts: { where: eq(merchandise.active, false), list: "/admin/merchandise?status=draft" },
    missingFrench: { where: isNull(merchandise.name_fr), list: "/admin/merchandise" },
    missingAlt: { where: and(eq(merchandise.active, true), storedImageWithoutAlt(column(merchandise, "image_url"))), list: "/admin/merchandise?status=published" },
  },
};
