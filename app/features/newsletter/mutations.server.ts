import crypto from "node:crypto";
import type { Logger } from "pino";
import { PermanentMailError, type MailComposer } from "../../platform/outbox-worker.server.ts";
import { bumpContentVersion } from "../../platform/content-version.server.ts";
import { and, eq, lt, ne, or, count, inArray, isNotNull, isNull, sql, notExists } from "drizzle-orm";
import { newsletterConsents, newsletterSubscribers, newsletterEditions } from "../../db/schema/newsletter.ts";
import { postgresErrorCode, UNIQUE_VIOLATION, type Database } from "../../platform/db.server.ts";
import { env } from "../../platform/env.server.ts";
import { getSiteSettings } from "../settings/queries.server.ts";
import { consentPage, editionIn, type BilingualEdition, maskEmail, NEWSLETTER_CONSENT, subscriberTokenPattern, confirmUrl, unsubscribeHeaders, unsubscribeUrl, type SubscriberStatusName } from "./schema.ts";
import type { EditionForm } from "./admin-schema.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { enqueueMail } from "../../platform/outbox.server.ts";
import { moveToTrash, type Trashable } from "../trash/mutations.server.ts";
import type { ContentRowWrites } from "../admin/mutations.server.ts";
import { renderEditionMail } from "./emails.server.ts";
import { renderEmail } from "../../platform/email.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { type EditionRow, getAdminEdition } from "./queries.server.ts";
import { deleteEmlFilesTo } from "../mail/mutations.server.ts";
import { isUuid } from "../../lib/ids.ts";

export const editionTrash: Trashable = { table: newsletterEditions, id: newsletterEditions.id, deletedAt: newsletterEditions.deleted_at, title: sql<string>`${newsletterEditions.title}` };

/** A pending address that subscribes again gets a new confirmation e-mail at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

export type SubscribeResult = { status: "subscribed" } | { status: "already_subscribed" };

export interface SubscribeOptions {
  /** Absolute base of the links in the e-mails (PUBLIC_URL by default). */
  publicUrl?: string;
  now?: Date;
  /** The language of the page they subscribed from (English by default): their e-mails and editions are in it. */
  locale?: Locale;
  /** The path of the page where the consent was given (the form's hidden field); the language's home page by default. */
  page?: string;
}

const subscriberForMail = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  token: newsletterSubscribers.token,
  since: newsletterSubscribers.created_at,
  locale: newsletterSubscribers.locale,
};

/**
 * Subscribes an address (§7): status active, or pending when the site asks
 * for double opt-in, with the welcome (or the confirmation) e-mail queued in
 * the same transaction.
 *
 * An address that unsubscribed earlier comes back through a conditional
 * update of its own row (the unique e-mail stays): its subscription starts
 * anew, so created_at is the date of this subscription. So does an address
 * still pending whose confirmation went out more than
 * CONFIRMATION_RESEND_MS ago: whoever lost that e-mail gets a new one, and
 * nobody can make the site send more than a few to one inbox. Otherwise the insert
 * runs, and the unique e-mail makes a second subscription of an active or
 * pending address fail with 23505, which becomes "already_subscribed" (§8);
 * any other failure is thrown to the caller. Two racing re-subscriptions
 * serialize on the row lock: the second one finds no unsubscribed row and
 * gets the 23505 answer.
 */
export async function subscribeToNewsletter(db: Database, rawEmail: string, options: SubscribeOptions = {}): Promise<SubscribeResult> {
  const email = rawEmail.trim().toLowerCase();
  const publicUrl = options.publicUrl ?? env().PUBLIC_URL;
  const settings = await getSiteSettings(db);
  const status = settings.newsletter_double_opt_in ? "pending" : "active";
  const now = options.now ?? new Date();
  const locale = options.locale ?? DEFAULT_LOCALE;
  try {
    await db.transaction(async (tx) => {
      const [returning] = await tx
        .update(newsletterSubscribers)
        .set({ status, locale, created_at: now, confirmed_at: null, unsubscribed_at: null, updated_at: now })
        .where(
          and(
            eq(newsletterSubscribers.email, email),
            or(
              eq(newsletterSubscribers.status, "unsubscribed"),
              and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.created_at, new Date(now.getTime() - CONFIRMATION_RESEND_MS))),
            ),
          ),
        )
        .returning(subscriberForMail);
      const subscriber = returning ?? (await tx.insert(newsletterSubscribers).values({ email, status, locale, created_at: now }).returning(subscriberForMail))[0]!;
      // The proof of this consent: when, which wording, in which language, on which page. A re-subscription adds its own.
      await tx.insert(newsletterConsents).values({ subscriber_id: subscriber.id, given_at: now, wording_version: NEWSLETTER_CONSENT.version, locale, page: consentPage(options.page, locale) });
      const mail = { publicUrl, teamName: settings.team_name };
      if (status === "pending") await queueConfirmationMail(tx, subscriber, mail);
      else await queueWelcomeMail(tx, subscriber, mail);
    });
    return { status: "subscribed" };
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { status: "already_subscribed" };
    throw error;
  }
}

export type ConfirmResult = "confirmed" | "already_confirmed" | "unsubscribed" | "not_found";

/**
 * The link of the confirmation e-mail: a pending subscriber becomes active
 * (confirmed_at set) and gets the welcome. Only the first visit changes
 * anything, so a link opened twice (or by a mail scanner) sends one welcome.
 */
export async function confirmSubscription(db: Database, token: string, options: SubscribeOptions = {}): Promise<ConfirmResult> {
  if (!subscriberTokenPattern.test(token)) return "not_found";
  const publicUrl = options.publicUrl ?? env().PUBLIC_URL;
  const settings = await getSiteSettings(db);
  const now = options.now ?? new Date();
  const confirmed = await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({ status: "active", confirmed_at: now, updated_at: now })
      .where(and(eq(newsletterSubscribers.token, token), eq(newsletterSubscribers.status, "pending")))
      .returning(subscriberForMail);
    if (!subscriber) return false;
    await queueWelcomeMail(tx, subscriber, { publicUrl, teamName: settings.team_name });
    return true;
  });
  if (confirmed) return "confirmed";
  const current = await findByToken(db, token);
  if (!current) return "not_found";
  return current.status === "unsubscribed" ? "unsubscribed" : "already_confirmed";
}

export interface SubscriptionView {
  /** Masked: the page proves whose link it is without showing the whole address to whoever holds it. */
  maskedEmail: string;
  status: "active" | "pending" | "unsubscribed";
  /** The subscriber's language: their pages answer in it. */
  locale: Locale;
}

/** What the unsubscribe page shows of the link's subscriber; null for an unknown token. */
export async function getSubscriptionByToken(db: Database, token: string): Promise<SubscriptionView | null> {
  if (!subscriberTokenPattern.test(token)) return null;
  const row = await findByToken(db, token);
  return row ? { maskedEmail: maskEmail(row.email), status: row.status, locale: row.locale } : null;
}

/**
 * One-click unsubscribe (RFC 8058) and the page's button: the token is the
 * only authority. Idempotent: a second call changes nothing and answers the
 * same. Null for an unknown token.
 */
export async function unsubscribeByToken(db: Database, token: string, now = new Date()): Promise<SubscriptionView | null> {
  if (!subscriberTokenPattern.test(token)) return null;
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribed_at: now, updated_at: now })
    .where(and(eq(newsletterSubscribers.token, token), ne(newsletterSubscribers.status, "unsubscribed")));
  return getSubscriptionByToken(db, token);
}

async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status, locale: newsletterSubscribers.locale })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, token))
    .limit(1);
  return row ?? null;
}

export type ResubscribeResult = "active" | "pending" | "not_found";

/**
 * The unsubscribe page's "subscribe again": the same path as the form (the
 * welcome, or the confirmation under double opt-in), for the link's address.
 */
export async function resubscribeByToken(db: Database, token: string, options: SubscribeOptions = {}): Promise<ResubscribeResult> {
  if (!subscriberTokenPattern.test(token)) return "not_found";
  const row = await findByToken(db, token);
  if (!row) return "not_found";
  if (row.status === "unsubscribed") await subscribeToNewsletter(db, row.email, { locale: row.locale, ...options });
  const after = await findByToken(db, token);
  return after?.status === "pending" ? "pending" : after ? "active" : "not_found";
}

/**
 * The admin's side of newsletter editions: list, compose, test, send. A send
 * is one outbox row per active subscriber, queued in the transaction that
 * marks the edition as sending; the outbox worker delivers them and sets
 * sent_at when the last one is done (docs/decisions/008-mail-outbox.md).
 */
/** Editions in the trash are out of every list and write. */
const live = isNull(newsletterEditions.deleted_at);

export async function createEdition(db: Database, form: EditionForm): Promise<EditionRow> {
  const [row] = await db.insert(newsletterEditions).values({ title: form.title, subject: form.subject, content: form.content, title_fr: form.title_fr, subject_fr: form.subject_fr, content_fr: form.content_fr }).returning();
  return row!;
}

export type EditionWriteResult = { ok: true; before: EditionRow; after: EditionRow } | { ok: false; reason: "notFound" | "locked" };

/** Only a draft can change: what was sent (or is being sent) stays what the readers received. */
export async function updateEdition(db: Database, id: string, form: EditionForm): Promise<EditionWriteResult> {
  const before = await getAdminEdition(db, id);
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db
    .update(newsletterEditions)
    .set({ title: form.title, subject: form.subject, content: form.content, title_fr: form.title_fr, subject_fr: form.subject_fr, content_fr: form.content_fr, updated_at: new Date() })
    .where(and(eq(newsletterEditions.id, id), live, isNull(newsletterEditions.send_started_at)))
    .returning();
  return after ? { ok: true, before, after } : { ok: false, reason: "locked" };
}

/**
 * Drafts and sent editions go to the trash (a sent one leaves the website's
 * newsletter tab); one being sent stays until its last delivery is done.
 */
export async function trashEdition(db: Database, id: string): Promise<{ ok: true; before: EditionRow } | { ok: false; reason: "notFound" | "locked" }> {
  const before = await getAdminEdition(db, id);
  if (!before) return { ok: false, reason: "notFound" };
  if (before.send_started_at && !before.sent_at) return { ok: false, reason: "locked" };
  const trashed = await moveToTrash(db, editionTrash, id);
  return trashed ? { ok: true, before } : { ok: false, reason: "notFound" };
}

export type StartSendResult =
  | { ok: true; before: EditionRow; after: EditionRow; recipients: number }
  | { ok: false; reason: "notFound" | "alreadyStarted" | "noSubscribers" };

class NoSubscribers extends Error {}

/**
 * Queues the edition for every active subscriber, all in one transaction:
 * the edition becomes "sending" and gets one delivery row per subscriber
 * (one INSERT … SELECT, whatever their number), or nothing happens. The
 * dedupe key makes a second queuing of the same reader impossible.
 */
export async function startSend(db: Database, editionId: string, now = new Date()): Promise<StartSendResult> {
  const before = await getAdminEdition(db, editionId);
  if (!before) return { ok: false, reason: "notFound" };
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(newsletterEditions)
        .set({ send_started_at: now })
        .where(and(eq(newsletterEditions.id, editionId), live, isNull(newsletterEditions.send_started_at)))
        .returning({ id: newsletterEditions.id });
      if (!claimed) return { ok: false as const, reason: "alreadyStarted" as const };
      await tx.execute(sql`
        insert into ${mailOutbox} (kind, dedupe_key, to_address, edition_id, subscriber_id, next_attempt_at)
        select 'newsletter', 'edition:' || ${editionId} || ':' || ${newsletterSubscribers.id}, ${newsletterSubscribers.email},
               ${editionId}::uuid, ${newsletterSubscribers.id}, ${now.toISOString()}::timestamptz
        from ${newsletterSubscribers}
        where ${newsletterSubscribers.status} = 'active'
        on conflict (dedupe_key) do nothing`);
      const [queued] = await tx.select({ total: count() }).from(mailOutbox).where(eq(mailOutbox.edition_id, editionId));
      const recipients = queued?.total ?? 0;
      if (recipients === 0) throw new NoSubscribers();
      const [after] = await tx
        .update(newsletterEditions)
        .set({ recipient_count: recipients, updated_at: now })
        .where(eq(newsletterEditions.id, editionId))
        .returning();
      return { ok: true as const, before, after: after!, recipients };
    });
  } catch (error) {
    if (error instanceof NoSubscribers) return { ok: false, reason: "noSubscribers" };
    throw error;
  }
}

/** Where a send stands, counted from its delivery rows (true across processes). */
export async function queueTestSend(
  db: Database,
  options: {
    edition: Pick<EditionRow, "id" | "title" | "subject" | "content" | "title_fr" | "subject_fr" | "content_fr">;
    to: string;
    publicUrl: string;
    teamName: string;
    subjectPrefix: string;
    /** Which language's edition to test (the admin picks; a missing French edition sends the English one). */
    locale: Locale;
  },
): Promise<string | null> {
  const [subscriber] = await db
    .select({ token: newsletterSubscribers.token })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, options.to.toLowerCase()), eq(newsletterSubscribers.status, "active")))
    .limit(1);
  const rendered = renderEditionMail({
    edition: editionIn(options.edition, options.locale),
    token: subscriber?.token ?? "test-preview",
    publicUrl: options.publicUrl,
    teamName: options.teamName,
    locale: options.locale,
  });
  return enqueueMail(db, {
    kind: "newsletter_test",
    to: options.to,
    subject: `${options.subjectPrefix} ${rendered.subject}`,
    text: rendered.text,
    html: rendered.html,
    headers: rendered.headers,
  });
}

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
  locale: Locale;
}

type Executor = Pick<Database, "insert">;

export async function queueWelcomeMail(db: Executor, subscriber: SubscriberForMail, options: { publicUrl: string; teamName: string }) {
  const { locale } = subscriber;
  const t = translator(locale);
  const team = options.teamName;
  const unsubscribe = unsubscribeUrl(options.publicUrl, subscriber.token, locale);
  const { html, text } = renderEmail({
    lang: locale,
    teamName: team,
    heading: t("subscriberMail.welcome.heading"),
    paragraphs: [t("subscriberMail.welcome.body1", { team }), t("subscriberMail.welcome.body2")],
    action: { label: t("subscriberMail.welcome.action"), url: new URL(pathIn("/news?category=newsletter", locale), options.publicUrl).toString() },
    footer: [t("subscriberMail.welcome.why", { email: subscriber.email })],
    footerLinks: [{ label: t("subscriberMail.unsubscribe"), url: unsubscribe }],
  });
  return enqueueMail(db, {
    kind: "welcome",
    to: subscriber.email,
    subject: t("subscriberMail.welcome.subject", { team }),
    text,
    html,
    headers: unsubscribeHeaders(options.publicUrl, subscriber.token, locale),
    dedupeKey: `welcome:${subscriber.id}:${subscriber.since.getTime()}`,
  });
}

export async function queueConfirmationMail(db: Executor, subscriber: SubscriberForMail, options: { publicUrl: string; teamName: string }) {
  const { locale } = subscriber;
  const t = translator(locale);
  const team = options.teamName;
  const { html, text } = renderEmail({
    lang: locale,
    teamName: team,
    heading: t("subscriberMail.confirm.heading"),
    paragraphs: [t("subscriberMail.confirm.body", { team })],
    action: { label: t("subscriberMail.confirm.action"), url: confirmUrl(options.publicUrl, subscriber.token, locale) },
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

export async function adminUnsubscribe(db: Database, id: string, now = new Date()): Promise<{ email: string; status: SubscriberStatusName } | null> {
  if (!isUuid(id)) return null;
  const [before] = await db.select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  if (!before || before.status === "unsubscribed") return null;
  const changed = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribed_at: now, updated_at: now })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")))
    .returning({ id: newsletterSubscribers.id });
  return changed.length ? before : null;
}

/** A stable, non-reversible stand-in for an address in the audit log (the address itself must leave for good). */
export function emailFingerprint(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/**
 * GDPR erasure: the subscriber row and every queued or sent message to that
 * address or of that subscriber, in one transaction; with the .eml outbox,
 * the written copies addressed to it too. Answers what the audit may keep (no
 * address), or null when the subscriber does not exist.
 */
export async function eraseSubscriber(
  db: Database,
  id: string,
  options: { outboxDir?: string | undefined } = {},
): Promise<{ fingerprint: string; status: SubscriberStatusName; deletedMails: number; deletedFiles: number } | null> {
  if (!isUuid(id)) return null;
  const erased = await db.transaction(async (tx) => {
    const [subscriber] = await tx.select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
    if (!subscriber) return null;
    const mails = await tx
      .delete(mailOutbox)
      .where(or(eq(mailOutbox.subscriber_id, id), eq(sql`lower(${mailOutbox.to_address})`, subscriber.email.toLowerCase())))
      .returning({ id: mailOutbox.id });
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    return { email: subscriber.email, status: subscriber.status, deletedMails: mails.length };
  });
  if (!erased) return null;
  const deletedFiles = options.outboxDir ? await deleteEmlFilesTo(options.outboxDir, erased.email) : 0;
  return { fingerprint: emailFingerprint(erased.email), status: erased.status, deletedMails: erased.deletedMails, deletedFiles };
}


/* ---------- Deliveries, registered with the outbox worker (server/site.ts) ---------- */

/** The rendered edition (its sanitized HTML and the team name) is reused across one send's deliveries. */
const EDITION_CACHE_MS = 10_000;

/**
 * Writes each newsletter delivery when the worker sends it (a delivery row
 * holds no message: 10 000 deliveries stay 10 000 small rows, and a reader
 * who left meanwhile is skipped instead of mailed), and marks an edition sent
 * once its last delivery is done, refreshing the public pages.
 */
export function newsletterDeliveries(options: { db: Database; publicUrl: string; log: Pick<Logger, "info">; now?: () => Date }): MailComposer {
  const { db, publicUrl, log } = options;
  const now = options.now ?? (() => new Date());
  const editionCache = new Map<string, { edition: BilingualEdition; teamName: string; loadedAt: number }>();

  async function editionFor(editionId: string): Promise<{ edition: BilingualEdition; teamName: string } | null> {
    const cached = editionCache.get(editionId);
    if (cached && performance.now() - cached.loadedAt < EDITION_CACHE_MS) return cached;
    const [edition] = await db
      .select({
        title: newsletterEditions.title,
        subject: newsletterEditions.subject,
        content: newsletterEditions.content,
        title_fr: newsletterEditions.title_fr,
        subject_fr: newsletterEditions.subject_fr,
        content_fr: newsletterEditions.content_fr,
      })
      .from(newsletterEditions)
      .where(eq(newsletterEditions.id, editionId));
    if (!edition) return null;
    const { team_name: teamName } = await getSiteSettings(db);
    const entry = { edition, teamName, loadedAt: performance.now() };
    editionCache.set(editionId, entry);
    return entry;
  }

  /**
   * Marks sent every edition whose deliveries are all done (one, or all when
   * sweeping), and refreshes the public pages so the newsletter tab shows it.
   * Checked after the row's own commit, so the last of concurrent workers sees
   * every other row done; the sweep catches a crash between the two.
   */
  async function finishEditions(editionId?: string): Promise<void> {
    const open = db
      .select({ one: sql`1` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.edition_id, newsletterEditions.id), inArray(mailOutbox.status, ["pending", "sending"])));
    const finished = await db
      .update(newsletterEditions)
      .set({ sent_at: now() })
      .where(
        and(
          editionId ? eq(newsletterEditions.id, editionId) : undefined,
          isNotNull(newsletterEditions.send_started_at),
          isNull(newsletterEditions.sent_at),
          notExists(open),
        ),
      )
      .returning({ id: newsletterEditions.id, title: newsletterEditions.title });
    if (finished.length === 0) return;
    await bumpContentVersion(db);
    for (const edition of finished) {
      editionCache.delete(edition.id);
      log.info({ edition: edition.id, title: edition.title }, "newsletter edition sent");
    }
  }

  return {
    handles: (row) => row.edition_id !== null && row.subject === null,
    async compose(row) {
      const [subscriber] = row.subscriber_id
        ? await db
            .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status, token: newsletterSubscribers.token, locale: newsletterSubscribers.locale })
            .from(newsletterSubscribers)
            .where(eq(newsletterSubscribers.id, row.subscriber_id))
        : [];
      if (!subscriber || subscriber.status !== "active") return null;
      const source = await editionFor(row.edition_id!);
      if (!source) throw new PermanentMailError("The edition no longer exists");
      // Each reader gets the edition in their language (the English one when it has no French).
      const rendered = renderEditionMail({
        edition: editionIn(source.edition, subscriber.locale),
        token: subscriber.token,
        publicUrl,
        teamName: source.teamName,
        locale: subscriber.locale,
      });
      return { to: subscriber.email, ...rendered };
    },
    settled: async (row) => {
      if (row.edition_id) await finishEditions(row.edition_id);
    },
    sweep: () => finishEditions(),
  };
}

/** The editions as the admin's content kit trashes them (they are sent, never published); one being sent is refused. */
export const editionWrites: ContentRowWrites = {
  type: "edition",
  trash: async (db, id) => {
    const trashed = await trashEdition(db, id);
    if (trashed.ok) return { name: trashed.before.title, before: trashed.before };
    return trashed.reason === "locked" ? { refused: "editions.cannotDeleteSending", status: 409 } : null;
  },
};
