import { Lock } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, type FetcherWithComponents } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { CheckboxField, SelectField, TextField } from "../../../components/ui/field.tsx";
import { PrivacyNotice } from "../../../components/privacy-notice.tsx";
import { fieldMessage } from "../../../lib/form-reply.ts";
import { useFormat, useLocalPath, useLocale, useT, type PublicKey } from "../../../lib/i18n/index.ts";
import { decimalOf } from "../../../lib/money.ts";
import { controlProps, useVisitorForm } from "../../../lib/visitor-form.ts";
import { FormProblem } from "../../bookings/components/form-problem.tsx";
import { NameEmailFields } from "../../bookings/components/visitor-fields.tsx";
import { cartTotalCents, toOrderItems, type CartLine } from "../../shop/rules.ts";
import type { OrderReply } from "../../shop/mutations.server.ts";
import type { CheckoutZone } from "../rules.ts";

const loadCheckoutSchema = () => import("../schema.ts").then((module) => module.checkoutFormSchema);

/**
 * The cart's checkout when payments are on: who pays, pickup or delivery (the zones the team set,
 * with their price and delivery time), the total with VAT, the withdrawal right, and the button
 * the Code de la consommation words (L221-14): "Order with obligation to pay". Stripe's page
 * follows.
 */
export function CheckoutForm({ lines, zones, fetcher, problems }: { lines: CartLine[]; zones: CheckoutZone[]; fetcher: FetcherWithComponents<OrderReply>; problems: React.ReactNode }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const localPath = useLocalPath();
  const reply = fetcher.data;
  const submitting = fetcher.state !== "idle";
  const [form, fields] = useVisitorForm(loadCheckoutSchema, reply, { id: "checkout" });
  const say = (key: string) => t(key as PublicKey);
  const [delivery, setDelivery] = useState<string>(String(fields.delivery.initialValue ?? (zones.length > 0 ? "shipping" : "pickup")));
  const [country, setCountry] = useState<string>(String(fields.country.initialValue ?? ""));

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    const codes = [...new Set(zones.flatMap((zone) => zone.countries))];
    return codes.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [zones, locale]);
  const zone = delivery === "shipping" ? (zones.filter((candidate) => candidate.countries.includes(country)).sort((a, b) => a.priceCents - b.priceCents)[0] ?? null) : null;
  const itemsCents = cartTotalCents(lines);
  const shippingCents = zone?.priceCents ?? 0;
  const euro = (cents: number) => format.euro(decimalOf(cents));

  return (
    <section aria-labelledby="checkout-heading" className="h-fit rounded-lg border border-white/10 bg-night-2 p-6 sm:p-8">
      <h2 id="checkout-heading" className="text-3xl">
        {t("checkout.title")}
      </h2>
      <p className="mt-3 mb-6 text-mist">{t("checkout.lead")}</p>
      {submitting ? null : (
        problems ?? (
          <div className="mb-6 empty:hidden">
            <FormProblem form={form} compact />
          </div>
        )
      )}
      <fetcher.Form method="post" action={localPath("/pitshop/cart")} className="space-y-5" {...form.props}>
        {form.keyInput && <input {...form.keyInput} />}
        <input type="hidden" name="items" value={JSON.stringify(toOrderItems(lines))} />
        <NameEmailFields name={fields.name} email={fields.email} />
        <TextField label={t("checkout.phone")} type="tel" {...controlProps(fields.phone)} key={fields.phone.key} autoComplete="tel" maxLength={40} error={fieldMessage(fields.phone.errors, say)} />
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold tracking-wide text-cream">{t("checkout.delivery")}</legend>
          {zones.length > 0 ? (
            <label className="flex items-start gap-3">
              <input type="radio" name="delivery" value="shipping" checked={delivery === "shipping"} onChange={() => setDelivery("shipping")} className="mt-1 size-5 accent-signal" />
              <span>{t("checkout.shipping")}</span>
            </label>
          ) : null}
          <label className="flex items-start gap-3">
            <input type="radio" name="delivery" value="pickup" checked={delivery === "pickup"} onChange={() => setDelivery("pickup")} className="mt-1 size-5 accent-signal" />
            <span>
              {t("checkout.pickup")}
              <span className="block text-sm text-mist">{t("checkout.pickupTime")}</span>
            </span>
          </label>
          {fields.delivery.errors ? <p className="text-sm text-red-300">{fieldMessage(fields.delivery.errors, say)}</p> : null}
        </fieldset>
        {delivery === "shipping" ? (
          <div className="space-y-5">
            <TextField label={t("checkout.address1")} {...controlProps(fields.address_line1)} key={fields.address_line1.key} autoComplete="address-line1" required maxLength={120} error={fieldMessage(fields.address_line1.errors, say)} />
            <TextField label={t("checkout.address2")} {...controlProps(fields.address_line2)} key={fields.address_line2.key} autoComplete="address-line2" maxLength={120} error={fieldMessage(fields.address_line2.errors, say)} />
            <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <TextField label={t("checkout.postalCode")} {...controlProps(fields.postal_code)} key={fields.postal_code.key} autoComplete="postal-code" required maxLength={12} error={fieldMessage(fields.postal_code.errors, say)} />
              <TextField label={t("checkout.city")} {...controlProps(fields.city)} key={fields.city.key} autoComplete="address-level2" required maxLength={80} error={fieldMessage(fields.city.errors, say)} />
            </div>
            <SelectField
              label={t("checkout.country")}
              id={fields.country.id}
              name={fields.country.name}
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              autoComplete="country"
              required
              placeholder={t("checkout.chooseCountry")}
              options={countries}
              error={fieldMessage(fields.country.errors, (key) => t(key as PublicKey, { country: country || "?" }))}
            />
            {zone ? <p className="text-sm text-mist">{t("checkout.zone", { zone: zone.name, price: euro(zone.priceCents), min: zone.daysMin, max: zone.daysMax })}</p> : null}
          </div>
        ) : null}
        <dl className="space-y-1 border-t border-white/10 pt-4 text-sm" data-testid="checkout-totals">
          <div className="flex justify-between gap-4">
            <dt className="text-mist">{t("checkout.itemsTotal")}</dt>
            <dd>{euro(itemsCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-mist">{t("checkout.shippingCost")}</dt>
            <dd>{euro(shippingCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-display text-xl tracking-wide">
            <dt>{t("checkout.total")}</dt>
            <dd data-testid="checkout-total">{euro(itemsCents + shippingCents)}</dd>
          </div>
        </dl>
        <p className="text-sm text-mist">
          {t("checkout.withdrawal")}{" "}
          <Link to={localPath("/terms")} className="text-gold underline underline-offset-2">
            {t("checkout.termsLink")}
          </Link>
        </p>
        <CheckboxField label={t("checkout.termsLabel")} name={fields.terms.name} id={fields.terms.id} required error={fieldMessage(fields.terms.errors, say)} />
        <PrivacyNotice />
        <Button type="submit" disabled={submitting} className="w-full">
          <Lock aria-hidden="true" size={16} className="mr-2 inline" />
          {submitting ? t("checkout.submitting") : t("checkout.submit")}
        </Button>
      </fetcher.Form>
    </section>
  );
}
