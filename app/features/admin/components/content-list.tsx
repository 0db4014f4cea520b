import { Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import type { FormReply } from "../../../lib/form.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { PageInfo } from "../schema.ts";
import { AdminPage, Panel } from "./admin-page.tsx";
import { AdminTable, DeleteButton, ListNotice, ListToolbar, Pagination, tableBodyClass, type ListFilter, type TableColumn } from "./list-kit.tsx";
import { PublishToggle } from "./publish-toggle.tsx";

/**
 * The admin's content kit, list half: the one list page of every content
 * type (cars, news, events, merchandise, newsletter editions). A page gives
 * its words, filters, columns and rows; the kit lays out the New button,
 * the search and filters, the empty and no-match states, the sortable table,
 * the row buttons and the pagination the same way everywhere.
 */

export interface ListColumn<Row> extends Omit<TableColumn, "className"> {
  cell(row: Row): React.ReactNode;
  /** The class of the column's cells. */
  className?: string;
}

export function ContentListPage<Row extends { id: string }>({
  title,
  newItem,
  extraActions,
  reply,
  search,
  filters,
  empty,
  caption,
  columns,
  rows,
  rowTestId,
  rowActions,
  page,
}: {
  title: string;
  /** The New button: where it leads and what it says. */
  newItem: { to: string; label: string };
  /** More buttons beside New (the subscribers of the newsletter). */
  extraActions?: React.ReactNode;
  /** The last row action's answer when it stayed on the page (a refusal); a success comes back as a flash toast. */
  reply: FormReply | null | undefined;
  /** The search box's label. */
  search: string;
  filters: readonly ListFilter[];
  /** When there is nothing at all (no search, no filter): a title and what to do. */
  empty: { title: string; hint: string };
  caption: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowTestId: string;
  rowActions(row: Row): React.ReactNode;
  page: PageInfo;
}) {
  const t = useAdminT();
  const [params] = useSearchParams();
  // A search or a filter that finds nothing is not an empty list.
  const filtered = ["q", ...filters.map((filter) => filter.name)].some((name) => (params.get(name) ?? "") !== "");
  const newButton = (
    <Link to={newItem.to} className={buttonClass("primary")}>
      <Plus size={16} aria-hidden="true" />
      {newItem.label}
    </Link>
  );
  return (
    <AdminPage
      title={title}
      actions={
        <div className="flex flex-wrap gap-3">
          {extraActions}
          {newButton}
        </div>
      }
    >
      <ListNotice reply={reply} />
      <Panel>
        {rows.length === 0 && !filtered && page.total === 0 ? (
          <div className="py-12 text-center">
            <p className="text-lg text-cream">{empty.title}</p>
            <p className="mt-2 mb-6 text-mist">{empty.hint}</p>
            {newButton}
          </div>
        ) : (
          <>
            <ListToolbar searchLabel={search} filters={filters} />
            {rows.length === 0 ? (
              <p className="py-12 text-center text-lg text-cream">{t("admin.list.noMatch")}</p>
            ) : (
              <AdminTable caption={caption} columns={columns} actions>
                <tbody className={tableBodyClass}>
                  {rows.map((row) => (
                    <tr key={row.id} data-testid={rowTestId}>
                      {columns.map((column) => (
                        <td key={column.label} className={column.className ?? "py-3 pr-4"}>
                          {column.cell(row)}
                        </td>
                      ))}
                      <td className="py-3">
                        <div className="flex justify-end gap-2 whitespace-nowrap">{rowActions(row)}</div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
            )}
            <Pagination info={page} />
          </>
        )}
      </Panel>
    </AdminPage>
  );
}

/** A row's buttons: Publish or Unpublish (when the type has it), Edit, Delete. */
export function RowActions({ id, name, editTo, published, editLabel, canDelete = true }: { id: string; name: string; editTo: string; published?: boolean; editLabel?: { text: string; aria: string }; canDelete?: boolean }) {
  const t = useAdminT();
  return (
    <>
      {published === undefined ? null : <PublishToggle id={id} name={name} published={published} />}
      <Link to={editTo} className={buttonClass("ghost", "px-3 py-1.5")} aria-label={editLabel?.aria ?? t("adminContent.editLabel", { name })}>
        {editLabel?.text ?? t("admin.list.edit")}
      </Link>
      {canDelete ? <DeleteButton id={id} itemName={name} /> : null}
    </>
  );
}

/** The link from a row's first cell to its editor. */
/** Beside an item that has no French version yet: the French site shows it in English. */
export function MissingTranslationBadge() {
  const t = useAdminT();
  return (
    <Badge tone="gold" className="ml-1 align-middle">
      <span data-testid="missing-french">{t("adminContent.missingFrench")}</span>
    </Badge>
  );
}

export function RowTitle({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-cream hover:underline">
      {children}
    </Link>
  );
}
