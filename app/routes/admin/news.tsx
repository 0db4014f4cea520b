import type { Route } from "./+types/news";
import { ContentListPage, MissingTranslationBadge, RowActions, RowTitle } from "../../features/admin/components/content-list.tsx";
import { StatusWithDraft } from "../../features/admin/components/list-kit.tsx";
import { handleListRowAction } from "../../features/admin/mutations.server.ts";
import { markDraftsWaiting } from "../../features/admin/queries.server.ts";
import { parseListParams } from "../../features/admin/schema.ts";
import { articleSorts, articleStatuses, NEWS_CATEGORIES, type ArticleStatus, categoryName } from "../../features/news/schema.ts";
import { ArticleStatusBadge } from "../../features/news/components/article-status-badge.tsx";
import { articleWrites } from "../../features/news/mutations.server.ts";
import { listAdminArticles, listArticleYears } from "../../features/news/queries.server.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/index.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.news") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, articleSorts, { sort: "date", dir: "desc" });
  const statusValue = search.get("status") ?? "";
  const status = (articleStatuses as readonly string[]).includes(statusValue) ? (statusValue as ArticleStatus) : "";
  const category = (NEWS_CATEGORIES as readonly string[]).includes(params.category) ? params.category : "";
  const [list, years] = await Promise.all([listAdminArticles(db, { ...params, category, articleStatus: status }), listArticleYears(db)]);
  const rows = list.rows.map(({ id, title, slug, hasFrench, category, status, publishedAt }) => ({
    id,
    title,
    slug,
    hasFrench,
    category,
    status,
    when: publishedAt ? formatParisDateTime(publishedAt, FORMAT_LOCALE[context.get(localeContext)]) : null,
  }));
  return { rows: await markDraftsWaiting(db, "article", rows), page: list.page, years };
}

/** The row buttons: delete (to the trash), publish (or schedule, when its date is ahead), unpublish. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleListRowAction(request, context, articleWrites(context.get(localeContext)));
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminNews({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { rows, page, years } = loaderData;
  return (
    <ContentListPage
      title={t("admin.nav.news")}
      newItem={{ to: "/admin/news/new", label: t("adminNews.new") }}
      reply={actionData}
      search={t("adminNews.search")}
      filters={[
        { name: "status", label: t("admin.list.status"), options: articleStatuses.map((status) => ({ value: status, label: t(`adminNews.status.${status}`) })) },
        { name: "category", label: t("admin.list.category"), options: NEWS_CATEGORIES.map((category) => ({ value: category, label: categoryName(category, t) })) },
        { name: "year", label: t("admin.list.year"), options: years.map((year) => ({ value: String(year), label: String(year) })) },
      ]}
      empty={{ title: t("adminNews.empty"), hint: t("adminNews.emptyHint") }}
      caption={t("adminNews.caption")}
      rows={rows}
      rowTestId="article-row"
      columns={[
        {
          label: t("adminNews.col.title"),
          sort: "title",
          cell: (row) => (
            <>
              <RowTitle to={`/admin/news/${row.id}`}>{row.title}</RowTitle> {row.hasFrench ? null : <MissingTranslationBadge />}
              <div className="text-xs break-all text-mist">/news/{row.slug}</div>
            </>
          ),
        },
        { label: t("adminNews.col.category"), sort: "category", cell: (row) => categoryName(row.category, t), className: "py-3 pr-4 whitespace-nowrap" },
        {
          label: t("adminNews.col.status"),
          cell: (row) => (
            <StatusWithDraft draftWaiting={row.draftWaiting}>
              <ArticleStatusBadge status={row.status} when={row.when} />
            </StatusWithDraft>
          ),
        },
        { label: t("adminNews.col.date"), sort: "date", cell: (row) => row.when ?? t("adminNews.noDate"), className: "py-3 pr-4 whitespace-nowrap text-mist" },
      ]}
      rowActions={(row) => <RowActions id={row.id} name={row.title} editTo={`/admin/news/${row.id}`} published={row.status !== "draft"} />}
      page={page}
    />
  );
}
