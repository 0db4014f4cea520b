import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { intentOf, parseForm, refuseForm, refuseRequest } from "../../lib/form.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import { FORMAT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { DRAFT_PUBLISH_AT, publicationStatus } from "./schema.ts";
import { checkImageAlts, saveImageAlts } from "../media/mutations.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { postingPageOf, redirectWithFlash, type Flash } from "../../platform/flash.server.ts";
import { insertAudit, type AuditRow } from "../../platform/audit.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { parisWallTimeToDate } from "../../lib/paris-wall-time.ts";
import { bumpContentVersion } from "../../platform/content-version.server.ts";
import { currentAdmin } from "../accounts/queries.server.ts";
import { and, eq } from "drizzle-orm";
import { contentDrafts } from "../../db/schema/drafts.ts";
import { DRAFT_IMAGE_ALTS, draftChanges } from "./queries.server.ts";

/**
 * The admin's content kit, server half: the one way an editor saves and a
 * list's row buttons write (parse with the type's schema, write and audit in
 * one transaction, answer with a flash toast), so a content type is its schema,
 * its queries and mutations and a short page (docs/architecture.md, "The
 * admin's content kit"). Every write takes the database first: the kit hands
 * it the transaction its audit record and version are written in.
 */

export interface ContentChange {
  /** "<type>.<verb>", e.g. "car.create", "car.update", "car.trash", "car.restore", "album.reorder". */
  action: string;
  target: { type: string; id: string | null };
  /** The row (or the fields that matter) before and after the write; null when it did not exist. */
  before?: unknown;
  after?: unknown;
  /** More context kept beside before and after (a version restore names the version it brought back). */
  details?: Record<string, unknown>;
}

/** Records a change inside the write's transaction; it throws when it cannot, and the whole write rolls back. */
export type RecordChange = (change: ContentChange) => Promise<void>;

/** What a content write came to: its value once everything committed, or nothing changed at all (the failure is logged). */
export type ContentWriteResult<T> = { committed: true; value: T } | { committed: false };

/**
 * One admin content write as one unit of work: the rows, the images' texts,
 * the audit record (which is the item's version history), the content-version
 * bump that makes every process drop its cached pages, and any e-mail queued,
 * commit together or not at all. `work` gets the transaction and `record`; an
 * outcome that writes nothing (a slug taken, a row gone) is simply returned
 * without recording. A failure anywhere rolls everything back and answers
 * `{ committed: false }`, so the caller can say so and give the form back.
 */
export async function writeContent<T>(context: Readonly<RouterContextProvider>, work: (tx: Database, record: RecordChange) => Promise<T>): Promise<ContentWriteResult<T>> {
  const { db, log } = context.get(servicesContext);
  const request = context.get(requestContext);
  const { user } = currentAdmin(context);
  const recorded: AuditRow[] = [];
  try {
    const value = await db.transaction((tx) =>
      work(tx, async (change) => {
        await bumpContentVersion(tx);
        const row = await insertAudit(tx, {
          action: change.action,
          actor: { id: user.id, email: user.email },
          target: change.target,
          ip: request.clientIp || null,
          details: { ...(change.details ? (toJson(change.details) as Record<string, unknown>) : {}), before: toJson(change.before ?? null), after: toJson(change.after ?? null) },
        });
        recorded.push(row);
      }),
    );
    for (const row of recorded) log.info({ audit: row }, row.action);
    return { committed: true, value };
  } catch (error) {
    log.error({ err: error, actions: recorded.map((row) => row.action) }, "content write rolled back");
    return { committed: false };
  }
}

/** Dates as ISO strings, everything else as JSON has it: the audit row stores plain JSON. */
function toJson(value: unknown): unknown {
  return value === null ? null : JSON.parse(JSON.stringify(value));
}

/** The sentinel a dry run throws to roll its transaction back. */
class DryRunRolledBack<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super("dry run rolled back");
    this.value = value;
  }
}

/**
 * Runs a write and rolls it back, answering what it would have done: what a
 * draft makes of an item is exactly what its update would write (its slug
 * rule, its checks against the other rows), without writing it.
 */
export async function dryRun<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new DryRunRolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof DryRunRolledBack) return error.value as T;
    throw error;
  }
  throw new Error("a dry run cannot commit");
}

/** Keeps (or replaces) an item's draft: what it changes, as JSON, and when it publishes itself (null: at Save). */
async function keepDraft(db: Database, type: string, id: string, values: unknown, by: string, publishAt: Date | null): Promise<void> {
  const row = { type, item_id: id, values: toJson(values) as Record<string, unknown>, saved_at: new Date(), saved_by: by, publish_at: publishAt };
  await db
    .insert(contentDrafts)
    .values(row)
    .onConflictDoUpdate({ target: [contentDrafts.type, contentDrafts.item_id], set: { values: row.values, saved_at: row.saved_at, saved_by: row.saved_by, publish_at: row.publish_at } });
}

/** When a draft is scheduled for: a Paris time ahead, or the message its field shows. */
function draftPublishAt(formData: FormData, now = new Date()): { at: Date | null; error?: AdminMessageKey } {
  const value = formData.get(DRAFT_PUBLISH_AT);
  if (typeof value !== "string" || value.trim() === "") return { at: null, error: "admin.draft.whenRequired" };
  const at = parisWallTimeToDate(value.trim());
  if (!at) return { at: null, error: "admin.field.date" };
  if (at.getTime() <= now.getTime()) return { at: null, error: "admin.draft.whenPast" };
  return { at };
}

/** Drops an item's draft; whether there was one. */
export async function dropDraft(db: Database, type: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.type, type), eq(contentDrafts.item_id, id)))
    .returning({ id: contentDrafts.item_id });
  return rows.length > 0;
}

/** What a row of an admin list (or an editor's Delete) can ask: to the trash, publish, unpublish. */
export const rowIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("publish"), id: z.uuid() }),
  z.object({ intent: z.literal("unpublish"), id: z.uuid() }),
]);

/** What moving a row to the trash did: its name and the row as it was; null when it is not there; or a refusal (an edition being sent). */
export type TrashOutcome = { name: string; before: unknown } | { refused: AdminMessageKey; status: number } | null;

/** What a content type's create or update did; the feature's own mutations answer this shape. */
export type ContentWriteOutcome<Row extends { id: string }> = { ok: true; before: unknown; after: Row } | { ok: false; reason: "notFound" | "slugTaken" | "slugFrTaken" };

export interface ContentRowWrites {
  /** The audit's target type and action prefix: "car" records car.trash, car.publish… */
  type: string;
  /** Moves the row to the trash. */
  trash(db: Database, id: string): Promise<TrashOutcome>;
  /** Publishes or hides the row: before/after and the toast that says so, or null when the row is gone. */
  setPublished?(db: Database, id: string, published: boolean): Promise<{ before: unknown; after: unknown; flash: Flash } | null>;
}

export interface ContentEditorWrites<Input, Row extends { id: string }> extends ContentRowWrites {
  /** The list the editor belongs to, where a deleted item leaves to. */
  listPath: string;
  /** The editor of one item (where a creation lands). */
  itemPath(id: string): string;
  create(db: Database, input: Input): Promise<ContentWriteOutcome<Row>>;
  update(db: Database, id: string, input: Input): Promise<ContentWriteOutcome<Row>>;
  /**
   * Whether the item is public now. A type that answers keeps drafts of its
   * live items: "Save draft" (intent `draft`) keeps the form beside the
   * published row, which visitors keep seeing; "Discard draft" drops it; Save
   * publishes the form and drops the draft.
   */
  live?(db: Database, id: string): Promise<boolean>;
}

/**
 * The toast of a list's Publish / Unpublish on a type that can be scheduled
 * (events, albums): published with a time ahead says when it goes public,
 * in the admin's language and Paris time.
 */
export function publicationFlash(name: string, published: boolean, publishAt: Date | null, locale: Locale, now = new Date()): Flash {
  const status = publicationStatus(published, publishAt, now);
  if (status === "scheduled") return { message: "adminContent.scheduled", values: { name, date: formatParisDateTime(publishAt!, FORMAT_LOCALE[locale]) } };
  return { message: status === "published" ? "adminContent.nowPublic" : "adminContent.nowHidden", values: { name } };
}

/** Moves a row to the trash, audited; the answer is a redirect with its toast (and the way to undo), or the refusal. */
async function trashRow(context: Readonly<RouterContextProvider>, writes: ContentRowWrites, id: string, redirectTo: string) {
  const result = await writeContent(context, async (tx, record) => {
    const trashed = await writes.trash(tx, id);
    if (trashed && !("refused" in trashed)) await record({ action: `${writes.type}.trash`, target: { type: writes.type, id }, before: trashed.before, after: null });
    return trashed;
  });
  if (!result.committed) return refuseRequest("admin.write.failed", 500);
  const trashed = result.value;
  if (!trashed) return refuseRequest("adminContent.actionFailed", 404);
  if ("refused" in trashed) return refuseRequest(trashed.refused, trashed.status);
  return redirectWithFlash(redirectTo, { message: "admin.delete.done", values: { name: trashed.name }, link: { label: "admin.delete.undo", href: "/admin/trash" } });
}

/**
 * The action behind the row buttons of an admin list (delete, publish,
 * unpublish): a bad post or a vanished row is refused above the list, a
 * write comes back to the same list (its search, filters and page) with its toast.
 */
export async function handleListRowAction(request: Request, context: Readonly<RouterContextProvider>, writes: ContentRowWrites) {
  return handleRowIntent(await request.formData(), postingPageOf(request), context, writes);
}

/** The same, for a list with more row actions of its own (the gallery's reordering): the form already read, and where to come back. */
export async function handleRowIntent(formData: FormData, backTo: string, context: Readonly<RouterContextProvider>, writes: ContentRowWrites) {
  const parsed = rowIntentSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refuseRequest("adminContent.actionFailed", 400);
  const { intent, id } = parsed.data;
  if (intent === "delete") return trashRow(context, writes, id, backTo);
  const { setPublished } = writes;
  if (!setPublished) return refuseRequest("adminContent.actionFailed", 400);
  const result = await writeContent(context, async (tx, record) => {
    const changed = await setPublished(tx, id, intent === "publish");
    if (changed) await record({ action: `${writes.type}.${intent}`, target: { type: writes.type, id }, before: changed.before, after: changed.after });
    return changed;
  });
  if (!result.committed) return refuseRequest("admin.write.failed", 500);
  if (!result.value) return refuseRequest("adminContent.actionFailed", 404);
  return redirectWithFlash(backTo, result.value.flash);
}

/**
 * The action of a content editor (/admin/cars/new, /admin/cars/:id…): Delete
 * goes to the trash and back to the list; Save parses the type's schema (the
 * browser ran the same), refuses with a message under each field and the form
 * as typed, or writes, audits and lands on the item's editor with "Created." or
 * "Saved." — a redirect, so a reload never posts twice. The row, its images'
 * texts, its version and the public pages' version commit together; when any
 * of them fails nothing changed, and the form comes back as typed saying so.
 */
export async function handleEditorAction<Schema extends z.ZodType, Row extends { id: string }>(
  formData: FormData,
  context: Readonly<RouterContextProvider>,
  editor: {
    id: string | null;
    schema: Schema;
    writes: ContentEditorWrites<z.output<Schema>, Row>;
    /**
     * The form's image fields visitors see (issue 15): each stored image needs
     * its English alt text, posted beside it by ImageField; the texts are
     * written to the images' media rows with the item.
     */
    images?: readonly string[];
  },
) {
  const { id, schema, writes } = editor;
  const intent = intentOf(formData);
  if (intent === "delete") {
    const row = rowIntentSchema.safeParse(Object.fromEntries(formData));
    if (!row.success || !id || row.data.id !== id) throw data(null, { status: 400 });
    return trashRow(context, writes, id, writes.listPath);
  }
  if (intent === "discardDraft") {
    if (!id || !writes.live) throw data(null, { status: 400 });
    return discardDraft(context, writes, id);
  }
  const scheduled = intent === "scheduleDraft";
  const asDraft = intent === "draft" || scheduled;
  // Only a live item keeps a draft: an unpublished one's Save is quiet already.
  if (asDraft && (!id || !writes.live || !(await writes.live(context.get(servicesContext).db, id)))) throw data(null, { status: 400 });
  const submission = parseForm(formData, schema);
  // Said with the other fields' messages, so the form is put right in one go.
  const images = checkImageAlts(formData, editor.images ?? []);
  const publishAt = scheduled ? draftPublishAt(formData) : { at: null };
  const fieldErrors = { ...images.errors, ...(publishAt.error ? { [DRAFT_PUBLISH_AT]: publishAt.error } : {}) };
  const refusedFields = Object.keys(fieldErrors).length > 0 ? { fields: fieldErrors } : {};
  if (submission.status !== "success" || refusedFields.fields) return refuseForm(submission, { form: "admin.form.fixErrors", ...refusedFields });
  const { user } = currentAdmin(context);
  const result = await writeContent(context, async (tx, record) => {
    if (asDraft && id) {
      // The item as its update would write it, checked as a save is; the row itself does not change.
      const written = await dryRun(tx, (attempt) => writes.update(attempt, id, submission.value));
      if (!written.ok) return written;
      // The images' texts wait with the draft: visitors still read the published ones.
      const draft = { ...draftChanges(written.before, written.after), [DRAFT_IMAGE_ALTS]: Object.fromEntries(images.alts) };
      await keepDraft(tx, writes.type, id, draft, user.email, publishAt.at);
      await record({
        action: `${writes.type}.${scheduled ? "schedule_draft" : "save_draft"}`,
        target: { type: writes.type, id },
        before: written.before,
        after: written.after,
        ...(publishAt.at ? { details: { publish_at: publishAt.at.toISOString() } } : {}),
      });
      return written;
    }
    const written = id ? await writes.update(tx, id, submission.value) : await writes.create(tx, submission.value);
    if (!written.ok) return written;
    await saveImageAlts(tx, images.alts);
    // Saved is published: a draft waiting is what the form held, and goes.
    if (id) await dropDraft(tx, writes.type, id);
    await record({ action: `${writes.type}.${id ? "update" : "create"}`, target: { type: writes.type, id: written.after.id }, before: written.before, after: written.after });
    return written;
  });
  if (!result.committed) return refuseForm(submission, { form: "admin.write.failed" }, 500);
  const written = result.value;
  if (!written.ok) {
    if (written.reason === "notFound") throw data(null, { status: 404 });
    return refuseForm(submission, { form: "admin.form.fixErrors", fields: { [written.reason === "slugFrTaken" ? "slug_fr" : "slug"]: "admin.form.slugTaken" } });
  }
  if (publishAt.at) {
    const date = formatParisDateTime(publishAt.at, FORMAT_LOCALE[context.get(localeContext)]);
    return redirectWithFlash(writes.itemPath(written.after.id), { message: "admin.draft.scheduled", values: { date } });
  }
  return redirectWithFlash(writes.itemPath(written.after.id), { message: asDraft ? "admin.draft.saved" : id ? "admin.form.saved" : "admin.form.created" });
}

/** Drops an item's draft, audited; the editor shows the published item again. */
async function discardDraft(context: Readonly<RouterContextProvider>, writes: ContentRowWrites & { itemPath(id: string): string }, id: string) {
  const result = await writeContent(context, async (tx, record) => {
    const dropped = await dropDraft(tx, writes.type, id);
    if (dropped) await record({ action: `${writes.type}.discard_draft`, target: { type: writes.type, id } });
    return dropped;
  });
  if (!result.committed) return refuseRequest("admin.write.failed", 500);
  return redirectWithFlash(writes.itemPath(id), { message: result.value ? "admin.draft.discarded" : "admin.draft.none" });
}
