import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/personal-data";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, TextField } from "../../components/ui/field.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { PersonalDataView, type FoundGroup } from "../../features/privacy/components/personal-data-view.tsx";
import { erasePerson } from "../../features/privacy/mutations.server.ts";
import { describeAction } from "../../features/activity/queries.server.ts";
import { findPersonalData, holdsAnything, type PersonalData } from "../../features/privacy/queries.server.ts";
import { isPersonDataIntent, personDataForms } from "../../features/privacy/schema.ts";
import { mailKindLabel } from "../../features/mail/schema.ts";
import { acceptForm, fieldMessage, intentOf, parseForm, refuseForm, replyTo, useSchemaForm, type FormReply } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import type { Translate } from "../../lib/i18n/index.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.personalData") }];

/**
 * The rights of a person: from an e-mail address, everything the site holds
 * about them (Find), as a JSON download (Export, posted to
 * /admin/personal-data/export), or erased for good (Erase, after a
 * confirmation). Every step is a POST: the address never sits in a URL, the
 * browser's history or the server's request log.
 */
export function loader() {
  return null;
}

type FoundReply = FormReply & { found?: { email: string; groups: FoundGroup[]; any: boolean } };

const iso = (value: Date | string) => new Date(value).toISOString();

/** What Find shows, in the admin's words; the stored texts as they are. */
function groupsOf(found: PersonalData, t: Translate): FoundGroup[] {
  const request = (row: { id: string; created_at: Date; name: string; message: string; status: string; anonymized_at: Date | null }, title: string) => ({
    id: row.id,
    at: iso(row.created_at),
    title: `${title} · ${row.name}`,
    detail: row.message,
    anonymized: row.anonymized_at !== null,
  });
  const subscriber = found.subscriber;
  return [
    {
      key: "subscriber",
      title: t("personalData.group.subscriber"),
      items: subscriber
        ? [
            { id: subscriber.id, at: iso(subscriber.created_at), title: `${subscriber.email} · ${t(`subscribers.status.${subscriber.status}`)}`, detail: t("personalData.consents", { count: String(subscriber.consents.length) }) },
            ...subscriber.consents.map((consent) => ({
              id: consent.id,
              at: iso(consent.given_at),
              title: t("personalData.consent", { version: consent.wording_version, language: consent.locale, page: consent.page }),
            })),
          ]
        : [],
    },
    { key: "contact", title: t("personalData.group.contact"), items: found.contactMessages.map((row) => request(row, t(`contact.subject.${row.subject}`))) },
    { key: "car", title: t("personalData.group.car"), items: found.carEnquiries.map((row) => request(row, row.car_name ?? "")) },
    { key: "experience", title: t("personalData.group.experience"), items: found.experienceRequests.map((row) => request(row, row.experience_name)) },
    { key: "order", title: t("personalData.group.order"), items: found.orderRequests.map((row) => request(row, `${row.item_count} × · ${row.total} €`)) },
    { key: "thread", title: t("personalData.group.thread"), items: found.requestThreads.filter((entry) => entry.kind !== "status").map((entry) => ({ id: entry.id, at: iso(entry.created_at), title: t(entry.kind === "reply" ? "personalData.thread.reply" : "personalData.thread.note"), detail: entry.body })) },
    { key: "mail", title: t("personalData.group.mail"), items: found.mails.map((mail) => ({ id: mail.id, at: iso(mail.created_at), title: `${mailKindLabel(mail.kind, t)} · ${mail.to_address}`, detail: `${mail.subject ?? ""} (${t(`mailAdmin.status.${mail.status}`)})` })) },
    { key: "activity", title: t("personalData.group.activity"), items: found.activity.map((entry) => ({ id: entry.id, at: iso(entry.created_at), title: describeAction(entry.action, t), detail: entry.actor_email ?? "" })) },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const { db, log, mailer } = context.get(servicesContext);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (!isPersonDataIntent(intent)) throw data(null, { status: 400 });
  const submission = parseForm(formData, personDataForms[intent]);
  if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
  const { email } = submission.value;
  if (submission.value.intent === "find") {
    const found = await findPersonalData(db, email);
    return acceptForm(submission, { formIntent: intent, extra: { found: { email, groups: groupsOf(found, t), any: holdsAnything(found) } } });
  }
  const erased = await erasePerson(db, email, { outboxDir: mailer.kind === "outbox" ? mailer.outboxDir : undefined });
  const { user } = currentAdmin(context);
  // The erasure's own record names no one: a fingerprint of the address and what went.
  await recordAudit(db, log, {
    action: "person.erase",
    actor: { id: user.id, email: user.email },
    target: { type: "person", id: null },
    ip: context.get(requestContext).clientIp,
    details: { emailSha256: erased.fingerprint, subscriber: erased.subscriber, requests: erased.requests, mails: erased.mails, activity: erased.activity, files: erased.files },
  });
  return acceptForm(submission, { formIntent: intent, reset: true, message: t("personalData.erased", { requests: String(erased.requests), mails: String(erased.mails), activity: String(erased.activity) }) });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function PersonalDataPage({ actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const reply = actionData as FoundReply | undefined;
  const findReply = replyTo<FoundReply>("find", reply);
  const eraseReply = replyTo<FoundReply>("erase", reply);
  const [findForm, findFields] = useSchemaForm(personDataForms.find, findReply, { id: "person-find" });
  const [eraseForm, eraseFields] = useSchemaForm(personDataForms.erase, eraseReply, { id: "person-erase" });
  const say = (key: string) => t(key as AdminMessageKey);
  const found = findReply?.status === "success" ? findReply.found : undefined;
  const erased = eraseReply?.status === "success" ? eraseReply.message : undefined;

  return (
    <AdminPage title={t("personalData.title")}>
      <p className="mb-6 max-w-3xl text-mist">{t("personalData.lead")}</p>
      {erased ? <FormAlert tone="success">{erased}</FormAlert> : null}
      <Panel>
        <Form method="post" {...getFormProps(findForm)} className="flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="find" />
          <TextField
            label={t("personalData.email")}
            {...getInputProps(findFields.email, { type: "email" })}
            key={findFields.email.key}
            autoComplete="off"
            required
            className="min-w-72 flex-1"
            error={fieldMessage(findFields.email.errors, say)}
          />
          <Button type="submit" disabled={busy("find")}>
            {t("personalData.find")}
          </Button>
        </Form>
      </Panel>

      {found ? (
        <>
          {found.any ? <PersonalDataView email={found.email} groups={found.groups} /> : <FormAlert tone="info">{t("personalData.nothing", { email: found.email })}</FormAlert>}
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <Panel title={t("personalData.exportTitle")}>
              <p className="mb-4 text-sm text-mist">{t("personalData.exportHelp")}</p>
              {/* A plain post answered by a download: the address stays out of the URL. */}
              <Form method="post" action="/admin/personal-data/export" reloadDocument>
                <input type="hidden" name="email" value={found.email} />
                <Button type="submit" variant="secondary">
                  {t("personalData.export")}
                </Button>
              </Form>
            </Panel>
            <Panel title={t("personalData.eraseTitle")}>
              <p className="mb-4 text-sm text-mist">{t("personalData.eraseHelp")}</p>
              <Form method="post" {...getFormProps(eraseForm)} className="space-y-4">
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="email" value={found.email} />
                <CheckboxField
                  label={t("personalData.confirm", { email: found.email })}
                  {...getInputProps(eraseFields.confirm, { type: "checkbox" })}
                  key={eraseFields.confirm.key}
                  error={fieldMessage(eraseFields.confirm.errors, say)}
                />
                <Button type="submit" variant="danger" disabled={busy("erase")}>
                  {t("personalData.erase")}
                </Button>
              </Form>
            </Panel>
          </div>
        </>
      ) : null}
    </AdminPage>
  );
}
