import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Search } from "lucide-react";
import { useState } from "react";
import { Form, Link, useFetcher, useSearchParams } from "react-router";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { CheckboxField, TextAreaField, TextField } from "../../../components/ui/field.tsx";
import type { OrderStatus } from "../../../db/enums.ts";
import { cn } from "../../../lib/cn.ts";
import { fieldMessage, replyTo, useSchemaForm, type FormReply } from "../../../lib/form.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { useFormat } from "../../../lib/i18n/index.ts";
import { decimalOf } from "../../../lib/money.ts";
import { AdminTable, tableBodyClass } from "../../admin/components/list-kit.tsx";
import { listHref } from "../../admin/schema.ts";
import { FormAlert } from "../../accounts/components/auth-card.tsx";
import { FormOutcome } from "../../bookings/components/inbox-forms.tsx";
import { orderForms, orderStatusFilters, REFUND_REASON_MAX, TRACKING_MAX, type OrderListParams } from "../admin-schema.ts";
import type { OrderListRow } from "../queries.server.ts";

/** The admin's orders: the list's filters and table, and the forms of an order's page. */

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: "gold",
  paid: "green",
  shipped: "blue",
  cancelled: "neutral",
  refunded: "red",
  partly_refunded: "red",
};

/** "Shipped" is "Ready for pickup" for an order collected at the workshop. */
export function orderStatusKey(status: OrderStatus, delivery: "pickup" | "shipping"): AdminMessageKey {
  return status === "shipped" && delivery === "pickup" ? "orders.status.ready" : `orders.status.${status}`;
}

export function OrderStatusBadge({ status, delivery }: { status: OrderStatus; delivery: "pickup" | "shipping" }) {
  const t = useAdminT();
  return <Badge tone={STATUS_TONES[status]}>{t(orderStatusKey(status, delivery))}</Badge>;
}

/** The state filters as links (each with its count) and the search as a GET form: the list's state lives in the URL. */
export function OrderFilters({ params, counts }: { params: OrderListParams; counts: Partial<Record<OrderStatus, number>> }) {
  const t = useAdminT();
  const [search] = useSearchParams();
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  return (
    <div className="mb-6 space-y-4">
      <nav aria-label={t("orders.filters")} className="flex flex-wrap gap-2">
        {orderStatusFilters.map((filter) => {
          const selected = filter === params.status;
          const count = filter === "all" ? total : (counts[filter] ?? 0);
          return (
            <Link
              key={filter}
              to={listHref(search, { status: filter === "all" ? null : filter, page: null })}
              preventScrollReset
              aria-current={selected ? "page" : undefined}
              className={cn(
                "inline-flex items-center gap-2 rounded px-4 py-2 text-sm font-semibold tracking-wide transition-colors",
                selected ? "bg-signal text-cream" : "border border-white/20 text-cream/85 hover:bg-white/10",
              )}
            >
              {t(filter === "all" ? "orders.filter.all" : `orders.status.${filter}`)}
              <span className="text-xs opacity-80">{count}</span>
            </Link>
          );
        })}
      </nav>
      <Form method="get" role="search" aria-label={t("orders.search")} className="flex flex-wrap items-end gap-3">
        {params.status !== "all" ? <input type="hidden" name="status" value={params.status} /> : null}
        <label className="min-w-56 flex-1 space-y-1">
          <span className="block text-xs font-semibold tracking-wide text-mist uppercase">{t("orders.search")}</span>
          <span className="relative block">
            <Search size={16} aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-mist" />
            <input
              type="search"
              name="q"
              defaultValue={params.q}
              aria-describedby="orders-search-hint"
              className="w-full rounded border border-white/20 bg-night py-2.5 pr-3 pl-9 text-cream focus:border-gold focus:outline-none"
            />
          </span>
          <span id="orders-search-hint" className="block text-xs text-mist">
            {t("orders.searchHint")}
          </span>
        </label>
        <Button type="submit" variant="ghost" className="py-2.5">
          {t("admin.list.apply")}
        </Button>
      </Form>
    </div>
  );
}

export function OrderTable({ rows }: { rows: readonly OrderListRow[] }) {
  const t = useAdminT();
  const format = useFormat();
  return (
    <AdminTable
      caption={t("orders.caption")}
      columns={[{ label: t("orders.col.order") }, { label: t("orders.col.buyer") }, { label: t("orders.col.items") }, { label: t("orders.col.total") }, { label: t("orders.col.placed") }, { label: t("orders.col.status") }]}
    >
      <tbody className={tableBodyClass}>
        {rows.map((row) => (
          <tr key={row.id} className="align-top hover:bg-white/5" data-testid="order-row">
            <td className="py-3 pr-4">
              <Link to={`/admin/orders/${row.id}`} className="font-semibold text-cream underline underline-offset-4">
                {row.id.replace(/-/g, "").slice(0, 8).toUpperCase()}
              </Link>
              {row.invoiceNumber ? <span className="block text-xs text-mist">{row.invoiceNumber}</span> : null}
            </td>
            <td className="py-3 pr-4">
              <span className="block text-cream">{row.name}</span>
              <span className="block text-sm text-mist">{row.email}</span>
            </td>
            <td className="py-3 pr-4 text-mist">{t.count(row.itemCount, { one: "orders.itemsOne", other: "orders.items" })}</td>
            <td className="py-3 pr-4 whitespace-nowrap text-cream">
              {format.euro(decimalOf(row.totalCents))}
              {row.refundedCents > 0 ? <span className="block text-xs text-mist">{t("orders.refundedAmount", { amount: format.euro(decimalOf(row.refundedCents)) })}</span> : null}
            </td>
            <td className="py-3 pr-4 whitespace-nowrap text-mist">{format.dateTime(row.createdAt)}</td>
            <td className="py-3 pr-4">
              <OrderStatusBadge status={row.status} delivery={row.delivery} />
              {row.withdrawn ? (
                <Badge tone="gold" className="mt-1">
                  {t("orders.withdrawal.badge")}
                </Badge>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

/**
 * Each form of an order's page posts to the page's action with its own `intent`. With JavaScript
 * it goes through its own fetcher; without, the answer comes back as the page's action data,
 * shown only by the form it answers (`replyTo`).
 */
function useOrderForm<Intent extends keyof typeof orderForms>(intent: Intent, fallback: FormReply | null | undefined, defaultValue?: Record<string, unknown>) {
  const fetcher = useFetcher<FormReply>({ key: `order-${intent}` });
  const reply = replyTo(intent, fetcher.data) ?? replyTo(intent, fallback);
  const [form, fields] = useSchemaForm(orderForms[intent], reply, { defaultValue });
  return { fetcher, reply, form, fields, busy: fetcher.state !== "idle" };
}

/**
 * A form's confirmation, above the form and after it: marking shipped removes the shipping form,
 * the last refund the refund form, as soon as the page reloads its data. Mounted in both states,
 * it keeps the keyed fetcher (and its answer) alive when the form unmounts; the forms themselves
 * show only what went wrong.
 */
export function OrderFormNotice({ intent, fallback }: { intent: keyof typeof orderForms; fallback: FormReply | null | undefined }) {
  const fetcher = useFetcher<FormReply>({ key: `order-${intent}` });
  const reply = replyTo(intent, fetcher.data) ?? replyTo(intent, fallback);
  return reply?.status === "success" && reply.message ? <FormAlert tone="success">{reply.message}</FormAlert> : null;
}

/** Mark shipped with its tracking number, or a pickup order ready at the workshop: the buyer is e-mailed. */
export function ShipForm({ pickup, fallback }: { pickup: boolean; fallback: FormReply | null | undefined }) {
  const t = useAdminT();
  const { fetcher, reply, form, fields, busy } = useOrderForm("ship", fallback);
  return (
    <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormOutcome reply={reply?.status === "error" ? reply : undefined} form={form} />
      <input type="hidden" name="intent" value="ship" />
      {pickup ? (
        <p className="text-sm text-mist">{t("orders.ship.pickupHelp")}</p>
      ) : (
        <TextField
          label={t("orders.ship.tracking")}
          {...getInputProps(fields.tracking, { type: "text" })}
          key={fields.tracking.key}
          maxLength={TRACKING_MAX}
          autoComplete="off"
          error={fieldMessage(fields.tracking.errors, (key) => t(key as AdminMessageKey))}
        />
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t("admin.form.saving") : t(pickup ? "orders.ship.ready" : "orders.ship.submit")}
      </Button>
    </fetcher.Form>
  );
}

export interface RefundableLine {
  id: string;
  name: string;
  unitPriceCents: number;
  /** How many of the line's items may still be refunded. */
  left: number;
}

/**
 * Refund some or all of an order: how many of each item, the shipping, whether the items go back
 * on sale. The amount is shown as it is chosen; the form's key (made when the page was drawn)
 * makes a second post of the same form the same refund.
 */
export function RefundForm({
  refundKey,
  lines,
  shippingCents,
  restockByDefault,
  fallback,
}: {
  refundKey: string;
  lines: readonly RefundableLine[];
  /** The shipping still refundable; 0 when none. */
  shippingCents: number;
  restockByDefault: boolean;
  fallback: FormReply | null | undefined;
}) {
  const t = useAdminT();
  const format = useFormat();
  const { fetcher, reply, form, fields, busy } = useOrderForm("refund", fallback, {
    refundKey,
    lines: lines.map((line) => ({ id: line.id, quantity: "0" })),
    restock: restockByDefault ? "on" : null,
  });
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [shipping, setShipping] = useState(false);
  const amount = lines.reduce((sum, line) => sum + line.unitPriceCents * Math.min(line.left, Math.max(0, quantities[line.id] ?? 0)), 0) + (shipping ? shippingCents : 0);
  const say = (key: string) => t(key as AdminMessageKey);
  const lineFields = fields.lines.getFieldList();
  return (
    <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormOutcome reply={reply?.status === "error" ? reply : undefined} form={form} />
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name={fields.refundKey.name} value={refundKey} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold tracking-wide text-cream">{t("orders.refund.items")}</legend>
        {lines.map((line, index) => {
          const lineField = lineFields[index]?.getFieldset();
          return (
            <div key={line.id} className="flex items-end gap-3">
              <input type="hidden" name={lineField?.id.name ?? `lines[${index}].id`} value={line.id} />
              <TextField
                label={t("orders.refund.quantity", { item: line.name, left: line.left })}
                name={lineField?.quantity.name ?? `lines[${index}].quantity`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                defaultValue="0"
                onChange={(event) => setQuantities((current) => ({ ...current, [line.id]: Number.parseInt(event.currentTarget.value, 10) || 0 }))}
                error={fieldMessage(lineField?.quantity.errors, say)}
                className="flex-1"
              />
            </div>
          );
        })}
      </fieldset>
      {shippingCents > 0 ? (
        <CheckboxField
          label={t("orders.refund.shipping", { amount: format.euro(decimalOf(shippingCents)) })}
          {...getInputProps(fields.shipping, { type: "checkbox" })}
          key={fields.shipping.key}
          onChange={(event) => setShipping(event.currentTarget.checked)}
        />
      ) : null}
      <CheckboxField label={t("orders.refund.restock")} description={t("orders.refund.restockHelp")} {...getInputProps(fields.restock, { type: "checkbox" })} key={fields.restock.key} />
      <TextAreaField
        label={t("orders.refund.reason")}
        {...getTextareaProps(fields.reason)}
        key={fields.reason.key}
        rows={2}
        maxLength={REFUND_REASON_MAX}
        error={fieldMessage(fields.reason.errors, say)}
      />
      <p className="text-sm text-mist" aria-live="polite" data-testid="refund-amount">
        {t("orders.refund.amount", { amount: format.euro(decimalOf(amount)) })}
      </p>
      <Button type="submit" variant="danger" disabled={busy}>
        {busy ? t("orders.refund.sending") : t("orders.refund.submit")}
      </Button>
    </fetcher.Form>
  );
}
