import { translator } from "../../lib/i18n/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { enqueueMail } from "../../platform/outbox.server.ts";
import { renderEmail } from "../mail/layout.server.ts";
import { confirmUrl, unsubscribeHeaders, unsubscribeUrl } from "./links.server.ts";

/**
 * The two messages a subscriber receives from the subscription itself: the
 * confirmation (double opt-in) and the welcome. Both are queued inside the
 * transaction that changed the subscriber, so the row and the message commit
 * together. `since` (when this subscription began) keys the dedupe: following
 * a confirmation link twice queues one welcome, a later re-subscription another.
 */
export interface SubscriberForMail {
  id: string;
  email: string;
  token: string;
  since: Date;
}

type Executor = Pick<Database, "insert">;

export async function queueWelcomeMail(db: Executor, subscriber: SubscriberForMail, options: { publicUrl: string; teamName: string }) {
  const t = translator();
  const team = options.teamName;
  const unsubscribe = unsubscribeUrl(options.publicUrl, subscriber.token);
  const { html, text } = renderEmail({
    teamName: team,
    heading: t("subscriberMail.welcome.heading"),
    paragraphs: [t("subscriberMail.welcome.body1", { team }), t("subscriberMail.welcome.body2")],
    action: { label: t("subscriberMail.welcome.action"), url: new URL("/news?category=newsletter", options.publicUrl).toString() },
    footer: [t("subscriberMail.welcome.why", { email: subscriber.email })],
    footerLinks: [{ label: t("subscriberMail.unsubscribe"), url: unsubscribe }],
  });
  return enqueueMail(db, {
    kind: "welcome",
    to: subscriber.email,
    subject: t("subscriberMail.welcome.subject", { team }),
    text,
    html,
    headers: unsubscribeHeaders(options.publicUrl, subscriber.token),
    dedupeKey: `welcome:${subscriber.id}:${subscriber.since.getTime()}`,
  });
}

export async function queueConfirmationMail(db: Executor, subscriber: SubscriberForMail, options: { publicUrl: string; teamName: string }) {
  const t = translator();
  const team = options.teamName;
  const { html, text } = renderEmail({
    teamName: team,
    heading: t("subscriberMail.confirm.heading"),
    paragraphs: [t("subscriberMail.confirm.body", { team })],
    action: { label: t("subscriberMail.confirm.action"), url: confirmUrl(options.publicUrl, subscriber.token) },
    footer: [t("subscriberMail.confirm.ignore")],
  });
  return enqueueMail(db, {
    kind: "confirm",
    to: subscriber.email,
    subject: t("subscriberMail.confirm.subject", { team }),
    text,
    html,
    dedupeKey: `confirm:${subscriber.id}:${subscriber.since.getTime()}`,
  });
}
