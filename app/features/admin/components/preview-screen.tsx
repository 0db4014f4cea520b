import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import type { Locale } from "../../../lib/i18n/index.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { AdminPage } from "./admin-page.tsx";

/** The widths a page is previewed at: a common phone, a common laptop. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1366 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** The language and width a preview screen's links chose (`?lang=fr&width=desktop`). */
export function previewChoice(request: Request): { locale: Locale; width: PreviewWidth } {
  const search = new URL(request.url).searchParams;
  return { locale: search.get("lang") === "fr" ? "fr" : "en", width: search.get("width") === "desktop" ? "desktop" : "phone" };
}

/**
 * A public page as visitors will see it, framed at phone or desktop width in
 * either language: the page itself, asked for with `?preview=draft`, which
 * only a signed-in admin gets (drafts, unpublished and scheduled items). Links
 * choose the language and the width, so it works without JavaScript.
 */
export function PreviewScreen({ name, backTo, lead, status, src, locale, width }: { name: string; backTo: string; lead: string; status: string; src: string; locale: Locale; width: PreviewWidth }) {
  const t = useAdminT();
  const choice = (active: boolean) => cn("rounded px-3 py-1.5 text-sm font-semibold", active ? "bg-gold text-night" : "border border-white/20 text-cream hover:bg-white/10");
  const link = (options: { lang?: string; width?: string }) => `?${new URLSearchParams({ lang: options.lang ?? locale, width: options.width ?? width })}`;
  return (
    <AdminPage title={t("adminPages.previewTitle", { name })}>
      <Link to={backTo} className="mb-4 inline-block text-sm text-mist underline underline-offset-4 hover:text-cream">
        {t("adminPages.backToEditor")}
      </Link>
      <p className="max-w-3xl text-mist">{lead}</p>
      <p className="mt-2 font-semibold text-cream" role="status">
        {status}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-6">
        <nav aria-label={t("adminPages.previewLanguage")} className="flex items-center gap-2">
          <span className="text-sm text-mist">{t("adminPages.previewLanguage")}</span>
          <Link to={link({ lang: "en" })} className={choice(locale === "en")} aria-current={locale === "en" ? "true" : undefined}>
            {t("adminPages.languageEn")}
          </Link>
          <Link to={link({ lang: "fr" })} className={choice(locale === "fr")} aria-current={locale === "fr" ? "true" : undefined}>
            {t("adminPages.languageFr")}
          </Link>
        </nav>
        <nav aria-label={t("adminPages.previewWidth")} className="flex items-center gap-2">
          <span className="text-sm text-mist">{t("adminPages.previewWidth")}</span>
          <Link to={link({ width: "phone" })} className={choice(width === "phone")} aria-current={width === "phone" ? "true" : undefined}>
            {t("adminPages.previewPhone")}
          </Link>
          <Link to={link({ width: "desktop" })} className={choice(width === "desktop")} aria-current={width === "desktop" ? "true" : undefined}>
            {t("adminPages.previewDesktop")}
          </Link>
        </nav>
        <a href={src} target="_blank" rel="noreferrer" className={buttonClass("ghost", "px-3 py-2")}>
          {t("adminPages.previewOpen")}
        </a>
      </div>
      <div className="mt-6 overflow-x-auto rounded-lg border border-white/10 bg-night-2 p-3">
        <iframe key={src} src={src} title={t("adminPages.previewFrame", { name })} width={PREVIEW_WIDTHS[width]} height={width === "phone" ? 844 : 900} className="mx-auto block rounded bg-night" data-testid="page-preview" />
      </div>
    </AdminPage>
  );
}
