import { Link } from "react-router";
import type { Route } from "./+types/legal";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { ViewOnSiteLink } from "../../features/admin/components/editor-frame.tsx";
import { itemsWithDrafts } from "../../features/admin/queries.server.ts";
import { listAdminLegalPages } from "../../features/legal/queries.server.ts";
import { LEGAL_PAGES } from "../../features/legal/schema.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.legal") }];

/** The four legal pages, what each still misses (placeholders, French) and who saved it last. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [pages, drafts] = await Promise.all([listAdminLegalPages(db), itemsWithDrafts(db, "legal_page")]);
  return { pages: pages.map((page) => ({ ...page, draftWaiting: drafts.has(page.key) })) };
}

export default function LegalPages({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  return (
    <AdminPage title={t("adminLegal.title")}>
      <p className="mb-6 max-w-3xl text-mist">{t("adminLegal.lead")}</p>
      <ul className="grid gap-4 lg:grid-cols-2" data-testid="legal-pages">
        {loaderData.pages.map((page) => {
          const { path, adminTitle } = LEGAL_PAGES[page.key];
          return (
            <li key={page.key}>
              <Panel className="h-full">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-xl">{t(adminTitle)}</h2>
                  <div className="flex flex-wrap gap-2">
                    {page.placeholders > 0 ? <Badge tone="gold">{t("adminLegal.placeholders", { count: String(page.placeholders) })}</Badge> : <Badge tone="green">{t("adminLegal.complete")}</Badge>}
                    {page.body_fr ? null : <Badge tone="red">{t("adminContent.missingFrench")}</Badge>}
                    {page.draftWaiting ? <Badge tone="gold">{t("admin.draft.pending")}</Badge> : null}
                  </div>
                </div>
                <p className="mt-3 text-sm text-mist">
                  {page.updatedAt
                    ? page.updatedBy
                      ? t("adminLegal.updatedBy", { date: format.dateTime(page.updatedAt), email: page.updatedBy })
                      : t("adminLegal.updated", { date: format.dateTime(page.updatedAt) })
                    : t("adminLegal.neverWritten")}
                </p>
                <div className="mt-4 flex flex-wrap items-center gap-3">
                  <Link to={`/admin/legal/${page.key}`} className={buttonClass("secondary")} aria-label={t("adminLegal.editPage", { page: t(adminTitle) })}>
                    {t("adminLegal.edit")}
                  </Link>
                  <ViewOnSiteLink to={path} />
                  <ViewOnSiteLink to={pathIn(path, "fr")} label={t("adminContent.viewOnSiteFr")} />
                </div>
              </Panel>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
