import { useAdminT } from "../../../lib/i18n/admin.ts";
import { LIST_PAGES } from "../schema.ts";
import { Panel } from "../../admin/components/admin-page.tsx";
import { BilingualField, type AnyField, type AnyForm } from "./page-fields.tsx";

/** The introductions of the pages that list items (news, events, collection, gallery, pitshop): a line above the title and a lead under it, each page in its panel. */
export function ListingsFields({ fields }: { form: AnyForm; fields: Record<string, AnyField> }) {
  const t = useAdminT();
  return (
    <>
      {LIST_PAGES.map((page) => {
        const intro = fields[page]!.getFieldset();
        return (
          <Panel key={page} title={t(`adminPages.listings.${page}`)}>
            <div className="space-y-6">
              <BilingualField field={intro.eyebrow!} label={t("adminPages.home.eyebrow")} />
              <BilingualField field={intro.lead!} label={t("adminPages.home.lead")} multiline rows={2} />
            </div>
          </Panel>
        );
      })}
    </>
  );
}
