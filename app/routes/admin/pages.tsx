import { Link } from "react-router";
import type { Route } from "./+types/pages";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { listAdminPages, readPageDocuments } from "../../features/pages/queries.server.ts";
import { PAGE_ADMIN } from "../../features/pages/schema.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.pages") }];

/** The pages the team edits as documents: where each is seen, when it was published, and what waits (a draft, a schedule). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [pages, documents] = await Promise.all([listAdminPages(db), readPageDocuments(db)]);
  return { pages: pages.map((page) => ({ ...page, publicPath: PAGE_ADMIN[page.key].publicPath ?? `/${documents.driver.slug}` })) };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  return (
    <AdminPage title={t("adminPages.title")}>
      <p className="mb-6 max-w-3xl text-mist">{t("adminPages.lead")}</p>
      <ul className="grid gap-4 lg:grid-cols-2" data-testid="site-pages">
        {loaderData.pages.map((page) => {
          const name = t(PAGE_ADMIN[page.key].title);
          return (
            <li key={page.key}>
              <Panel className="h-full">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-xl">{name}</h2>
                  <div className="flex flex-wrap gap-2">
                    {page.publishAt ? (
                      <Badge tone="gold">{t("adminPages.state.scheduled", { when: format.dateTime(page.publishAt) })}</Badge>
                    ) : page.draftSavedAt ? (
                      <Badge tone="gold">{t("adminPages.state.draft")}</Badge>
                    ) : null}
                    {page.publishedAt ? <Badge tone="green">{t("adminPages.state.published")}</Badge> : <Badge tone="red">{t("adminPages.state.never")}</Badge>}
                  </div>
                </div>
                {page.publishedAt ? (
                  <p className="mt-3 text-sm text-mist">
                    {t("adminPages.column.published")}: {page.publishedBy ? t("adminPages.publishedBy", { when: format.dateTime(page.publishedAt), who: page.publishedBy }) : format.dateTime(page.publishedAt)}
                  </p>
                ) : null}
                <div className="mt-4 flex flex-wrap items-center gap-3">
                  <Link to={`/admin/pages/${page.key}`} className={buttonClass("secondary")} aria-label={t("adminPages.editLabel", { name })}>
                    {t("adminPages.edit")}
                  </Link>
                  <Link to={`/admin/pages/${page.key}/preview`} className={buttonClass("ghost")} aria-label={t("adminPages.previewLabel", { name })}>
                    {t("adminPages.preview")}
                  </Link>
                  <ViewOnSiteLink to={page.publicPath} />
                  <ViewOnSiteLink to={pathIn(page.publicPath, "fr")} label={t("adminContent.viewOnSiteFr")} />
                </div>
              </Panel>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
