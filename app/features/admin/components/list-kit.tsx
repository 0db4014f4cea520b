import { ArrowDown, ArrowUp, ArrowUpDown, Search } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link, useLocation, useSearchParams, useSubmit } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../accounts/components/auth-card.tsx";
import { cn } from "../../../lib/cn.ts";
import { fieldMessage, type FormReply } from "../../../lib/form.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { listHref, type PageInfo } from "../schema.ts";

/**
 * The pieces every admin list is made of: a toolbar (search and filters as a
 * GET form, so the list state lives in the URL), sortable headers, pagination,
 * the Published/Draft badge and a delete button that asks first.
 */

export interface ListFilter {
  /** The query parameter, e.g. "status", "category", "year". */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** The Published / Draft filter most content lists have (`?status=`, read by `parseListParams`). */
export function usePublicationFilter(options: { scheduled?: boolean } = {}): ListFilter {
  const t = useAdminT();
  return {
    name: "status",
    label: t("admin.list.status"),
    options: [
      { value: "published", label: t("admin.list.published") },
      // Only the types that can be scheduled (events, albums) offer it.
      ...(options.scheduled ? [{ value: "scheduled", label: t("admin.list.scheduled") }] : []),
      { value: "draft", label: t("admin.list.draft") },
    ],
  };
}

export function ListToolbar({ searchLabel, filters = [] }: { searchLabel: string; filters?: readonly ListFilter[] }) {
  const t = useAdminT();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const formId = useId();
  return (
    <Form method="get" role="search" aria-label={searchLabel} className="mb-4 flex flex-wrap items-end gap-3">
      {/* Sorting survives a new search; the page does not. */}
      {params.get("sort") ? <input type="hidden" name="sort" value={params.get("sort") ?? ""} /> : null}
      {params.get("dir") ? <input type="hidden" name="dir" value={params.get("dir") ?? ""} /> : null}
      {params.get("tab") ? <input type="hidden" name="tab" value={params.get("tab") ?? ""} /> : null}
      <label className="min-w-56 flex-1 space-y-1">
        <span className="block text-xs font-semibold tracking-wide text-mist uppercase">{searchLabel}</span>
        <span className="relative block">
          <Search size={16} aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-mist" />
          <input
            type="search"
            name="q"
            defaultValue={params.get("q") ?? ""}
            className="w-full rounded border border-white/20 bg-night py-2.5 pr-3 pl-9 text-cream focus:border-gold focus:outline-none"
          />
        </span>
      </label>
      {filters.map((filter) => {
        // An explicit for/id: a label wrapping a select would name it "Status All".
        const id = `${formId}-${filter.name}`;
        return (
          <div key={filter.name} className="space-y-1">
            <label htmlFor={id} className="block text-xs font-semibold tracking-wide text-mist uppercase">
              {filter.label}
            </label>
            <select
              id={id}
              name={filter.name}
              defaultValue={params.get(filter.name) ?? ""}
              onChange={(event) => submit(event.currentTarget.form)}
              className="rounded border border-white/20 bg-night px-3 py-2.5 text-cream focus:border-gold focus:outline-none"
            >
              <option value="">{t("admin.list.all")}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <Button type="submit" variant="ghost" className="py-2.5">
        {t("admin.list.apply")}
      </Button>
    </Form>
  );
}

/** A column header that sorts the list; a second click reverses the order. */
export function SortHeader({ column, label, className }: { column: string; label: string; className?: string }) {
  const [params] = useSearchParams();
  const active = params.get("sort") === column;
  const dir = params.get("dir") === "asc" ? "asc" : "desc";
  const nextDir = active && dir === "asc" ? "desc" : "asc";
  const Icon = !active ? ArrowUpDown : dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined} className={cn("py-2 pr-4", className)}>
      <Link to={listHref(params, { sort: column, dir: nextDir })} preventScrollReset className="inline-flex items-center gap-1 hover:text-cream">
        {label}
        <Icon size={14} aria-hidden="true" />
      </Link>
    </th>
  );
}

export function Pagination({ info }: { info: PageInfo }) {
  const t = useAdminT();
  const [params] = useSearchParams();
  const link = (page: number, label: string, rel: "prev" | "next") =>
    page >= 1 && page <= info.pageCount && page !== info.page ? (
      <Link to={listHref(params, { page: String(page) })} rel={rel} preventScrollReset className={buttonClass("ghost", "px-3 py-1.5")}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={buttonClass("ghost", "px-3 py-1.5 opacity-40")}>
        {label}
      </span>
    );
  return (
    <nav aria-label={t("admin.list.pagination")} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-mist">
      <p>{t.count(info.total, { one: "admin.list.results.one", other: "admin.list.results" })}</p>
      <div className="flex items-center gap-3">
        {link(info.page - 1, t("admin.list.previous"), "prev")}
        <span>{t("admin.list.pageOf", { page: String(info.page), count: String(info.pageCount) })}</span>
        {link(info.page + 1, t("admin.list.next"), "next")}
      </div>
    </nav>
  );
}

export function PublishBadge({ published }: { published: boolean }) {
  const t = useAdminT();
  return <Badge tone={published ? "green" : "neutral"}>{published ? t("admin.list.published") : t("admin.list.draft")}</Badge>;
}

/** A list's status cell: the item's publication badge, and beside it whether a draft waits (the editor's Save draft). */
export function StatusWithDraft({ draftWaiting, children }: { draftWaiting: boolean; children: React.ReactNode }) {
  const t = useAdminT();
  return (
    <span className="flex flex-wrap gap-1">
      {children}
      {draftWaiting ? <Badge tone="gold">{t("admin.draft.pending")}</Badge> : null}
    </span>
  );
}

/** A column of an admin table: its heading, and the `sort` value when it sorts the list. */
export interface TableColumn {
  label: string;
  sort?: string;
  /** Read by screen readers only (a column of drag handles). */
  hiddenLabel?: boolean;
  className?: string;
}

/**
 * The frame of an admin table: its caption and header row (sortable columns,
 * then the row buttons' column when `actions`), scrolling sideways on a phone
 * instead of breaking the layout. The children are its body.
 */
export function AdminTable({ caption, columns, actions = false, children }: { caption: string; columns: readonly TableColumn[]; actions?: boolean; children: React.ReactNode }) {
  const t = useAdminT();
  return (
    <div className="-mx-2 overflow-x-auto px-2">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={tableHeadClass}>
          <tr>
            {columns.map((column) =>
              column.sort ? (
                <SortHeader key={column.label} column={column.sort} label={column.label} className={column.className} />
              ) : (
                <th key={column.label} scope="col" className={cn("py-2 pr-4", column.className)}>
                  {column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ),
            )}
            {actions ? (
              <th scope="col" className="py-2 text-right">
                {t("admin.list.actions")}
              </th>
            ) : null}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

export const tableHeadClass = "text-xs tracking-wide text-mist uppercase";
export const tableBodyClass = "divide-y divide-white/10";

/**
 * A button that asks first, then posts `intent` and `id` to `action` (the
 * current route by default). Without JavaScript it is a link to the same
 * question on its own page (/admin/delete), which posts back here.
 */
export function ConfirmedPostButton({
  id,
  name,
  intent,
  label,
  ariaLabel,
  question,
  confirmLabel,
  action,
  className,
}: {
  id: string;
  /** What the item is called, in the no-JavaScript page's question. */
  name: string;
  intent: "delete" | "erase";
  label: string;
  ariaLabel: string;
  question: { title: string; body: string };
  confirmLabel: string;
  action?: string;
  className?: string;
}) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const target = action ?? `${location.pathname}${location.search}`;
  const confirmHref = `/admin/delete?${new URLSearchParams({ action: target, id, name, ...(intent === "delete" ? {} : { intent }) })}`;
  return (
    <>
      <Link
        to={confirmHref}
        role="button"
        className={buttonClass("ghost", cn("px-3 py-1.5", className))}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          // A button opens on Space as well as Enter.
          if (event.key !== " ") return;
          event.preventDefault();
          setOpen(true);
        }}
        aria-label={ariaLabel}
      >
        {label}
      </Link>
      <Dialog open={open} onOpenChange={setOpen} title={question.title} description={question.body}>
        <Form method="post" action={action} onSubmit={() => setOpen(false)} className="flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("admin.delete.cancel")}
          </Button>
          <Button type="submit" variant="danger">
            {confirmLabel}
          </Button>
        </Form>
      </Dialog>
    </>
  );
}

/** Delete with a confirmation: the item goes to the trash, restorable for 30 days, which the dialog says. */
export function DeleteButton({ id, itemName, action, className }: { id: string; itemName: string; action?: string; className?: string }) {
  const t = useAdminT();
  return (
    <ConfirmedPostButton
      id={id}
      name={itemName}
      intent="delete"
      label={t("admin.delete.button")}
      ariaLabel={t("admin.delete.labelFor", { name: itemName })}
      question={{ title: t("admin.delete.title", { name: itemName }), body: t("admin.delete.body") }}
      confirmLabel={t("admin.delete.confirm")}
      action={action}
      className={className}
    />
  );
}

/**
 * The answer of a row action posted without JavaScript and answered in place
 * (a refusal, the order saved): above the list. With JavaScript the same
 * answer is a toast (`useReplyToast`); a write that redirects has its flash.
 */
export function ListNotice({ reply }: { reply: FormReply | null | undefined }) {
  const t = useAdminT();
  const say = (key: string) => t(key as AdminMessageKey);
  const refusal = fieldMessage(reply?.error?.[""], say);
  if (refusal) return <FormAlert>{refusal}</FormAlert>;
  if (reply?.status === "success" && reply.message) return <FormAlert tone="success">{say(reply.message)}</FormAlert>;
  return null;
}
