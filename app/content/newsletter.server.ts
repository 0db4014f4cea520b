import { and, isNull, or } from "drizzle-orm";
import { newsletterEditions } from "../db/schema/newsletter.ts";
import { editionTrash, updateEdition } from "../features/newsletter/mutations.server.ts";
import { editionFormSchema, type EditionForm } from "../features/newsletter/admin-schema.ts";
import { listNewsletterEditions } from "../features/newsletter/queries.server.ts";
import { editionHasFrench } from "../features/newsletter/schema.ts";
import { everywhere, itemPage, latest } from "../features/seo/queries.server.ts";
import { pathIn } from "../lib/public-paths.ts";
import { fieldNames, postedForm, throughEditorForm, versioned } from "../features/versions/mutations.server.ts";
import { uuidRowReads } from "../features/versions/queries.server.ts";
import type { VersionField } from "../features/versions/schema.ts";
import type { ContentType } from "./content-type.server.ts";

const editionFields: VersionField[] = [
  { name: "title", label: "editions.field.title" },
  { name: "subject", label: "editions.field.subject" },
  { name: "content", label: "editions.field.content", kind: "long" },
  { name: "title_fr", label: "editions.field.titleFr" },
  { name: "subject_fr", label: "editions.field.subjectFr" },
  { name: "content_fr", label: "editions.field.contentFr", kind: "long" },
];

/** Only a draft changes: a sent edition stays what its readers received. */
export const edition: ContentType = {
  type: "edition",
  tables: [newsletterEditions],
  label: "trash.type.edition",
  trash: editionTrash,
  versions: versioned<EditionForm>({
    type: "edition",
    fields: editionFields,
    ...uuidRowReads(newsletterEditions, newsletterEditions.id, newsletterEditions.deleted_at, "title"),
    editorPath: (id) => `/admin/newsletter/${id}`,
    locked: (values) => (values.send_started_at ? "versions.locked.edition" : null),
    toInput: throughEditorForm(editionFormSchema, (values) => postedForm(values, fieldNames(editionFields))),
    update: (_context, db, id, input) => updateEdition(db, id, input),
  }),
  // The sent editions, each in French too when it has its French words.
  sitemap: async (db) => {
    const editions = await listNewsletterEditions(db, { sent: true });
    return [
      everywhere("/news?category=newsletter", latest(editions.map((entry) => entry.sent_at))),
      ...editions.map((entry) => itemPage({ en: `/newsletters/${entry.id}`, fr: editionHasFrench(entry) ? pathIn(`/newsletters/${entry.id}`, "fr") : null }, entry.updated_at)),
    ];
  },
  health: {
    label: "dashboard.missingFrench.editions",
    table: newsletterEditions,
    id: newsletterEditions.id,
    name: newsletterEditions.title,
    order: newsletterEditions.updated_at,
    live: isNull(newsletterEditions.deleted_at),
    editorPath: (id) => `/admin/newsletter/${id}`,
    // An edition not sent (nor being sent) is a draft.
    drafts: { where: and(isNull(newsletterEditions.sent_at), isNull(newsletterEditions.send_started_at)), list: "/admin/newsletter?status=draft" },
    missingFrench: { where: or(isNull(newsletterEditions.subject_fr), isNull(newsletterEditions.content_fr)), list: "/admin/newsletter" },
  },
};
