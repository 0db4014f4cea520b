import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { formValue, parseAdminForm } from "../../features/admin/schema.ts";
import { updateSiteSettings } from "../../features/site/mutations.server.ts";
import { adminTranslator, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";
import { siteSettingsSchema } from "../../features/site/schema.ts";
import { getEditableSiteSettings } from "../../features/site/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("admin.meta.settings") }];

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getEditableSiteSettings(context.get(servicesContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseAdminForm(await request.formData(), siteSettingsSchema);
  if (!parsed.ok) return parsed.response;
  const { before, after } = await updateSiteSettings(context.get(servicesContext).db, parsed.data);
  // Every public page shows the names: the render caches must drop their pages.
  await recordContentChange(context, { action: "settings.update", target: { type: "settings", id: "1" }, before, after });
  return { status: "saved" as const };
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const invalid = actionData && actionData.status === "invalid" ? actionData : null;
  const { settings } = loaderData;
  const error = (name: string) => {
    const key = invalid?.fieldErrors[name];
    return key ? t(key as AdminMessageKey) : undefined;
  };
  // A refused form comes back as typed; otherwise the saved values.
  const value = (name: string, saved: string | null) => (invalid ? (formValue(invalid, name) ?? "") : (saved ?? ""));

  return (
    <AdminPage title={t("siteSettings.title")}>
      {actionData?.status === "saved" ? <FormAlert tone="success">{t("admin.form.saved")}</FormAlert> : null}
      {invalid ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
      {/* key: after a save the fields take the stored values again. */}
      <Form method="post" noValidate key={actionData?.status === "saved" ? "saved" : "form"} className="space-y-6">
        <Panel title={t("siteSettings.identity")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("siteSettings.teamName")} name="teamName" required maxLength={120} defaultValue={value("teamName", settings.teamName)} error={error("teamName")} />
            <TextField label={t("siteSettings.driverName")} name="driverName" required maxLength={120} defaultValue={value("driverName", settings.driverName)} error={error("driverName")} />
          </div>
        </Panel>
        <Panel title={t("siteSettings.contact")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("siteSettings.contactEmail")} name="contactEmail" type="email" required autoComplete="off" defaultValue={value("contactEmail", settings.contactEmail)} error={error("contactEmail")} />
            <TextField label={t("siteSettings.contactPhone")} name="contactPhone" type="tel" autoComplete="off" defaultValue={value("contactPhone", settings.contactPhone)} error={error("contactPhone")} />
            <TextAreaField label={t("siteSettings.address")} name="address" rows={3} className="sm:col-span-2" defaultValue={value("address", settings.address)} error={error("address")} />
          </div>
        </Panel>
        <Panel title={t("siteSettings.mail")}>
          <div className="space-y-5">
            <div>
              <TextField
                label={t("siteSettings.notificationEmail")}
                name="notificationEmail"
                type="email"
                autoComplete="off"
                aria-describedby={error("notificationEmail") ? undefined : "notification-email-help"}
                defaultValue={value("notificationEmail", settings.notificationEmail)}
                error={error("notificationEmail")}
              />
              <p id="notification-email-help" className="mt-2 text-sm text-mist">
                {t("siteSettings.notificationEmailHelp")}
              </p>
            </div>
            <CheckboxField
              label={t("siteSettings.doubleOptIn")}
              description={t("siteSettings.doubleOptInHelp")}
              name="doubleOptIn"
              defaultChecked={invalid ? formValue(invalid, "doubleOptIn") === "on" : settings.doubleOptIn}
            />
          </div>
        </Panel>
        <Button type="submit" disabled={busy}>
          {busy ? t("admin.form.saving") : t("admin.form.save")}
        </Button>
      </Form>
    </AdminPage>
  );
}
