import { and, gt, isNotNull } from "drizzle-orm";
import { sitePages } from "../db/schema/pages.ts";
import { currentAdmin } from "../features/accounts/queries.server.ts";
import { publishPage } from "../features/pages/mutations.server.ts";
import { getAdminPage } from "../features/pages/queries.server.ts";
import { EDITABLE_PAGE_KEYS, LIST_PAGES, PAGE_ADMIN, PAGE_DOCUMENT_SCHEMAS, pageAuditType, type EditablePageKey, type PageDocument } from "../features/pages/schema.ts";
import { throughSchema, versioned, type InputOutcome, type VersionedType } from "../features/versions/mutations.server.ts";
import { toSnapshot } from "../features/versions/queries.server.ts";
import type { Snapshot, VersionField } from "../features/versions/schema.ts";
import type { ScheduledPublication } from "../platform/content-version.server.ts";
import type { ContentType } from "./content-type.server.ts";

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

/** A page's draft scheduled for later (Admin › Pages) goes public at that moment. */
const scheduledDraft: ScheduledPublication = { table: sitePages, at: sitePages.publish_at, waiting: (now) => and(isNotNull(sitePages.draft), gt(sitePages.publish_at, now)) };

/** Each page the team edits is a type of its own in the history ("home_page"); one row each in `site_pages`. */
export const editablePages: readonly ContentType[] = EDITABLE_PAGE_KEYS.map((key) => ({
  type: pageAuditType(key),
  tables: [sitePages],
  label: PAGE_ADMIN[key].title,
  versions: pageVersions(key),
  // The same schedule for every page (it reads every page's draft): the registry reads it once.
  schedule: scheduledDraft,
}));
