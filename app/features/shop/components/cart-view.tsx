import { CheckCircle2, Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher, type FetcherWithComponents } from "react-router";
import { EmptyState } from "../../../components/data-states.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/field.tsx";
import { fieldMessage } from "../../../lib/form-reply.ts";
import { controlProps, useVisitorForm } from "../../../lib/visitor-form.ts";
import { useT, type PublicKey, type Translate, useFormat, useLocalPath, useLocale } from "../../../lib/i18n/index.ts";
import { FormProblem } from "../../bookings/components/form-problem.tsx";
import type { OrderProblem, OrderReply } from "../mutations.server.ts";
import { decimalOf } from "../../../lib/money.ts";
import { cartCount, cartLineName, cartTotalCents, lineTotalCents, maxQuantity, removeLine, setQuantity, toOrderItems, type CartLine } from "../rules.ts";
import { clearCart, updateCart, useCart } from "./use-cart.ts";
import { NameEmailFields } from "../../bookings/components/visitor-fields.tsx";
import { PrivacyNotice } from "../../../components/privacy-notice.tsx";

const loadOrderSchema = () => import("../../bookings/schema.ts").then((module) => module.orderFormSchema);

/**
 * The cart page's body: the browser's cart, editable, and the "Request order"
 * form. Without JavaScript there is no cart to show: the page says so.
 */
/** The form that ends the cart when payments are on (the payments feature's checkout), given the cart and its fetcher. */
export type CheckoutSlot = (props: { lines: CartLine[]; fetcher: FetcherWithComponents<OrderReply>; problems: React.ReactNode }) => React.ReactNode;

export function CartView({ checkout }: { checkout?: CheckoutSlot }) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  const lines = useCart();
  const fetcher = useFetcher<OrderReply>({ key: "order-request" });
  const outcome = fetcher.data;
  const confirmation = useRef<HTMLDivElement>(null);

  // The order is stored: the cart has done its job.
  const created = outcome?.status === "success" && fetcher.state === "idle";
  useEffect(() => {
    if (!created) return;
    clearCart();
    confirmation.current?.focus({ preventScroll: true });
    confirmation.current?.scrollIntoView({ block: "center" });
  }, [created]);

  // Stock moved since the page was shown: bound the lines by what the server counted.
  useEffect(() => {
    if (!outcome?.problems || fetcher.state !== "idle") return;
    const available = new Map(outcome.problems.flatMap((problem) => (problem.kind === "out_of_stock" ? [[problem.id, problem.available] as const] : [])));
    if (available.size === 0) return;
    updateCart((current) => current.map((line) => (available.has(line.id) ? { ...line, stock: available.get(line.id)! } : line)));
  }, [outcome, fetcher.state]);

  if (outcome?.status === "success") {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className="mx-auto max-w-2xl rounded-lg border border-emerald-400/40 bg-emerald-500/10 p-8 focus:outline-none">
        <CheckCircle2 aria-hidden="true" size={36} className="mb-4 text-emerald-300" />
        <p className="font-display text-3xl tracking-wide uppercase">{t("cart.success")}</p>
        <p className="mt-4 text-xl text-cream" data-testid="order-total">
          {t("cart.successTotal", { total: format.euro(outcome.total ?? "0") })}
        </p>
        <p className="mt-2 text-mist">{t("cart.successReference", { reference: outcome.reference ?? "" })}</p>
        <p className="mt-4 text-mist">{t("cart.successNext")}</p>
        <Link to={localPath("/pitshop")} className={buttonClass("primary", "mt-8")}>
          {t("cart.continue")}
        </Link>
      </div>
    );
  }

  if (lines === null) {
    return (
      <noscript>
        <div role="alert" className="rounded-lg border border-gold/40 bg-gold/10 p-6 text-cream">
          <p className="font-semibold">{t("cart.needsJs")}</p>
          <p className="mt-2 text-mist">{t("cart.needsJsHint")}</p>
        </div>
      </noscript>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="space-y-6 text-center">
        <EmptyState message={t("order.empty")} hint={t("cart.emptyHint")} />
        <Link to={localPath("/pitshop")} className={buttonClass("primary")}>
          {t("cart.continue")}
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
      <section aria-labelledby="cart-lines-heading">
        <h2 id="cart-lines-heading" className="sr-only">
          {t("cart.linesHeading")}
        </h2>
        <ul className="divide-y divide-white/10 border-y border-white/10">
          {lines.map((line) => (
            <CartLineRow key={`${line.id}|${line.size ?? ""}`} line={line} lines={lines} />
          ))}
        </ul>
        <div className="mt-6 flex items-baseline justify-between gap-4">
          <p className="text-mist" data-testid="cart-count">
            {t.count(cartCount(lines), { one: "cart.articlesOne", other: "cart.articles" })}
          </p>
          <p className="font-display text-3xl tracking-wide">
            <span className="mr-3 text-base text-mist uppercase">{t("cart.total")}</span>
            <span data-testid="cart-total">{format.euro(decimalOf(cartTotalCents(lines)))}</span>
          </p>
        </div>
        <p className="mt-2 text-right text-sm text-mist">{t(checkout ? "cart.totalNotePay" : "cart.totalNote")}</p>
      </section>
      {checkout ? (
        checkout({ lines, fetcher, problems: fetcher.data?.problems ? <CartProblems problems={fetcher.data.problems} /> : null })
      ) : (
        <OrderForm lines={lines} fetcher={fetcher} />
      )}
    </div>
  );
}

function CartLineRow({ line, lines }: { line: CartLine; lines: CartLine[] }) {
  const t = useT();
  const format = useFormat();
  const { name, lang } = cartLineName(line, useLocale());
  const bound = maxQuantity(lines, line.id, line.size);
  const set = (quantity: number) => updateCart((current) => setQuantity(current, line.id, line.size, quantity));
  const inputId = `quantity-${line.id}-${line.size ?? "one"}`;
  const item = line.size ? `${name} (${line.size})` : name;
  return (
    <li
      data-testid="cart-line"
      className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 py-5 sm:grid-cols-[5rem_minmax(0,1fr)_auto_6rem_auto]"
    >
      {line.image ? (
        <img src={line.image} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 rounded border border-white/10 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded border border-white/10 bg-night-3 text-mist">
          <ShoppingBag size={24} />
        </span>
      )}
      <div className="min-w-0">
        <p lang={lang} className="font-display text-lg tracking-wide uppercase">
          {name}
        </p>
        {line.size ? <p className="text-sm text-mist">{t("cart.size", { size: line.size })}</p> : null}
        <p className="text-sm text-mist">{t("cart.unitPrice", { price: format.euro(line.price) })}</p>
      </div>
      {/* On phones the controls make a second row; from sm up they are columns of the row. */}
      <div className="col-span-2 flex items-center justify-between gap-3 sm:contents">
        <div className="flex items-center gap-1">
          <label htmlFor={inputId} className="sr-only">
            {t("cart.quantityOf", { item })}
          </label>
          <button
            type="button"
            onClick={() => set(line.quantity - 1)}
            disabled={line.quantity <= 1}
            aria-label={t("cart.decrease", { item })}
            className="flex h-10 w-10 items-center justify-center rounded border border-white/20 hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Minus aria-hidden="true" size={16} />
          </button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, bound)}
            value={line.quantity}
            onChange={(event) => set(event.target.valueAsNumber)}
            className="h-10 w-16 rounded border border-white/20 bg-night text-center text-cream focus:border-gold focus:outline-none"
          />
          <button
            type="button"
            onClick={() => set(line.quantity + 1)}
            disabled={line.quantity >= bound}
            aria-label={t("cart.increase", { item })}
            className="flex h-10 w-10 items-center justify-center rounded border border-white/20 hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <Plus aria-hidden="true" size={16} />
          </button>
        </div>
        <p className="ml-auto text-right font-display text-xl tracking-wide sm:ml-0" data-testid="line-total">
          {format.euro(decimalOf(lineTotalCents(line)))}
        </p>
        <button
          type="button"
          onClick={() => updateCart((current) => removeLine(current, line.id, line.size))}
          aria-label={t("cart.remove", { item })}
          className="flex h-10 w-10 items-center justify-center rounded text-mist hover:bg-signal/20 hover:text-cream"
        >
          <Trash2 aria-hidden="true" size={18} />
        </button>
      </div>
    </li>
  );
}

function problemText(t: Translate<PublicKey>, problem: OrderProblem): string {
  if (problem.kind === "unavailable") return t("order.problem.unavailable", { item: problem.name });
  if (problem.kind === "size") return t("order.problem.size", { item: problem.name });
  return problem.available === 0
    ? t("order.problem.soldOut", { item: problem.name })
    : t("order.problem.outOfStock", { item: problem.name, count: problem.available });
}

/** What the server found wrong with the cart (stock moved, an item withdrawn), item by item. */
function CartProblems({ problems }: { problems: OrderProblem[] }) {
  const t = useT();
  return (
    <div role="alert" data-testid="order-problems" className="mb-6 rounded border border-signal/40 bg-signal/10 px-4 py-3 text-sm text-red-200">
      <p className="font-semibold">{t("cart.rejected")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem, index) => (
          <li key={index}>{problemText(t, problem)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Request order": name, email, message, and the cart's lines in one hidden
 * field. The schema checks it in the browser (on blur, and before the post);
 * the server checks it again, with the database's stock and prices.
 */
function OrderForm({ lines, fetcher }: { lines: CartLine[]; fetcher: FetcherWithComponents<OrderReply> }) {
  const t = useT();
  const localPath = useLocalPath();
  const reply = fetcher.data;
  const submitting = fetcher.state !== "idle";
  const [form, fields] = useVisitorForm(loadOrderSchema, reply, { id: "order-request" });
  const say = (key: string) => t(key as PublicKey);
  const itemsError = fieldMessage(fields.items.errors, say);

  return (
    <section aria-labelledby="order-heading" className="h-fit rounded-lg border border-white/10 bg-night-2 p-6 sm:p-8">
      <h2 id="order-heading" className="text-3xl">
        {t("cart.requestTitle")}
      </h2>
      <p className="mt-3 mb-6 text-mist">{t("cart.requestLead")}</p>
      {submitting ? null : reply?.problems ? (
        <CartProblems problems={reply.problems} />
      ) : itemsError ? (
        <p role="alert" className="mb-6 rounded border border-signal/40 bg-signal/10 px-4 py-3 text-sm text-red-200">
          {itemsError}
        </p>
      ) : (
        <div className="mb-6 empty:hidden">
          <FormProblem form={form} compact />
        </div>
      )}
      <fetcher.Form method="post" action={localPath("/pitshop/cart")} className="space-y-5" {...form.props}>
        {form.keyInput && <input {...form.keyInput} />}
        <input type="hidden" name="items" value={JSON.stringify(toOrderItems(lines))} />
        <NameEmailFields name={fields.name} email={fields.email} />
        <TextAreaField
          label={t("cart.messageLabel")}
          {...controlProps(fields.message)}
          key={fields.message.key}
          rows={4}
          placeholder={t("cart.messagePlaceholder")}
          error={fieldMessage(fields.message.errors, say)}
        />
        <PrivacyNotice />
        <Button type="submit" disabled={submitting} className="w-full">
          {submitting ? t("cart.sending") : t("cart.send")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
