import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/news";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { AdminTable, DeleteButton, ListNotice, ListToolbar, Pagination, SortHeader, tableBodyClass, tableHeadClass } from "../../features/admin/components/list-kit.tsx";
import { handleListRowAction } from "../../features/admin/mutations.server.ts";
import { parseListParams } from "../../features/admin/schema.ts";
import { articleSorts, articleStatus, articleStatuses, NEWS_CATEGORIES, type ArticleStatus, categoryLabel } from "../../features/news/schema.ts";
import { ArticleStatusBadge } from "../../features/news/components/article-status-badge.tsx";
import { PublishToggle, type ListActionResult } from "../../features/admin/components/publish-toggle.tsx";
import { setArticlePublished, trashArticle } from "../../features/news/mutations.server.ts";
import { getAdminArticle, listAdminArticles, listArticleYears } from "../../features/news/queries.server.ts";
import { formatParisDateTime } from "../../lib/paris-time.ts";
import type { Translate } from "../../lib/i18n/index.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("admin.meta.news") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, articleSorts, { sort: "date", dir: "desc" });
  const statusValue = search.get("status") ?? "";
  const status = (articleStatuses as readonly string[]).includes(statusValue) ? (statusValue as ArticleStatus) : "";
  const category = (NEWS_CATEGORIES as readonly string[]).includes(params.category) ? params.category : "";
  const [list, years] = await Promise.all([listAdminArticles(db, { ...params, category, articleStatus: status }), listArticleYears(db)]);
  const filtered = Boolean(params.q || status || category || params.year);
  const rows = list.rows.map(({ id, title, slug, category, status, publishedAt }) => ({
    id,
    title,
    slug,
    category,
    status,
    when: publishedAt ? formatParisDateTime(publishedAt) : null,
  }));
  return { rows, page: list.page, years, filtered };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const { db } = context.get(servicesContext);
  return handleListRowAction(request, context, {
    type: "article",
    trash: async (id) => {
      const before = await getAdminArticle(db, id);
      const trashed = before ? await trashArticle(db, id) : null;
      return trashed && { name: trashed.title, before };
    },
    setPublished: async (id, published) => {
      const result = await setArticlePublished(db, id, published);
      return result.ok ? { ...result, message: publicationMessage(t, result.after) } : null;
    },
  });
}

function publicationMessage(t: Translate, row: { title: string; published: boolean; published_at: Date | null }): string {
  const status = articleStatus(row.published, row.published_at);
  if (status === "scheduled") return t("adminNews.scheduled", { name: row.title, date: formatParisDateTime(row.published_at!) });
  return t(status === "published" ? "adminContent.nowPublic" : "adminContent.nowHidden", { name: row.title });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminNews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { rows, page, years, filtered } = loaderData;
  const result = actionData as (ListActionResult & { trashed?: boolean }) | undefined;
  return (
    <AdminPage
      title={t("admin.nav.news")}
      actions={
        <Link to="/admin/news/new" className={buttonClass("primary")}>
          <Plus size={16} aria-hidden="true" />
          {t("adminNews.new")}
        </Link>
      }
    >
      <ListNotice notice={result} />
      <Panel>
        <ListToolbar
          searchLabel={t("adminNews.search")}
          filters={[
            {
              name: "status",
              label: t("admin.list.status"),
              options: articleStatuses.map((status) => ({ value: status, label: t(`adminNews.status.${status}`) })),
            },
            { name: "category", label: t("admin.list.category"), options: NEWS_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })) },
            { name: "year", label: t("admin.list.year"), options: years.map((year) => ({ value: String(year), label: String(year) })) },
          ]}
        />
        {rows.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-lg text-cream">{filtered ? t("admin.list.noMatch") : t("adminNews.empty")}</p>
            {filtered ? null : <p className="mt-2 text-mist">{t("adminNews.emptyHint")}</p>}
          </div>
        ) : (
          <AdminTable caption={t("adminNews.caption")}>
            <thead className={tableHeadClass}>
              <tr>
                <SortHeader column="title" label={t("adminNews.col.title")} />
                <SortHeader column="category" label={t("adminNews.col.category")} />
                <th scope="col" className="py-2 pr-4">
                  {t("adminNews.col.status")}
                </th>
                <SortHeader column="date" label={t("adminNews.col.date")} />
                <th scope="col" className="py-2 text-right">
                  {t("admin.list.actions")}
                </th>
              </tr>
            </thead>
            <tbody className={tableBodyClass}>
              {rows.map((row) => (
                <tr key={row.id} data-testid="article-row">
                  <td className="py-3 pr-4">
                    <Link to={`/admin/news/${row.id}`} className="font-semibold text-cream hover:underline">
                      {row.title}
                    </Link>
                    <div className="text-xs break-all text-mist">/news/{row.slug}</div>
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">{categoryLabel(row.category)}</td>
                  <td className="py-3 pr-4">
                    <ArticleStatusBadge status={row.status} when={row.when} />
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap text-mist">{row.when ?? t("adminNews.noDate")}</td>
                  <td className="py-3">
                    <div className="flex justify-end gap-2 whitespace-nowrap">
                      <PublishToggle id={row.id} name={row.title} published={row.status !== "draft"} />
                      <Link
                        to={`/admin/news/${row.id}`}
                        className={buttonClass("ghost", "px-3 py-1.5")}
                        aria-label={t("adminContent.editLabel", { name: row.title })}
                      >
                        {t("admin.list.edit")}
                      </Link>
                      <DeleteButton id={row.id} itemName={row.title} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
        <Pagination info={page} />
      </Panel>
    </AdminPage>
  );
}
