import { newsletterEditions } from "../db/schema/newsletter.ts";
import { editionTrash, updateEdition } from "../features/newsletter/mutations.server.ts";
import { editionFormSchema, type EditionForm } from "../features/newsletter/admin-schema.ts";
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
};
