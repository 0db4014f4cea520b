import { z } from "zod";
import { msg } from "../admin/schema.ts";

/** Inviting an admin: a name and the address the invitation goes to (its link lets them choose a password). */
export const inviteSchema = z.object({
  name: z.string(msg("form.nameRequired")).trim().min(1, msg("form.nameRequired")).max(120, msg("form.nameTooLong")),
  email: z.string(msg("form.emailRequired")).trim().toLowerCase().pipe(z.email(msg("form.emailInvalid")).max(254, msg("form.emailInvalid"))),
});
export type InviteInput = z.infer<typeof inviteSchema>;
