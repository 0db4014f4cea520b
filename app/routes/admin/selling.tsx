import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/selling";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { writeContent } from "../../features/admin/mutations.server.ts";
import { SELLING_EXAMPLES, sellerIdentitySchema, shippingZoneSchema } from "../../features/payments/admin-schema.ts";
import { deleteShippingZone, saveSellerIdentity, saveShippingZone } from "../../features/payments/mutations.server.ts";
import { getSellerIdentity, listShippingZones } from "../../features/payments/queries.server.ts";
import { missingSellerDetails } from "../../features/payments/rules.ts";
import { acceptForm, fieldMessage, parseForm, refuseForm, useSchemaForm, type FormReply } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { decimalOf } from "../../lib/money.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.selling") }];

/** Whether the shop sells online, what the invoices still miss, the seller and the shipping zones. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, payments } = context.get(servicesContext);
  const [seller, zones] = await Promise.all([getSellerIdentity(db), listShippingZones(db)]);
  return {
    stripeConfigured: payments !== null,
    missing: missingSellerDetails(seller),
    seller: seller && {
      legalName: seller.legal_name,
      legalForm: seller.legal_form,
      shareCapital: seller.share_capital_cents === null ? "" : decimalOf(seller.share_capital_cents),
      address: seller.address,
      siren: seller.siren,
      rcsCity: seller.rcs_city,
      vatNumber: seller.vat_number,
      vatExempt: seller.vat_exempt ? "on" : null,
    },
    zones: zones.map((zone) => ({
      zoneId: zone.id,
      name: zone.name,
      nameFr: zone.name_fr ?? "",
      countries: zone.countries.join(", "),
      price: decimalOf(zone.price_cents),
      daysMin: String(zone.delivery_days_min),
      daysMax: String(zone.delivery_days_max),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "seller") {
    const submission = parseForm(formData, sellerIdentitySchema);
    if (submission.status !== "success") return { ...refuseForm(submission).data, formIntent: "seller" };
    const result = await writeContent(context, async (tx, record) => {
      const { before, after } = await saveSellerIdentity(tx, submission.value);
      await record({ action: "seller.update", target: { type: "seller", id: "1" }, before, after });
    });
    if (!result.committed) return refuseForm(submission, { form: t("admin.write.failed"), formIntent: "seller" }, 500);
    return acceptForm(submission, { message: t("admin.form.saved"), formIntent: "seller" });
  }
  if (intent === "zone") {
    const submission = parseForm(formData, shippingZoneSchema);
    const formIntent = `zone:${String(formData.get("zoneId") ?? "new")}`;
    if (submission.status !== "success") return refuseForm(submission, { formIntent });
    const result = await writeContent(context, async (tx, record) => {
      const saved = await saveShippingZone(tx, submission.value);
      if (saved) await record({ action: saved.before ? "shipping_zone.update" : "shipping_zone.create", target: { type: "shipping_zone", id: saved.after.id }, before: saved.before, after: saved.after });
      return saved;
    });
    if (!result.committed) return refuseForm(submission, { form: t("admin.write.failed"), formIntent }, 500);
    if (!result.value) return refuseForm(submission, { form: t("selling.zoneGone"), formIntent }, 404);
    return acceptForm(submission, { message: t("admin.form.saved"), formIntent, reset: !submission.value.zoneId });
  }
  if (intent === "deleteZone") {
    const id = String(formData.get("zoneId") ?? "");
    if (!/^[0-9a-f-]{36}$/i.test(id)) return { status: "error", formIntent: "deleteZone", error: { "": [t("selling.zoneGone")] } } satisfies FormReply;
    const result = await writeContent(context, async (tx, record) => {
      const before = await deleteShippingZone(tx, id);
      if (before) await record({ action: "shipping_zone.delete", target: { type: "shipping_zone", id }, before, after: null });
    });
    if (!result.committed) return { status: "error", formIntent: "deleteZone", error: { "": [t("admin.write.failed")] } } satisfies FormReply;
    return { status: "success", formIntent: "deleteZone", message: t("selling.zoneDeleted") } satisfies FormReply;
  }
  return new Response("Unknown intent", { status: 400 });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

type ZoneValues = Route.ComponentProps["loaderData"]["zones"][number];

export default function Selling({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const reply = actionData && "formIntent" in actionData ? (actionData as FormReply) : undefined;
  const sellerReply = reply?.formIntent === "seller" ? reply : undefined;
  const on = loaderData.stripeConfigured && loaderData.missing.length === 0;

  return (
    <AdminPage title={t("selling.title")}>
      <p className="mb-6 max-w-3xl text-mist">{t("selling.lead")}</p>
      <Panel title={t("selling.status")}>
        <div className="flex flex-wrap items-center gap-3" data-testid="selling-status">
          {on ? <Badge tone="green">{t("selling.on")}</Badge> : <Badge tone="gold">{t("selling.off")}</Badge>}
          <span className="text-sm text-mist">{loaderData.stripeConfigured ? t("selling.stripeConfigured") : t("selling.stripeMissing")}</span>
        </div>
        {loaderData.missing.length > 0 ? (
          <p className="mt-3 text-sm text-mist">{t("selling.missing", { fields: loaderData.missing.map((field) => t(`selling.field.${field}` as AdminMessageKey)).join(", ") })}</p>
        ) : null}
      </Panel>
      {reply?.formIntent === "deleteZone" && reply.message ? <FormAlert tone="success">{reply.message}</FormAlert> : null}
      <SellerForm values={loaderData.seller} reply={sellerReply} />
      <Panel title={t("selling.zones")}>
        <p className="mb-4 text-sm text-mist">{t("selling.zonesHelp")}</p>
        <ul className="space-y-6" data-testid="shipping-zones">
          {loaderData.zones.map((zone) => (
            <li key={zone.zoneId} className="rounded border border-white/10 p-4">
              <ZoneForm values={zone} reply={reply?.formIntent === `zone:${zone.zoneId}` ? reply : undefined} />
            </li>
          ))}
        </ul>
        <h3 className="mt-8 mb-4 text-lg">{t("selling.addZone")}</h3>
        <ZoneForm values={null} reply={reply?.formIntent === "zone:new" ? reply : undefined} />
      </Panel>
    </AdminPage>
  );
}

function SellerForm({ values, reply }: { values: Route.ComponentProps["loaderData"]["seller"]; reply: FormReply | undefined }) {
  const t = useAdminT();
  const busy = useNavigation().formData?.get("intent") === "seller";
  const [form, fields] = useSchemaForm(sellerIdentitySchema, reply, { id: "seller", defaultValue: values ?? {} });
  const error = (errors: string[] | undefined) => fieldMessage(errors, (key) => t(key as AdminMessageKey));
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6" aria-label={t("selling.seller")}>
      <input type="hidden" name="intent" value="seller" />
      <Panel title={t("selling.seller")}>
        {reply?.status === "success" && reply.message ? <FormAlert tone="success">{reply.message}</FormAlert> : null}
        {form.status === "error" ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
        <p className="mb-4 text-sm text-mist">{t("selling.sellerHelp")}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("selling.legalName")} {...getInputProps(fields.legalName, { type: "text" })} key={fields.legalName.key} required maxLength={200} error={error(fields.legalName.errors)} />
          <TextField label={t("selling.legalForm")} {...getInputProps(fields.legalForm, { type: "text" })} key={fields.legalForm.key} required maxLength={80} placeholder={SELLING_EXAMPLES.legalForm} error={error(fields.legalForm.errors)} />
          <TextField label={t("selling.shareCapital")} {...getInputProps(fields.shareCapital, { type: "text" })} key={fields.shareCapital.key} inputMode="decimal" error={error(fields.shareCapital.errors)} />
          <TextAreaField label={t("selling.address")} {...getTextareaProps(fields.address)} key={fields.address.key} rows={3} maxLength={500} required error={error(fields.address.errors)} />
          <TextField label={t("selling.siren")} {...getInputProps(fields.siren, { type: "text" })} key={fields.siren.key} inputMode="numeric" required error={error(fields.siren.errors)} />
          <TextField label={t("selling.rcsCity")} {...getInputProps(fields.rcsCity, { type: "text" })} key={fields.rcsCity.key} required maxLength={80} error={error(fields.rcsCity.errors)} />
          <TextField label={t("selling.vatNumber")} {...getInputProps(fields.vatNumber, { type: "text" })} key={fields.vatNumber.key} placeholder={SELLING_EXAMPLES.vatNumber} error={error(fields.vatNumber.errors)} />
          <CheckboxField label={t("selling.vatExempt")} description={t("selling.vatExemptHelp")} {...getInputProps(fields.vatExempt, { type: "checkbox" })} key={fields.vatExempt.key} />
        </div>
        <Button type="submit" disabled={busy} className="mt-6">
          {t("selling.saveSeller")}
        </Button>
      </Panel>
    </Form>
  );
}

function ZoneForm({ values, reply }: { values: ZoneValues | null; reply: FormReply | undefined }) {
  const t = useAdminT();
  const navigation = useNavigation();
  const id = values ? `zone-${values.zoneId}` : "zone-new";
  const [form, fields] = useSchemaForm(shippingZoneSchema, reply, { id, defaultValue: values ?? {} });
  const error = (errors: string[] | undefined) => fieldMessage(errors, (key) => t(key as AdminMessageKey));
  const busy = navigation.formData?.get("zoneId") === (values?.zoneId ?? null) && navigation.state === "submitting";
  const label = values ? t("selling.zoneNamed", { name: values.name }) : t("selling.addZone");
  return (
    <div>
      {reply?.status === "success" && reply.message ? <FormAlert tone="success">{reply.message}</FormAlert> : null}
      {form.status === "error" ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
      <Form method="post" {...getFormProps(form)} aria-label={label}>
        <input type="hidden" name="intent" value="zone" />
        {values ? <input type="hidden" name="zoneId" value={values.zoneId} /> : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField label={t("selling.zoneName")} {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} required maxLength={80} error={error(fields.name.errors)} />
          <TextField label={t("selling.zoneNameFr")} {...getInputProps(fields.nameFr, { type: "text" })} key={fields.nameFr.key} lang="fr" maxLength={80} error={error(fields.nameFr.errors)} />
          <TextField label={t("selling.countries")} {...getInputProps(fields.countries, { type: "text" })} key={fields.countries.key} required placeholder={SELLING_EXAMPLES.countries} error={error(fields.countries.errors)} />
          <TextField label={t("selling.price")} {...getInputProps(fields.price, { type: "text" })} key={fields.price.key} inputMode="decimal" required error={error(fields.price.errors)} />
          <TextField label={t("selling.daysMin")} {...getInputProps(fields.daysMin, { type: "number" })} key={fields.daysMin.key} min={0} max={60} required error={error(fields.daysMin.errors)} />
          <TextField label={t("selling.daysMax")} {...getInputProps(fields.daysMax, { type: "number" })} key={fields.daysMax.key} min={0} max={60} required error={error(fields.daysMax.errors)} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {values ? t("selling.saveZone") : t("selling.addZoneButton")}
          </Button>
        </div>
      </Form>
      {values ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="deleteZone" />
          <input type="hidden" name="zoneId" value={values.zoneId} />
          <Button type="submit" variant="secondary" aria-label={t("selling.deleteZoneNamed", { name: values.name })}>
            {t("selling.deleteZone")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
