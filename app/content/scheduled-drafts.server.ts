import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Logger } from "pino";
import { RouterContextProvider } from "react-router";
import { user } from "../db/schema/auth.ts";
import { contentDrafts } from "../db/schema/drafts.ts";
import { adminContext, type AdminSession } from "../features/accounts/queries.server.ts";
import { writeContent } from "../features/admin/mutations.server.ts";
import { DRAFT_IMAGE_ALTS, draftImageAlts } from "../features/admin/queries.server.ts";
import { saveImageAlts } from "../features/media/mutations.server.ts";
import { localeContext, requestContext, servicesContext, type RequestInfo } from "../platform/context.ts";
import type { Database } from "../platform/db.server.ts";
import type { Services } from "../platform/services.server.ts";
import { versionedType } from "./registry.server.ts";

/**
 * Scheduled drafts of live items (the editor's Schedule): when its time has
 * come, a draft becomes the item. Each goes through the type's own update —
 * the one a version restore uses, checked as a save is — with its images'
 * texts, its audit record in the name of the admin who scheduled it and the
 * content-version bump, in one transaction. The draft is claimed with
 * FOR UPDATE SKIP LOCKED inside it, so two processes never publish one
 * twice. A draft the checks now refuse (its address taken meanwhile, the
 * item in the trash, its admin gone) stays, unscheduled, for the team to
 * see in the editor, and the log says why.
 */
export type ScheduledDraftOutcome = "published" | "unscheduled" | "gone";

/** How often a process looks for drafts whose time has come: a scheduled draft is public within this of its time. */
export const SCHEDULED_DRAFTS_POLL_MS = 20_000;

export async function publishDueDrafts(services: Services, log: Logger, now = new Date()): Promise<Record<ScheduledDraftOutcome, number>> {
  const due = await services.db
    .select({ type: contentDrafts.type, id: contentDrafts.item_id, by: contentDrafts.saved_by })
    .from(contentDrafts)
    .where(and(isNotNull(contentDrafts.publish_at), lte(contentDrafts.publish_at, now)))
    .orderBy(asc(contentDrafts.publish_at));
  const counts: Record<ScheduledDraftOutcome, number> = { published: 0, unscheduled: 0, gone: 0 };
  for (const draft of due) {
    const outcome = await publishDraft(services, log, draft, now);
    counts[outcome] += 1;
  }
  return counts;
}

async function publishDraft(services: Services, log: Logger, draft: { type: string; id: string; by: string | null }, now: Date): Promise<ScheduledDraftOutcome> {
  const { db } = services;
  const entry = versionedType(draft.type);
  const scheduler = draft.by ? await adminByEmail(db, draft.by) : null;
  if (!entry || !scheduler) {
    log.warn({ type: draft.type, id: draft.id, by: draft.by }, entry ? "scheduled draft left unpublished: the admin who scheduled it is gone" : "scheduled draft of a type without versions left unpublished");
    await unschedule(db, draft.type, draft.id);
    return "unscheduled";
  }
  const context = jobContext(services, log, scheduler);
  const result = await writeContent(context, async (tx, record): Promise<ScheduledDraftOutcome> => {
    const [claimed] = await tx
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.type, draft.type), eq(contentDrafts.item_id, draft.id), lte(contentDrafts.publish_at, now)))
      .for("update", { skipLocked: true });
    // Another process has it, or it was published, discarded or rescheduled since the list was read.
    if (!claimed) return "gone";
    const current = await entry.current(tx, draft.id);
    if (!current || current.inTrash) {
      log.warn({ type: draft.type, id: draft.id }, "scheduled draft left unpublished: its item is in the trash or gone");
      await unschedule(tx, draft.type, draft.id);
      return "unscheduled";
    }
    const { [DRAFT_IMAGE_ALTS]: _alts, ...changes } = claimed.values;
    const parsed = entry.toInput({ ...current.values, ...changes });
    const written = parsed.ok ? await entry.update(context, tx, draft.id, parsed.input) : null;
    if (!written?.ok) {
      log.warn({ type: draft.type, id: draft.id, refused: parsed.ok ? written && "reason" in written ? written.reason : null : parsed.fields }, "scheduled draft left unpublished: the item's checks refuse it now");
      await unschedule(tx, draft.type, draft.id);
      return "unscheduled";
    }
    await saveImageAlts(tx, new Map(Object.entries(draftImageAlts(claimed.values))));
    await tx.delete(contentDrafts).where(and(eq(contentDrafts.type, draft.type), eq(contentDrafts.item_id, draft.id)));
    await record({
      action: `${draft.type}.publish_draft`,
      target: { type: draft.type, id: draft.id },
      before: written.before,
      after: written.after,
      details: { scheduled_for: claimed.publish_at?.toISOString() ?? null },
    });
    return "published";
  });
  if (!result.committed) return "gone";
  if (result.value === "published") log.info({ type: draft.type, id: draft.id }, "scheduled draft published");
  return result.value;
}

/** A draft stays, waiting for Save again, when it cannot be published at its time. */
async function unschedule(db: Database, type: string, id: string): Promise<void> {
  await db.update(contentDrafts).set({ publish_at: null }).where(and(eq(contentDrafts.type, type), eq(contentDrafts.item_id, id)));
}

async function adminByEmail(db: Database, email: string): Promise<AdminSession["user"] | null> {
  const [row] = await db.select({ id: user.id, email: user.email, name: user.name, role: user.role, twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.email, email));
  return row ? { ...row, twoFactorEnabled: row.twoFactorEnabled ?? false, locale: null } : null;
}

/** What the content kit reads of a request, for a write no request made: the admin it is done for, no address. */
function jobContext(services: Services, log: Logger, admin: AdminSession["user"]): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { id: "scheduled-drafts", clientIp: "", nonce: "", log } satisfies RequestInfo);
  context.set(adminContext, { user: admin, session: { id: "", token: "", expiresAt: new Date(0) } });
  context.set(localeContext, "en");
  return context;
}

/** Looks every SCHEDULED_DRAFTS_POLL_MS; a failing round is logged and the next one runs. */
export function startScheduledDrafts(services: Services, log: Logger, everyMs = SCHEDULED_DRAFTS_POLL_MS): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const round = async () => {
    try {
      await publishDueDrafts(services, log);
    } catch (error) {
      log.error({ err: error }, "scheduled drafts: a round failed");
    }
    if (!stopped) timer = setTimeout(() => void round(), everyMs).unref();
  };
  timer = setTimeout(() => void round(), everyMs).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
