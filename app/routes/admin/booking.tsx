import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/booking";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { RequestStatusBadge } from "../../features/bookings/components/inbox-badges.tsx";
import { NoteForm, ReplyForm, StatusForm } from "../../features/bookings/components/inbox-forms.tsx";
import { RequestDetails } from "../../features/bookings/components/inbox-request.tsx";
import { RequestThread } from "../../features/bookings/components/inbox-thread.tsx";
import { getRequest, getThread, replySubjectFor } from "../../features/bookings/queries.server.ts";
import { inboxForms, isInboxIntent, isInboxType } from "../../features/bookings/schema.ts";
import { requestReference } from "../../lib/ids.ts";
import { acceptForm, intentOf, parseForm, refuseForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { addRequestNote, auditRequest, changeRequestStatus, sendRequestReply } from "../../features/bookings/mutations.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { REDACTION_MARK } from "../../features/privacy/schema.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.request", { name: loaderData?.request.name ?? adminMetaT(matches)("bookings.detail.request") }) }];

async function findRequest(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const type = params.requestType;
  const { db } = context.get(servicesContext);
  const request = isInboxType(type) ? await getRequest(db, type, params.requestId) : null;
  if (!request) throw data(translator(context.get(localeContext))("bookings.detail.notFound"), { status: 404 });
  return request;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await findRequest(params, context);
  const thread = await getThread(context.get(servicesContext).db, request.type, request.id);
  return { request, thread, reference: requestReference(request.id), replySubject: replySubjectFor(request) };
}

/** The page's three forms, told apart by their `intent`: each answers the protocol's reply, marked with that intent (`replyTo`). */
export async function action({ request: httpRequest, params, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const request = await findRequest(params, context);
  const { db } = context.get(servicesContext);
  const { user } = currentAdmin(context);
  const actor = { id: user.id, email: user.email };
  const formData = await httpRequest.formData();
  const intent = intentOf(formData);
  if (!isInboxIntent(intent)) throw data("Unknown action.", { status: 400 });
  const submission = parseForm(formData, inboxForms[intent]);
  if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
  const target = { type: request.type, id: request.id };
  const input = submission.value;

  switch (input.intent) {
    case "status": {
      const result = await changeRequestStatus(db, actor, request.type, request.id, input.status);
      if (!result) throw data(t("bookings.detail.notFound"), { status: 404 });
      const label = t(`bookings.status.${input.status}`);
      if (!result.changed) return acceptForm(submission, { message: t("bookings.status.unchanged", { status: label }), formIntent: intent });
      await auditRequest(context, "request.status", target, { from: result.from, to: input.status });
      return acceptForm(submission, { message: t("bookings.status.saved"), formIntent: intent });
    }
    case "note": {
      const id = await addRequestNote(db, actor, request.type, request.id, input.note);
      await auditRequest(context, "request.note", target, { entryId: id });
      return acceptForm(submission, { message: t("bookings.note.added"), formIntent: intent, reset: true });
    }
    case "reply": {
      // An anonymized request (erased, or past the retention period) has no address left to write to.
      if (request.email === REDACTION_MARK) return refuseForm(submission, { form: "bookings.reply.anonymized", formIntent: intent }, 409);
      const { mailId, entryId } = await sendRequestReply(db, actor, request, input);
      await auditRequest(context, "request.reply", target, { mailId, entryId, subject: input.subject, statusFrom: request.status });
      return acceptForm(submission, { message: t("bookings.reply.sent"), formIntent: intent, reset: true });
    }
  }
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function BookingRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { request, thread, reference, replySubject } = loaderData;
  return (
    <AdminPage
      title={request.name}
      actions={
        <Link to="/admin/bookings" className="inline-flex items-center gap-2 text-cream underline underline-offset-4">
          <ArrowLeft size={16} aria-hidden="true" />
          {t("bookings.back")}
        </Link>
      }
    >
      <p className="-mt-6 mb-6 flex flex-wrap items-center gap-3 text-mist">
        <span>{t(`bookings.typeBadge.${request.type}`)}</span>
        <RequestStatusBadge status={request.status} />
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <Panel title={t("bookings.detail.request")}>
            <RequestDetails request={request} reference={reference} />
          </Panel>
          <Panel title={t("bookings.thread.title")}>
            <RequestThread entries={thread} visitorEmail={request.email} />
          </Panel>
          <Panel title={t("bookings.reply.title")}>
            {request.email === REDACTION_MARK ? (
              <p className="text-mist">{t("bookings.reply.anonymized")}</p>
            ) : (
              <ReplyForm to={{ name: request.name, email: request.email }} defaultSubject={replySubject} fallback={actionData} />
            )}
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <Panel title={t("bookings.status.title")}>
            <StatusForm status={request.status} fallback={actionData} />
          </Panel>
          <Panel title={t("bookings.note.title")}>
            <NoteForm fallback={actionData} />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}
