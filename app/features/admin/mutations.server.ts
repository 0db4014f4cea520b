import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { translator } from "../../lib/i18n/all.server.ts";
import type { ListActionResult } from "./components/publish-toggle.tsx";
import { recordContentChange } from "../activity/mutations.server.ts";

/** What a row of an admin list can ask: to the trash, publish, unpublish. */
export const rowIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("publish"), id: z.uuid() }),
  z.object({ intent: z.literal("unpublish"), id: z.uuid() }),
]);

export interface ListRowWrites {
  /** The audit's target type and action prefix: "car" records car.trash, car.publish… */
  type: string;
  /** Moves the row to the trash: its name and the row as it was, or null when it is not there. */
  trash(id: string): Promise<{ name: string; before: unknown } | null>;
  /** Publishes or hides the row: before/after and the sentence the list shows, or null when it is gone. */
  setPublished(id: string, published: boolean): Promise<{ before: unknown; after: unknown; message: string } | null>;
}

/**
 * The action behind the row buttons of an admin list (cars, news, events,
 * merchandise): one way to parse, write, audit and answer, so every list
 * refuses a bad post and reports a vanished row the same way.
 */
export async function handleListRowAction(request: Request, context: Readonly<RouterContextProvider>, writes: ListRowWrites) {
  const t = translator();
  const failed = (status: number) => data<ListActionResult>({ ok: false, message: t("adminContent.actionFailed") }, { status });
  const parsed = rowIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return failed(400);
  const { intent, id } = parsed.data;
  const target = { type: writes.type, id };
  if (intent === "delete") {
    const trashed = await writes.trash(id);
    if (!trashed) return failed(404);
    await recordContentChange(context, { action: `${writes.type}.trash`, target, before: trashed.before, after: null });
    return data<ListActionResult>({ ok: true, message: t("admin.delete.done", { name: trashed.name }), trashed: true });
  }
  const changed = await writes.setPublished(id, intent === "publish");
  if (!changed) return failed(404);
  await recordContentChange(context, { action: `${writes.type}.${intent}`, target, before: changed.before, after: changed.after });
  return data<ListActionResult>({ ok: true, message: changed.message });
}
