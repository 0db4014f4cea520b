import { data, Link } from "react-router";
import type { Route } from "./+types/page-preview";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage } from "../../features/admin/components/admin-page.tsx";
import { getAdminPage, previewPath } from "../../features/pages/queries.server.ts";
import { isEditablePageKey, PAGE_ADMIN, type PageDocument } from "../../features/pages/schema.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";
import { cn } from "../../lib/cn.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = adminMetaT(matches);
  return [{ title: t("admin.meta.item", { name: loaderData ? t(PAGE_ADMIN[loaderData.key].title) : t("admin.meta.pages") }) }];
};

/** The widths a page is previewed at: a common phone, a common laptop. */
const WIDTHS = { phone: 390, desktop: 1366 } as const;
type PreviewWidth = keyof typeof WIDTHS;

/**
 * A page as visitors will see it once published (the draft, else the
 * published page), in either language, at phone or desktop width: the public
 * page itself, asked for with `?preview=draft`, which only a signed-in admin
 * gets. Links choose the language and the width, so it works without JavaScript.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Search and sharing has no page of its own to preview.
  if (!isEditablePageKey(params.pageKey) || params.pageKey === "search") throw data(null, { status: 404 });
  const key = params.pageKey;
  const page = await getAdminPage(context.get(servicesContext).db, key);
  const search = new URL(request.url).searchParams;
  const locale = search.get("lang") === "fr" ? "fr" : "en";
  const width: PreviewWidth = search.get("width") === "desktop" ? "desktop" : "phone";
  // The driver's draft may move the page: preview it at its new address.
  const path = PAGE_ADMIN[key].publicPath ?? `/${(page.document as PageDocument<"driver">).slug}`;
  return { key, hasDraft: page.hasDraft, locale, width, src: previewPath(pathIn(path, locale)) };
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { key, hasDraft, locale, width, src } = loaderData;
  const name = t(PAGE_ADMIN[key].title);
  const choice = (active: boolean) => cn("rounded px-3 py-1.5 text-sm font-semibold", active ? "bg-gold text-night" : "border border-white/20 text-cream hover:bg-white/10");
  const link = (options: { lang?: string; width?: string }) => `?${new URLSearchParams({ lang: options.lang ?? locale, width: options.width ?? width })}`;
  return (
    <AdminPage title={t("adminPages.previewTitle", { name })}>
      <Link to={`/admin/pages/${key}`} className="mb-4 inline-block text-sm text-mist underline underline-offset-4 hover:text-cream">
        {t("adminPages.backToEditor")}
      </Link>
      <p className="max-w-3xl text-mist">{t("adminPages.previewLead")}</p>
      <p className="mt-2 font-semibold text-cream" role="status">
        {hasDraft ? t("adminPages.previewDraft") : t("adminPages.previewPublished")}
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
        <iframe key={src} src={src} title={t("adminPages.previewFrame", { name })} width={WIDTHS[width]} height={width === "phone" ? 844 : 900} className="mx-auto block rounded bg-night" data-testid="page-preview" />
      </div>
    </AdminPage>
  );
}
