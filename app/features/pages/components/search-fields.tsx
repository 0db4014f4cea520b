import { Panel } from "../../admin/components/admin-page.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { DESCRIBED_PAGES, type Bilingual, type SearchDefaults } from "../schema.ts";
import { BilingualField, type AnyField } from "./page-fields.tsx";

/**
 * Search and sharing (Admin › Pages): what each page says of itself to search
 * engines and in shared links, in both languages. An empty field keeps the
 * site's own words, shown under it, so the team writes only what it wants to
 * change.
 */
export function SearchFields({ fields, defaults }: { fields: Record<string, AnyField>; defaults: SearchDefaults }) {
  const t = useAdminT();
  const descriptions = fields.descriptions!.getFieldset();
  // Each language's words marked with their language, in whichever language the hint is written.
  const keeps = (words: Bilingual) =>
    t("adminPages.search.default", { en: "{{en}}", fr: "{{fr}}" })
      .split(/\{\{(en|fr)\}\}/)
      .map((part, index) => (index % 2 === 0 ? part : <span key={index} lang={part}>{words[part as keyof Bilingual]}</span>));
  return (
    <>
      <Panel title={t("adminPages.search.descriptions")}>
        <p className="mb-6 max-w-3xl text-sm text-mist">{t("adminPages.search.descriptionsHint")}</p>
        <div className="space-y-8">
          {DESCRIBED_PAGES.map((page) => (
            <BilingualField key={page} field={descriptions[page]!} label={t(`adminPages.search.page.${page}`)} hint={keeps(defaults.descriptions[page])} />
          ))}
        </div>
      </Panel>
      <Panel title={t("adminPages.search.driver")}>
        <BilingualField field={fields.driverJobTitle!} label={t("adminPages.search.driverJobTitle")} hint={keeps(defaults.driverJobTitle)} />
      </Panel>
    </>
  );
}
