import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, TextAreaField, TextField } from "../../components/ui/field.tsx";
import { writeContent } from "../../features/admin/mutations.server.ts";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { updateSiteSettings } from "../../features/settings/mutations.server.ts";
import { acceptForm, fieldMessage, parseForm, refuseForm, useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { SOCIAL_NETWORK_HOSTS, SOCIAL_NETWORKS, siteSettingsSchema } from "../../features/settings/schema.ts";
import { SOCIAL_ICONS } from "../../components/social-icons.tsx";
import { getEditableSiteSettings } from "../../features/settings/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.settings") }];

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getEditableSiteSettings(context.get(servicesContext).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const submission = parseForm(await request.formData(), siteSettingsSchema);
  if (submission.status !== "success") return refuseForm(submission);
  // Every public page shows the names: the content version bump makes the render caches drop their pages.
  const result = await writeContent(context, async (tx, record) => {
    const { before, after } = await updateSiteSettings(tx, submission.value);
    await record({ action: "settings.update", target: { type: "settings", id: "1" }, before, after });
  });
  if (!result.committed) return refuseForm(submission, { form: t("admin.write.failed") }, 500);
  // The form starts again from the stored values (the page's data, reloaded after this answer).
  return acceptForm(submission, { message: t("admin.form.saved"), reset: true });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const { settings } = loaderData;
  // A checked box posts "on".
  const [form, fields] = useSchemaForm(siteSettingsSchema, actionData, { defaultValue: { ...settings, ...settings.social, doubleOptIn: settings.doubleOptIn ? "on" : null, retentionMonths: String(settings.retentionMonths) } });
  const error = (errors: string[] | undefined) => fieldMessage(errors, (key) => t(key as AdminMessageKey));
  const saved = actionData?.status === "success" && actionData.message ? actionData.message : undefined;

  return (
    <AdminPage title={t("siteSettings.title")}>
      {saved ? <FormAlert tone="success">{saved}</FormAlert> : null}
      {/* Refused, by the browser before the post or by the server: the fields say why. */}
      {form.status === "error" ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <Panel title={t("siteSettings.identity")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("siteSettings.teamName")} {...getInputProps(fields.teamName, { type: "text" })} key={fields.teamName.key} required maxLength={120} error={error(fields.teamName.errors)} />
          </div>
        </Panel>
        <Panel title={t("siteSettings.contact")}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t("siteSettings.contactEmail")} {...getInputProps(fields.contactEmail, { type: "email" })} key={fields.contactEmail.key} required autoComplete="off" error={error(fields.contactEmail.errors)} />
            <TextField label={t("siteSettings.contactPhone")} {...getInputProps(fields.contactPhone, { type: "tel" })} key={fields.contactPhone.key} autoComplete="off" error={error(fields.contactPhone.errors)} />
            <TextAreaField label={t("siteSettings.address")} {...getTextareaProps(fields.address)} key={fields.address.key} rows={3} maxLength={500} error={error(fields.address.errors)} />
            <TextAreaField label={t("siteSettings.addressFr")} {...getTextareaProps(fields.addressFr)} key={fields.addressFr.key} rows={3} maxLength={500} lang="fr" error={error(fields.addressFr.errors)} />
          </div>
        </Panel>
        <Panel title={t("siteSettings.social")}>
          <p className="mb-4 text-sm text-mist">{t("siteSettings.socialHelp")}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                label={SOCIAL_ICONS[network].name}
                {...getInputProps(fields[network], { type: "url" })}
                key={fields[network].key}
                placeholder={SOCIAL_NETWORK_HOSTS[network].example}
                autoComplete="off"
                maxLength={500}
                error={error(fields[network].errors)}
              />
            ))}
          </div>
        </Panel>
        <Panel title={t("siteSettings.mail")}>
          <div className="space-y-5">
            <div>
              <TextField
                label={t("siteSettings.notificationEmail")}
                {...getInputProps(fields.notificationEmail, { type: "email" })}
                key={fields.notificationEmail.key}
                autoComplete="off"
                aria-describedby={fields.notificationEmail.errors ? `${fields.notificationEmail.id}-error` : "notification-email-help"}
                error={error(fields.notificationEmail.errors)}
              />
              <p id="notification-email-help" className="mt-2 text-sm text-mist">
                {t("siteSettings.notificationEmailHelp")}
              </p>
            </div>
            <CheckboxField
              label={t("siteSettings.doubleOptIn")}
              description={t("siteSettings.doubleOptInHelp")}
              {...getInputProps(fields.doubleOptIn, { type: "checkbox" })}
              key={fields.doubleOptIn.key}
            />
          </div>
        </Panel>
        <Panel title={t("siteSettings.privacy")}>
          <div className="max-w-md">
            <TextField
              label={t("siteSettings.retentionMonths")}
              {...getInputProps(fields.retentionMonths, { type: "number" })}
              key={fields.retentionMonths.key}
              required
              min={1}
              max={120}
              step={1}
              aria-describedby={fields.retentionMonths.errors ? `${fields.retentionMonths.id}-error` : "retention-help"}
              error={error(fields.retentionMonths.errors)}
            />
            <p id="retention-help" className="mt-2 text-sm text-mist">
              {t("siteSettings.retentionHelp")}
            </p>
          </div>
        </Panel>
        <Button type="submit" disabled={busy}>
          {busy ? t("admin.form.saving") : t("admin.form.save")}
        </Button>
      </Form>
    </AdminPage>
  );
}
