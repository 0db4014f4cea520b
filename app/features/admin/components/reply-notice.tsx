import type { FormReply } from "../../../lib/form.ts";
import { fieldMessage } from "../../../lib/form.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { FormAlert } from "../../accounts/components/auth-card.tsx";

/**
 * The answer of a row action (a button posting hidden fields: Retry, Restore,
 * Unsubscribe…) at the top of its page: the success message, or the refusal —
 * the form's own message, else its first field's (no field is visible to hold it).
 */
export function ReplyNotice({ reply }: { reply: FormReply | null | undefined }) {
  const t = useAdminT();
  if (!reply) return null;
  if (reply.status === "success") return reply.message ? <FormAlert tone="success">{reply.message}</FormAlert> : null;
  const errors = reply.error ?? {};
  const first = errors[""] ?? Object.values(errors).find((messages) => messages && messages.length > 0) ?? undefined;
  const message = fieldMessage(first, (key) => t(key as AdminMessageKey));
  return message ? <FormAlert>{message}</FormAlert> : null;
}
