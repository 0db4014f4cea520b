import { Search } from "lucide-react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { useFormat } from "../../../lib/i18n/index.ts";
import { AdminTable, tableBodyClass } from "../../admin/components/list-kit.tsx";
import { listHref } from "../../admin/schema.ts";
import { inboxStatusFilters, inboxTypes, type InboxParams, type InboxType, type RequestStatus } from "../schema.ts";
import type { Locale } from "../../../lib/i18n/core.ts";
import { DateTime, RequestStatusBadge, RequestTypeBadge, typeLabelKey } from "./inbox-badges.tsx";

/** A row of the inbox as the page receives it (see listInbox). */
export interface InboxListRow {
  type: InboxType;
  id: string;
  name: string;
  email: string;
  status: RequestStatus;
  topic: string | null;
  excerpt: string;
  /** The language the visitor wrote in (the site's they sent it from). */
  locale: Locale;
  itemCount: number | null;
  total: string | null;
  createdAt: string;
}

export function requestHref(type: InboxType, id: string): string {
  return `/admin/bookings/${type}/${id}`;
}

/** The type tabs, each with its count of new requests; the status filter and search stay as they are. */
export function InboxTypeTabs({ current, counts }: { current: InboxParams["type"]; counts: Record<InboxType, number> & { total: number } }) {
  const t = useAdminT();
  const [params] = useSearchParams();
  const tabs = [{ value: "all" as const, label: t("bookings.type.all"), count: counts.total }, ...inboxTypes.map((type) => ({ value: type, label: t(typeLabelKey(type)), count: counts[type] }))];
  return (
    <nav aria-label={t("bookings.types")} className="mb-6 flex flex-wrap gap-2">
      {tabs.map((tab) => {
        const selected = tab.value === current;
        return (
          <Link
            key={tab.value}
            to={listHref(params, { type: tab.value === "all" ? null : tab.value })}
            preventScrollReset
            aria-current={selected ? "page" : undefined}
            aria-label={tab.count > 0 ? t("bookings.tabNamed", { label: tab.label, count: tab.count }) : undefined}
            className={cn(
              "inline-flex items-center gap-2 rounded px-4 py-2 text-sm font-semibold tracking-wide transition-colors",
              selected ? "bg-signal text-cream" : "border border-white/20 text-cream/85 hover:bg-white/10",
            )}
          >
            {tab.label}
            {tab.count > 0 ? (
              <span aria-hidden="true" className={cn("rounded-full px-2 py-0.5 text-xs", selected ? "bg-night/40" : "bg-signal text-cream")} data-testid="tab-new-count">
                {tab.count}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

const STATUS_FILTER_KEYS: Record<(typeof inboxStatusFilters)[number], AdminMessageKey> = {
  open: "bookings.statusFilter.open",
  new: "bookings.status.new",
  in_progress: "bookings.status.in_progress",
  done: "bookings.status.done",
  archived: "bookings.status.archived",
  all: "bookings.statusFilter.all",
};

/** Search and status as a GET form: the inbox's state lives in the URL (shareable, works without JavaScript). */
export function InboxFilters({ params }: { params: InboxParams }) {
  const t = useAdminT();
  const submit = useSubmit();
  return (
    <Form method="get" role="search" aria-label={t("bookings.search")} className="mb-4 flex flex-wrap items-end gap-3">
      {params.type !== "all" ? <input type="hidden" name="type" value={params.type} /> : null}
      <label className="min-w-56 flex-1 space-y-1">
        <span className="block text-xs font-semibold tracking-wide text-mist uppercase">{t("bookings.search")}</span>
        <span className="relative block">
          <Search size={16} aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-mist" />
          <input
            type="search"
            name="q"
            defaultValue={params.q}
            className="w-full rounded border border-white/20 bg-night py-2.5 pr-3 pl-9 text-cream focus:border-gold focus:outline-none"
          />
        </span>
      </label>
      <label className="space-y-1">
        <span className="block text-xs font-semibold tracking-wide text-mist uppercase">{t("bookings.statusLabel")}</span>
        <select
          name="status"
          defaultValue={params.status}
          key={params.status}
          onChange={(event) => submit(event.currentTarget.form)}
          className="rounded border border-white/20 bg-night px-3 py-2.5 text-cream focus:border-gold focus:outline-none"
        >
          {inboxStatusFilters.map((filter) => (
            <option key={filter} value={filter}>
              {t(STATUS_FILTER_KEYS[filter])}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="ghost" className="py-2.5">
        {t("admin.list.apply")}
      </Button>
    </Form>
  );
}

/** What a row says the request is about, before its first words. */
export function RequestSummary({ row }: { row: InboxListRow }) {
  const t = useAdminT();
  const format = useFormat();
  let topic = "";
  if (row.type === "contact" && row.topic) topic = t(`contact.subject.${row.topic}` as AdminMessageKey);
  else if (row.type === "car_enquiry") topic = row.topic ?? "";
  else if (row.type === "experience" && row.topic) topic = row.topic;
  else if (row.type === "order" && row.itemCount !== null && row.total !== null)
    topic = t.count(row.itemCount, { one: "bookings.orderSummaryOne", other: "bookings.orderSummary" }, { total: format.euro(row.total) });
  return (
    <span className="block max-w-md">
      <span className="font-semibold text-cream">{topic}</span>
      {row.excerpt ? (
        <span className="line-clamp-2 text-mist" lang={row.locale}>
          {row.excerpt}
        </span>
      ) : null}
    </span>
  );
}

export function InboxTable({ rows }: { rows: readonly InboxListRow[] }) {
  const t = useAdminT();
  return (
    <AdminTable caption={t("bookings.caption")} columns={[{ label: t("bookings.col.type") }, { label: t("bookings.col.name") }, { label: t("bookings.col.email") }, { label: t("bookings.col.summary") }, { label: t("bookings.col.received") }, { label: t("bookings.col.status") }]}>
      <tbody className={tableBodyClass}>
        {rows.map((row) => (
          <tr key={`${row.type}:${row.id}`} className={cn("align-top hover:bg-white/5", row.status === "new" && "bg-signal/5")} data-testid="request-row">
            <td className="py-3 pr-4">
              <RequestTypeBadge type={row.type} />
            </td>
            <td className="py-3 pr-4">
              <Link to={requestHref(row.type, row.id)} className="font-semibold text-cream underline-offset-4 hover:text-gold hover:underline" aria-label={t("bookings.openNamed", { name: row.name })}>
                {row.name}
              </Link>
            </td>
            <td className="py-3 pr-4 whitespace-nowrap text-mist">{row.email}</td>
            <td className="py-3 pr-4">
              <Link to={requestHref(row.type, row.id)} tabIndex={-1} className="block hover:text-gold">
                <RequestSummary row={row} />
              </Link>
            </td>
            <td className="py-3 pr-4 whitespace-nowrap text-mist">
              <DateTime value={row.createdAt} />
            </td>
            <td className="py-3">
              <RequestStatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
