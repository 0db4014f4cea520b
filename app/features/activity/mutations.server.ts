import type { RouterContextProvider } from "react-router";
import { recordAudit } from "../../platform/audit.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";
import { bumpContentVersion } from "../../platform/content-version.server.ts";
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

/**
 * What every admin content write does once it has committed: the public
 * render caches of every process drop their pages (the next request is fresh)
 * and the audit log records who changed what, before and after.
 */
export async function recordContentChange(context: Readonly<RouterContextProvider>, change: ContentChange): Promise<void> {
  const { db, log } = context.get(servicesContext);
  const request = context.get(requestContext);
  const { user } = currentAdmin(context);
  await bumpContentVersion(db);
  await recordAudit(db, log, {
    action: change.action,
    actor: { id: user.id, email: user.email },
    target: change.target,
    ip: request.clientIp,
    details: { ...(change.details ? (toJson(change.details) as Record<string, unknown>) : {}), before: toJson(change.before ?? null), after: toJson(change.after ?? null) },
  });
}

/** Dates as ISO strings, everything else as JSON has it: the audit row stores plain JSON. */
function toJson(value: unknown): unknown {
  return value === null ? null : JSON.parse(JSON.stringify(value));
}
