import type { RouterContextProvider } from "react-router";
import { insertAudit, type AuditRow } from "../../platform/audit.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";
import { bumpContentVersion } from "../../platform/content-version.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { currentAdmin } from "../accounts/queries.server.ts";

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
          ip: request.clientIp,
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
