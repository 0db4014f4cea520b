import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { galleryAlbums, galleryVideos } from "../../db/schema/gallery.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import { merchandise } from "../../db/schema/shop.ts";
import { parseForm } from "../../lib/form.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { isUuid } from "../../lib/ids.ts";
import { dateToParisWallTime } from "../../lib/paris-wall-time.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import type { Flash } from "../../platform/flash.server.ts";
import { currentAdmin } from "../accounts/queries.server.ts";
import { writeContent } from "../admin/mutations.server.ts";
import type { ContentWriteOutcome } from "../admin/mutations.server.ts";
import { carWrites } from "../cars/mutations.server.ts";
import { carFormSchema, carTabs, statusLabel, type CarInput } from "../cars/schema.ts";
import { eventWrites } from "../events/mutations.server.ts";
import { eventFormSchema, eventTypeLabel, type EventInput } from "../events/schema.ts";
import { albumWrites, videoFormSchema, videoWrites } from "../gallery/mutations.server.ts";
import { albumFormSchema, type AlbumInput, type VideoInput } from "../gallery/schema.ts";
import { legalPageWrites } from "../legal/mutations.server.ts";
import { getAdminLegalPage } from "../legal/queries.server.ts";
import { isLegalPageKey, LEGAL_PAGES, legalPageFormSchema, type LegalPageForm } from "../legal/schema.ts";
import { articleWrites } from "../news/mutations.server.ts";
import { articleFormSchema, categoryLabel, type ArticleInput } from "../news/schema.ts";
import { updateEdition } from "../newsletter/mutations.server.ts";
import { publishPage } from "../pages/mutations.server.ts";
import { getAdminPage } from "../pages/queries.server.ts";
import { EDITABLE_PAGE_KEYS, LIST_PAGES, PAGE_ADMIN, PAGE_DOCUMENT_SCHEMAS, pageAuditType, type EditablePageKey, type PageDocument } from "../pages/schema.ts";
import { editionFormSchema, type EditionForm } from "../newsletter/admin-schema.ts";
import { merchandiseWrites } from "../shop/mutations.server.ts";
import { merchandiseFormSchema, shopCategoryLabel, type MerchandiseInput } from "../shop/schema.ts";
import { compareLink, compareSnapshots, findVersion, formatVersionTime, readRow, toSnapshot, type VersionedReads } from "./queries.server.ts";
import { historyPath, ORIGINAL_VERSION, plainLabel, type Snapshot, type VersionField } from "./schema.ts";

/**
 * The versioned types, and the restore. A type joins the history with one
 * entry below: its audit target type, the fields a person compares (a
 * version is an audit record whose `after` holds them all), how to read the
 * item now, how a version becomes the type's write input, and the type's own
 * update. A restore is a save: the version is checked as a save is (most
 * types post it as their editor's form to the editor's schema), the type's
 * update writes it (its slug rule included), and the audit log records it as
 * a new version that names the one it brought back.
 */

type Context = Readonly<RouterContextProvider>;

/** A form as a browser posts it: a value, or one per repeated field. */
export type PostedForm = Record<string, string | string[]>;

/** A version as the type's write input, or the fields it no longer passes (their snapshot keys). */
export type InputOutcome<Input> = { ok: true; input: Input } | { ok: false; fields: string[] };

/** What the type's update answers; `locked` when the item can no longer change (a sent edition). */
export type RestoreWrite = ContentWriteOutcome<{ id: string }> | { ok: false; reason: "locked" };

export interface VersionedType<Input = unknown> extends VersionedReads {
  /** A version's values as the type's write input, checked as a save is (see `throughEditorForm`, `throughSchema`). */
  toInput(values: Snapshot): InputOutcome<Input>;
  /** The type's normal update (the editor's), with the item's id, in the restore's transaction `db`. */
  update(context: Context, db: Database, id: string, input: Input): Promise<RestoreWrite>;
}

/** Keeps each entry's input and update typed together (name the input type: `versioned<CarInput>({…})`); the registry holds them side by side. */
function versioned<Input>(entry: VersionedReads & { toInput(values: Snapshot): InputOutcome<Input>; update(context: Context, db: Database, id: string, input: NoInfer<Input>): Promise<RestoreWrite> }): VersionedType {
  return entry as unknown as VersionedType;
}

/** The fields a failed parse names (the first segment of each path: "spec_key[2]" → "spec_key"). */
function failedFields(names: readonly string[]): InputOutcome<never> {
  return { ok: false, fields: [...new Set(names.map((name) => name.split(/[.[]/)[0]!))] };
}

/**
 * A version through the editor's own form: posted as the editor posts it
 * (`form`) and parsed by the editor's schema, so a restore passes exactly the
 * checks a save does.
 */
export function throughEditorForm<Schema extends z.ZodType>(schema: Schema, form: (values: Snapshot) => PostedForm): (values: Snapshot) => InputOutcome<z.output<Schema>> {
  return (values) => {
    const submission = parseForm(toFormData(form(values)), schema);
    if (submission.status === "success") return { ok: true, input: submission.value };
    return failedFields(Object.entries(submission.error ?? {}).flatMap(([name, messages]) => (name !== "" && messages && messages.length > 0 ? [name] : [])));
  };
}

/** A version parsed by a schema of the stored document itself (a page kept as one JSON document). */
export function throughSchema<Schema extends z.ZodType>(schema: Schema): (values: Snapshot) => InputOutcome<z.output<Schema>> {
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? { ok: true, input: parsed.data } : failedFields(parsed.error.issues.map((issue) => issue.path.map(String).join(".")));
  };
}

/**
 * The values of `fields` as the editor posts them: text as it is, numbers as
 * text, a ticked box as "on" (an unticked one posts nothing), a list as one
 * value per entry, nothing as "".
 */
export function postedForm(values: Snapshot, fields: readonly string[]): PostedForm {
  const form: PostedForm = {};
  for (const name of fields) {
    const value = values[name];
    if (value === false) continue;
    if (value === true) form[name] = "on";
    else if (Array.isArray(value)) form[name] = value.map((item) => (item === null || item === undefined ? "" : String(item)));
    else form[name] = value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return form;
}

function toFormData(form: PostedForm): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  }
  return formData;
}

const names = (fields: readonly VersionField[], except: readonly string[] = []) => fields.map((field) => field.name).filter((name) => !except.includes(name));

/** The rows of the car editor's specification table (`spec_key`, `spec_value`) from the stored object. */
function specificationRows(value: unknown, suffix: string): PostedForm {
  const entries = typeof value === "object" && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
  return { [`spec_key${suffix}`]: entries.map(([key]) => key), [`spec_value${suffix}`]: entries.map(([, text]) => String(text ?? "")) };
}

const services = (context: Context) => context.get(servicesContext);

// ---------------------------------------------------------------------------
// The registry

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

const car = versioned<CarInput>({
  type: "car",
  fields: carFields,
  isId: isUuid,
  current: (db, id) => readRow(db, historicF1Cars, historicF1Cars.id, historicF1Cars.deleted_at, id),
  nameOf: (values) => String(values.name ?? ""),
  editorPath: (id) => `/admin/cars/${id}`,
  toInput: throughEditorForm(carFormSchema, (values) => ({
    ...postedForm(values, names(carFields, ["specifications", "specifications_fr"])),
    ...specificationRows(values.specifications, ""),
    ...specificationRows(values.specifications_fr, "_fr"),
  })),
  update: (_context, db, id, input) => carWrites.update(db, id, input),
});

const articleFields: VersionField[] = [
  { name: "title", label: "adminNews.field.title" },
  { name: "slug", label: "adminNews.field.slug" },
  { name: "category", label: "adminNews.field.category", show: (value, t) => categoryLabel(String(value), t) },
  { name: "excerpt", label: "adminNews.field.excerpt", kind: "long" },
  { name: "content", label: "adminNews.field.content", kind: "long" },
  { name: "title_fr", label: "adminNews.field.titleFr" },
  { name: "slug_fr", label: "adminNews.field.slugFr" },
  { name: "excerpt_fr", label: "adminNews.field.excerptFr", kind: "long" },
  { name: "content_fr", label: "adminNews.field.contentFr", kind: "long" },
  { name: "featured_image", label: "adminNews.field.image" },
  { name: "published", label: "adminNews.field.published", kind: "boolean" },
  { name: "published_at", label: "adminNews.field.publishAt", kind: "datetime" },
];

const article = versioned<ArticleInput>({
  type: "article",
  fields: articleFields,
  isId: isUuid,
  current: (db, id) => readRow(db, newsArticles, newsArticles.id, newsArticles.deleted_at, id),
  nameOf: (values) => String(values.title ?? ""),
  editorPath: (id) => `/admin/news/${id}`,
  // "Publish at" is typed as Paris wall time, like the editor shows it.
  toInput: throughEditorForm(articleFormSchema, (values) => ({ ...postedForm(values, names(articleFields)), published_at: typeof values.published_at === "string" ? dateToParisWallTime(values.published_at) : "" })),
  update: (context, db, id, input) => articleWrites(context.get(localeContext)).update(db, id, input),
});

/** A scheduled publication as its editor posts it: Paris wall time (a restore keeps the version's schedule). */
function withPublishAt(values: Snapshot, form: PostedForm): PostedForm {
  return { ...form, publish_at: typeof values.publish_at === "string" ? dateToParisWallTime(values.publish_at) : "" };
}

const eventFields: VersionField[] = [
  { name: "name", label: "adminEvents.field.name" },
  { name: "event_type", label: "adminEvents.field.type", show: (value, t) => eventTypeLabel(String(value), t) },
  { name: "location", label: "adminEvents.field.location" },
  { name: "event_date", label: "adminEvents.field.date", kind: "date" },
  { name: "end_date", label: "adminEvents.field.endDate", kind: "date" },
  { name: "start_time", label: "adminEvents.field.startTime" },
  { name: "end_time", label: "adminEvents.field.endTime" },
  { name: "description", label: "adminEvents.field.description", kind: "long" },
  { name: "name_fr", label: "adminEvents.field.nameFr" },
  { name: "event_type_fr", label: "adminEvents.field.typeFr" },
  { name: "location_fr", label: "adminEvents.field.locationFr" },
  { name: "description_fr", label: "adminEvents.field.descriptionFr", kind: "long" },
  { name: "image_url", label: "adminEvents.field.image" },
  { name: "featured", label: "adminEvents.field.featured", kind: "boolean" },
  { name: "published", label: "adminEvents.field.published", kind: "boolean" },
  { name: "publish_at", label: "adminContent.publishAt", kind: "datetime" },
];

const event = versioned<EventInput>({
  type: "event",
  fields: eventFields,
  isId: isUuid,
  current: (db, id) => readRow(db, prestigiousEvents, prestigiousEvents.id, prestigiousEvents.deleted_at, id),
  nameOf: (values) => String(values.name ?? ""),
  editorPath: (id) => `/admin/events/${id}`,
  toInput: throughEditorForm(eventFormSchema, (values) => withPublishAt(values, postedForm(values, names(eventFields)))),
  update: (context, db, id, input) => eventWrites(context.get(localeContext)).update(db, id, input),
});

const merchandiseFields: VersionField[] = [
  { name: "name", label: "merchAdmin.field.name" },
  { name: "price", label: "merchAdmin.field.price", kind: "money" },
  { name: "category", label: "merchAdmin.field.category", show: (value, t) => shopCategoryLabel(String(value), t) },
  { name: "description", label: "merchAdmin.field.description", kind: "long" },
  { name: "stock_quantity", label: "merchAdmin.field.stock" },
  { name: "sizes_available", label: "merchAdmin.sizes", kind: "list" },
  { name: "name_fr", label: "merchAdmin.field.nameFr" },
  { name: "description_fr", label: "merchAdmin.field.descriptionFr", kind: "long" },
  { name: "active", label: "merchAdmin.field.active", kind: "boolean" },
  { name: "featured", label: "merchAdmin.field.featured", kind: "boolean" },
  { name: "image_url", label: "merchAdmin.field.image" },
];

const merchandiseItem = versioned<MerchandiseInput>({
  type: "merchandise",
  fields: merchandiseFields,
  isId: isUuid,
  current: (db, id) => readRow(db, merchandise, merchandise.id, merchandise.deleted_at, id),
  nameOf: (values) => String(values.name ?? ""),
  editorPath: (id) => `/admin/merchandise/${id}`,
  toInput: throughEditorForm(merchandiseFormSchema, (values) => postedForm(values, names(merchandiseFields))),
  update: (_context, db, id, input) => merchandiseWrites.update(db, id, input),
});

const albumFields: VersionField[] = [
  { name: "title", label: "galleryAdmin.album.title" },
  { name: "description", label: "galleryAdmin.album.description", kind: "long" },
  { name: "title_fr", label: "galleryAdmin.album.titleFr" },
  { name: "description_fr", label: "galleryAdmin.album.descriptionFr", kind: "long" },
  { name: "year", label: "galleryAdmin.album.year" },
  { name: "event_date", label: "galleryAdmin.album.eventDate", kind: "date" },
  { name: "published", label: "galleryAdmin.album.published", kind: "boolean" },
  { name: "publish_at", label: "adminContent.publishAt", kind: "datetime" },
];

/** An album's versions are its own fields; its photos and cover are changed (and trashed) one by one on the album's page. */
const album = versioned<AlbumInput>({
  type: "album",
  fields: albumFields,
  isId: isUuid,
  current: (db, id) => readRow(db, galleryAlbums, galleryAlbums.id, galleryAlbums.deleted_at, id),
  nameOf: (values) => String(values.title ?? ""),
  editorPath: (id) => `/admin/gallery/albums/${id}`,
  toInput: throughEditorForm(albumFormSchema, (values) => withPublishAt(values, postedForm(values, names(albumFields)))),
  update: (context, db, id, input) => albumWrites(context.get(localeContext)).update(db, id, input),
});

const videoFields: VersionField[] = [
  { name: "title", label: "galleryAdmin.video.title" },
  { name: "description", label: "galleryAdmin.video.description", kind: "long" },
  { name: "title_fr", label: "galleryAdmin.video.titleFr" },
  { name: "description_fr", label: "galleryAdmin.video.descriptionFr", kind: "long" },
  { name: "video_url", label: "galleryAdmin.video.url" },
  { name: "video_embed_code", label: "galleryAdmin.video.embed", kind: "long" },
  { name: "thumbnail_url", label: "galleryAdmin.video.thumbnail" },
  { name: "duration", label: "galleryAdmin.video.duration" },
  { name: "published", label: "galleryAdmin.video.published", kind: "boolean" },
];

const video = versioned<VideoInput>({
  type: "video",
  fields: videoFields,
  isId: isUuid,
  current: (db, id) => readRow(db, galleryVideos, galleryVideos.id, galleryVideos.deleted_at, id),
  nameOf: (values) => String(values.title ?? ""),
  editorPath: (id) => `/admin/gallery/videos/${id}`,
  // The server's schema: a version's video must still play (the same parser as the page).
  toInput: throughEditorForm(videoFormSchema, (values) => postedForm(values, names(videoFields))),
  update: (_context, db, id, input) => videoWrites.update(db, id, input),
});

const editionFields: VersionField[] = [
  { name: "title", label: "editions.field.title" },
  { name: "subject", label: "editions.field.subject" },
  { name: "content", label: "editions.field.content", kind: "long" },
  { name: "title_fr", label: "editions.field.titleFr" },
  { name: "subject_fr", label: "editions.field.subjectFr" },
  { name: "content_fr", label: "editions.field.contentFr", kind: "long" },
];

/** Only a draft changes: a sent edition stays what its readers received. */
const edition = versioned<EditionForm>({
  type: "edition",
  fields: editionFields,
  isId: isUuid,
  current: (db, id) => readRow(db, newsletterEditions, newsletterEditions.id, newsletterEditions.deleted_at, id),
  nameOf: (values) => String(values.title ?? ""),
  editorPath: (id) => `/admin/newsletter/${id}`,
  locked: (values) => (values.send_started_at ? "versions.locked.edition" : null),
  toInput: throughEditorForm(editionFormSchema, (values) => postedForm(values, names(editionFields))),
  update: (_context, db, id, input) => updateEdition(db, id, input),
});

/** The four legal pages always exist: their id is their key, and they have no trash. */
const legalPage = versioned<LegalPageForm>({
  type: "legal_page",
  fields: [
    { name: "body", label: "adminLegal.field.body", kind: "long" },
    { name: "body_fr", label: "adminLegal.field.bodyFr", kind: "long" },
  ],
  isId: isLegalPageKey,
  current: async (db, key) => {
    if (!isLegalPageKey(key)) return null;
    const page = await getAdminLegalPage(db, key);
    return { values: { body: page.body, body_fr: page.body_fr }, inTrash: false };
  },
  nameOf: (_values, t, key) => (isLegalPageKey(key) ? t(LEGAL_PAGES[key].adminTitle) : key),
  editorPath: (key) => `/admin/legal/${key}`,
  toInput: throughEditorForm(legalPageFormSchema, (values) => postedForm(values, ["body", "body_fr"])),
  update: (context, db, key, input) => legalPageWrites(currentAdmin(context).user.id).update(db, key, input),
});

/** The words of each part of a page's document, as the page's editor names its panels. */
const PAGE_FIELDS: { [Key in EditablePageKey]: VersionField[] } = {
  home: [
    { name: "hero", label: "adminPages.home.hero", kind: "json" },
    { name: "intro", label: "adminPages.home.intro", kind: "json" },
    { name: "partners", label: "adminPages.home.partners", kind: "json" },
  ],
  driver: [
    { name: "name", label: "adminPages.driver.name" },
    { name: "slug", label: "adminPages.driver.slug" },
    { name: "portrait", label: "adminPages.driver.portrait", kind: "json" },
    { name: "lead", label: "adminPages.driver.lead", kind: "json" },
    { name: "quote", label: "adminPages.driver.quote", kind: "json" },
    { name: "biography", label: "adminPages.driver.biography", kind: "json" },
    { name: "achievements", label: "adminPages.driver.achievements", kind: "json" },
    { name: "stats", label: "adminPages.driver.stats", kind: "json" },
    { name: "timeline", label: "adminPages.driver.timeline", kind: "json" },
    { name: "highlightCarIds", label: "adminPages.driver.highlights", kind: "json" },
    { name: "cta", label: "adminPages.driver.cta", kind: "json" },
  ],
  f1madness: [
    { name: "hero", label: "adminPages.home.hero", kind: "json" },
    { name: "cars", label: "adminPages.f1.cars", kind: "json" },
    { name: "services", label: "adminPages.f1.services", kind: "json" },
    { name: "ecosystem", label: "adminPages.f1.ecosystem", kind: "json" },
  ],
  services: [
    { name: "intro", label: "adminPages.home.intro", kind: "json" },
    { name: "sections", label: "adminPages.services.sections", kind: "json" },
    { name: "cta", label: "adminPages.driver.cta", kind: "json" },
  ],
  experiences: [
    { name: "intro", label: "adminPages.home.intro", kind: "json" },
    { name: "cards", label: "adminPages.experiences.cards", kind: "json" },
    { name: "request", label: "adminPages.experiences.request", kind: "json" },
  ],
  contact: [
    { name: "intro", label: "adminPages.home.intro", kind: "json" },
    { name: "form", label: "adminPages.contact.form", kind: "json" },
    { name: "hours", label: "adminPages.contact.hours", kind: "json" },
    { name: "closedDays", label: "adminPages.contact.closedDays", kind: "json" },
  ],
  listings: LIST_PAGES.map((page) => ({ name: page, label: `adminPages.listings.${page}` as const, kind: "json" as const })),
  search: [
    { name: "descriptions", label: "adminPages.search.descriptions", kind: "json" },
    { name: "driverJobTitle", label: "adminPages.search.driverJobTitle", kind: "json" },
  ],
};

/**
 * A page the team edits as one document (features/pages): its versions are
 * its publications; a restore publishes the version's document again, which
 * drops any draft waiting.
 */
function pageVersions<Key extends EditablePageKey>(key: Key): VersionedType {
  return versioned<PageDocument<Key>>({
    type: pageAuditType(key),
    fields: PAGE_FIELDS[key],
    isId: (id) => id === key,
    current: async (db, id) => (id === key ? { values: toSnapshot((await getAdminPage(db, key)).published), inTrash: false } : null),
    nameOf: (_values, t) => t(PAGE_ADMIN[key].title),
    editorPath: () => `/admin/pages/${key}`,
    toInput: throughSchema(PAGE_DOCUMENT_SCHEMAS[key]) as (values: Snapshot) => InputOutcome<PageDocument<Key>>,
    update: async (context, db, _id, document) => {
      const change = await publishPage(db, key, document, { by: currentAdmin(context).user.email });
      return { ok: true, before: change.before, after: { ...change.after, id: key } };
    },
  });
}

const VERSIONED_TYPES: readonly VersionedType[] = [car, article, event, merchandiseItem, album, video, edition, legalPage, ...EDITABLE_PAGE_KEYS.map(pageVersions)];

/** The registered type of an address's `:type`, or undefined (a 404). */
export function versionedType(type: string | null | undefined): VersionedType | undefined {
  return VERSIONED_TYPES.find((entry) => entry.type === type);
}

/** The activity log's link from a content change to its compare screen (null for any other record). */
export function activityCompareLink(record: { id: string; target_type: string | null; target_id: string | null; details: unknown }): string | null {
  return compareLink(versionedType(record.target_type), record);
}

// ---------------------------------------------------------------------------
// Restore

export type RestoreOutcome = { ok: true; redirectTo: string; flash: Flash } | { ok: false; message: string; status: number };

/**
 * Restores a version of an item: refused when the item is in the trash (the
 * trash restores it), can no longer change, or already holds that version;
 * otherwise the version becomes the type's write input (checked as a save
 * is), the type's update writes it, and the audit log records the new version
 * with the one it brought back (`restored_from`).
 */
export async function restoreVersion(context: Context, entry: VersionedType, id: string, versionId: string): Promise<RestoreOutcome> {
  const { db } = services(context);
  const t = translator(context.get(localeContext));
  const refuse = (message: string, status: number): RestoreOutcome => ({ ok: false, message, status });
  const now = await entry.current(db, id);
  if (!now) return refuse(t("versions.refused.gone"), 404);
  if (now.inTrash) return refuse(t("versions.refused.inTrash"), 409);
  const locked = entry.locked?.(now.values);
  if (locked) return refuse(t(locked), 409);
  const version = await findVersion(db, entry, id, versionId, t);
  if (!version) return refuse(t("versions.refused.gone"), 404);
  if (compareSnapshots(entry.fields, version.values, now.values, t).length === 0) return refuse(t("versions.refused.same"), 409);

  const parsed = entry.toInput(version.values);
  if (!parsed.ok) {
    const labels = parsed.fields.map((name) => entry.fields.find((field) => field.name === name));
    const words = [...new Set(labels.flatMap((field) => (field ? [plainLabel(t(field.label))] : [])))];
    return refuse(t("versions.refused.invalid", { fields: words.join(", ") || "—" }), 422);
  }
  const input = parsed.input as Record<string, unknown>;
  const result = await writeContent(context, async (tx, record) => {
    const written = await entry.update(context, tx, id, input);
    if (written.ok) {
      await record({
        action: `${entry.type}.restore_version`,
        target: { type: entry.type, id },
        before: written.before,
        after: written.after,
        details: { restored_from: version.restoredFrom },
      });
    }
    return written;
  });
  if (!result.committed) return refuse(t("admin.write.failed"), 500);
  const written = result.value;
  if (!written.ok) {
    if (written.reason === "notFound") return refuse(t("versions.refused.gone"), 404);
    if (written.reason === "locked") {
      // Locked meanwhile (an edition whose send started since the page was read): the type says why when it can.
      const later = await entry.current(db, id);
      return refuse(t((later && entry.locked?.(later.values)) || "versions.refused.locked"), 409);
    }
    const french = written.reason === "slugFrTaken";
    return refuse(t(french ? "versions.refused.slugFrTaken" : "versions.refused.slugTaken", { slug: String(input[french ? "slug_fr" : "slug"] ?? "") }), 409);
  }
  const date = formatVersionTime(version.restoredFrom.at, t);
  const original = version.restoredFrom.id === ORIGINAL_VERSION;
  return {
    ok: true,
    redirectTo: entry.editorPath(id),
    flash: { message: original ? "versions.restoredOriginal" : "versions.restored", values: { date }, link: { label: "versions.history" satisfies AdminMessageKey, href: historyPath(entry.type, id) } },
  };
}
