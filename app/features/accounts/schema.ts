import { z } from "zod";
import { adminMsg, msg } from "../admin/schema.ts";

/** Inviting an admin: a name and the address the invitation goes to (its link lets them choose a password). */
export const inviteSchema = z.object({
  name: z.string(msg("form.nameRequired")).trim().min(1, msg("form.nameRequired")).max(120, msg("form.nameTooLong")),
  email: z.string(msg("form.emailRequired")).trim().toLowerCase().pipe(z.email(msg("form.emailInvalid")).max(254, msg("form.emailInvalid"))),
});
export type InviteInput = z.infer<typeof inviteSchema>;

const adminName = z.string(msg("form.nameRequired")).trim().min(1, msg("form.nameRequired")).max(120, msg("form.nameTooLong"));

/** The forms of an admin's page (Admin users › Manage), one schema per intent. */
export const userForms = {
  update: z.object({ intent: z.literal("update"), name: adminName }),
  ban: z.object({ intent: z.literal("ban"), banReason: z.string().trim().max(200, msg("admin.field.tooLong")).optional() }),
  unban: z.object({ intent: z.literal("unban") }),
  revoke: z.object({ intent: z.literal("revoke") }),
  delete: z.object({ intent: z.literal("delete"), confirm: z.literal("DELETE", adminMsg("users.deleteMismatch")) }),
} as const;
export type UserFormIntent = keyof typeof userForms;

export function isUserFormIntent(value: string): value is UserFormIntent {
  return Object.hasOwn(userForms, value);
}
