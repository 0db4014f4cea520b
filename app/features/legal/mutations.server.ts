import { legalPages } from "../../db/schema/legal.ts";
import type { Database } from "../../platform/db.server.ts";
import type { ContentEditorWrites } from "../admin/mutations.server.ts";
import { getAdminLegalPage, type AdminLegalPage } from "./queries.server.ts";
import { isLegalPageKey, type LegalPageForm, type LegalPageKey } from "./schema.ts";

/** Saves a legal page (both languages at once); the row is made on the first save of a page the demo did not write. */
export async function saveLegalPage(db: Database, key: LegalPageKey, input: LegalPageForm, actorId: string | null, now = new Date()): Promise<{ before: AdminLegalPage; after: AdminLegalPage }> {
  const before = await getAdminLegalPage(db, key);
  const values = { body: input.body, body_fr: input.body_fr, updated_at: now, updated_by: actorId };
  await db.insert(legalPages).values({ key, ...values }).onConflictDoUpdate({ target: legalPages.key, set: values });
  return { before, after: await getAdminLegalPage(db, key) };
}

/** Only the audit's words: the texts before and after, without the derived counts. */
const auditable = ({ body, body_fr }: AdminLegalPage) => ({ body, body_fr });

/**
 * The legal editor on the admin's content kit (`handleEditorAction`): a page
 * is saved, never created or trashed — the four pages always exist. Its id is
 * its key.
 */
export function legalPageWrites(actorId: string | null): ContentEditorWrites<LegalPageForm, { id: string }> {
  return {
    type: "legal_page",
    listPath: "/admin/legal",
    itemPath: (key) => `/admin/legal/${key}`,
    create: async () => ({ ok: false, reason: "notFound" }),
    async update(db, key, input) {
      if (!isLegalPageKey(key)) return { ok: false, reason: "notFound" };
      const { before, after } = await saveLegalPage(db, key, input, actorId);
      return { ok: true, before: auditable(before), after: { id: key, ...auditable(after) } };
    },
    trash: async () => null,
    // The law wants them public at all times: an edit may wait as a draft.
    live: async () => true,
  };
}
