import { legalPages } from "../db/schema/legal.ts";
import { currentAdmin } from "../features/accounts/queries.server.ts";
import { legalPageWrites } from "../features/legal/mutations.server.ts";
import { getAdminLegalPage, legalPagesChanged } from "../features/legal/queries.server.ts";
import { everywhere } from "../features/seo/queries.server.ts";
import { isLegalPageKey, LEGAL_PAGES, legalPageFormSchema, type LegalPageForm } from "../features/legal/schema.ts";
import { postedForm, throughEditorForm, versioned } from "../features/versions/mutations.server.ts";
import type { ContentType } from "./content-type.server.ts";

/** The four legal pages always exist: their id is their key, and they have no trash. */
export const legalPage: ContentType = {
  type: "legal_page",
  tables: [legalPages],
  label: "adminLegal.title",
  versions: versioned<LegalPageForm>({
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
  }),
  sitemap: async (db) => {
    const changed = await legalPagesChanged(db);
    return (["privacy", "terms", "legal-notice", "cookies"] as const).map((key) => everywhere(`/${key}`, changed.get(key)));
  },
};
