import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { PreviewScreen, previewChoice } from "../../features/admin/components/preview-screen.tsx";
import { getAdminPage, previewPath } from "../../features/pages/queries.server.ts";
import { isEditablePageKey, PAGE_ADMIN, type PageDocument } from "../../features/pages/schema.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = adminMetaT(matches);
  return [{ title: t("admin.meta.item", { name: loaderData ? t(PAGE_ADMIN[loaderData.key].title) : t("admin.meta.pages") }) }];
};

/** A page as visitors will see it once published: the draft, else the published page (PreviewScreen). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Search and sharing and the lists' introductions have no page of their own to preview.
  if (!isEditablePageKey(params.pageKey) || (PAGE_ADMIN[params.pageKey].publicPath === null && params.pageKey !== "driver")) throw data(null, { status: 404 });
  const key = params.pageKey;
  const page = await getAdminPage(context.get(servicesContext).db, key);
  const { locale, width } = previewChoice(request);
  // The driver's draft may move the page: preview it at its new address.
  const path = PAGE_ADMIN[key].publicPath ?? `/${(page.document as PageDocument<"driver">).slug}`;
  return { key, hasDraft: page.hasDraft, previewLocale: locale, width, src: previewPath(pathIn(path, locale)) };
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { key, hasDraft, previewLocale, width, src } = loaderData;
  return (
    <PreviewScreen
      name={t(PAGE_ADMIN[key].title)}
      backTo={`/admin/pages/${key}`}
      lead={t("adminPages.previewLead")}
      status={hasDraft ? t("adminPages.previewDraft") : t("adminPages.previewPublished")}
      src={src}
      locale={previewLocale}
      width={width}
    />
  );
}
