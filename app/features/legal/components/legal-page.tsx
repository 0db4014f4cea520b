import { PageIntro } from "../../../components/page-intro.tsx";
import { useFormat, useT, type Locale } from "../../../lib/i18n/index.ts";
import { Prose } from "../../news/components/prose.tsx";

/**
 * A legal page (legal notice, privacy policy, terms, cookies): the text the
 * team wrote in the admin, in the page's language or marked with its own
 * (`lang`) while the translation waits. Placeholders still in it show as
 * highlighted marks. `children` follows the text (the Cookies page's table).
 */
export function LegalPage({ title, page, children }: { title: string; page: { html: string; lang?: Locale; updatedAt: string | null }; children?: React.ReactNode }) {
  const t = useT();
  const format = useFormat();
  return (
    <main id="main">
      <PageIntro title={title} />
      <div className="mx-auto max-w-3xl px-6 py-16">
        {page.html ? <Prose html={page.html} lang={page.lang} /> : <p className="text-lg text-mist">{t("legal.notWritten")}</p>}
        {children}
        {page.updatedAt && page.html ? (
          <p className="mt-12 border-t border-white/10 pt-6 text-sm text-mist">{t("legal.updatedAt", { date: format.date(page.updatedAt) })}</p>
        ) : null}
      </div>
    </main>
  );
}
