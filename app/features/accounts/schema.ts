import { z } from "zod";
import { LOCALES } from "../../lib/i18n/core.ts";
import { adminMsg, msg } from "../../lib/schema-messages.ts";

/** Inviting an admin: a name and the address the invitation goes to (its link lets them choose a password). */
export const inviteSchema = z.object({
  name: z.string(msg("form.nameRequired")).trim().min(1, msg("form.nameRequired")).max(120, msg("form.nameTooLong")),
  email: z.string(msg("form.emailRequired")).trim().toLowerCase().pipe(z.email(msg("form.emailInvalid")).max(254, msg("form.emailInvalid"))),
});
export type InviteInput = z.infer<typeof inviteSchema>;

const adminName = z.string(msg("form.nameRequired")).trim().min(1, msg("form.nameRequired")).max(120, msg("form.nameTooLong"));

/** The forms of an admin's page (Admin users › Manage), one schema per intent. */
/** The word typed to delete an account: the admin's language's (the form asks for it), either one accepted. */
export const DELETE_WORDS = ["DELETE", "SUPPRIMER"] as const;

export const userForms = {
  update: z.object({ intent: z.literal("update"), name: adminName }),
  ban: z.object({ intent: z.literal("ban"), banReason: z.string().trim().max(200, msg("admin.field.tooLong")).optional() }),
  unban: z.object({ intent: z.literal("unban") }),
  revoke: z.object({ intent: z.literal("revoke") }),
  twoFactorOff: z.object({ intent: z.literal("twoFactorOff") }),
  removePasskey: z.object({ intent: z.literal("removePasskey"), passkeyId: z.string().min(1) }),
  sendReset: z.object({ intent: z.literal("sendReset") }),
  delete: z.object({ intent: z.literal("delete"), confirm: z.enum(DELETE_WORDS, adminMsg("users.deleteMismatch")) }),
} as const;
export type UserFormIntent = keyof typeof userForms;

export function isUserFormIntent(value: string): value is UserFormIntent {
  return Object.hasOwn(userForms, value);
}

const password = z.string(adminMsg("account.field.passwordRequired")).min(1, adminMsg("account.field.passwordRequired"));

const passkeyName = z.string(adminMsg("account.field.passkeyName")).trim().min(1, adminMsg("account.field.passkeyName")).max(60, adminMsg("account.field.passkeyName"));

/** The forms of My account, one schema per form; a form with several buttons takes each of their intents. */
export const accountForms = {
  "revoke-session": z.object({ intent: z.literal("revoke-session"), sessionId: z.string().min(1) }),
  "sign-out": z.object({ intent: z.enum(["sign-out-this", "sign-out-others", "sign-out-all"]) }),
  "change-password": z.object({
    intent: z.literal("change-password"),
    currentPassword: password,
    newPassword: z.string(adminMsg("account.field.newPasswordLength")).min(12, adminMsg("account.field.newPasswordLength")).max(128, adminMsg("account.field.newPasswordLength")),
  }),
  "change-email": z.object({
    intent: z.literal("change-email"),
    newEmail: z.string(msg("form.emailRequired")).trim().toLowerCase().pipe(z.email(msg("form.emailInvalid")).max(254, msg("form.emailInvalid"))),
  }),
  "enable-2fa": z.object({ intent: z.literal("enable-2fa"), password }),
  "two-factor-on": z.object({ intent: z.enum(["backup-codes", "disable-2fa"]), password }),
  "confirm-2fa": z.object({ intent: z.literal("confirm-2fa"), code: z.string(adminMsg("account.field.codeRequired")).transform((code) => code.replace(/\s+/g, "")).pipe(z.string().min(1, adminMsg("account.field.codeRequired"))) }),
  "api-token": z.object({ intent: z.literal("api-token") }),
  // Adding a passkey: the password first (the server then makes the ceremony's options), then the authenticator's answer.
  "passkey-options": z.object({ intent: z.literal("passkey-options"), name: passkeyName, password }),
  "add-passkey": z.object({ intent: z.literal("add-passkey"), name: passkeyName, response: z.string().min(1) }),
  "rename-passkey": z.object({ intent: z.literal("rename-passkey"), passkeyId: z.string().min(1), name: passkeyName }),
  "remove-passkey": z.object({ intent: z.literal("remove-passkey"), passkeyId: z.string().min(1), password }),
  language: z.object({ intent: z.literal("language"), locale: z.enum(LOCALES, adminMsg("account.field.languageRequired")) }),
} as const;

/** Which of `accountForms` a posted intent belongs to. */
export function accountFormOf(intent: string): keyof typeof accountForms | null {
  if (intent === "sign-out-this" || intent === "sign-out-others" || intent === "sign-out-all") return "sign-out";
  if (intent === "backup-codes" || intent === "disable-2fa") return "two-factor-on";
  return Object.hasOwn(accountForms, intent) ? (intent as keyof typeof accountForms) : null;
}

/**
 * The sign-in screens, checked in the browser and again by their actions.
 * An empty e-mail or password gets the authentication layer's own words (§5).
 */
const signInMissing = adminMsg("login.missing");
export const loginSchema = z.object({
  email: z.string(signInMissing).trim().min(1, signInMissing),
  password: z.string(signInMissing).min(1, signInMissing),
  redirectTo: z.string().optional(),
});

/** The second step of a sign-in: a code from the app (spaces allowed) or a backup code. */
export const twoFactorSchema = z.object({
  code: z
    .string(adminMsg("twoFactor.codeRequired"))
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().min(1, adminMsg("twoFactor.codeRequired"))),
  method: z.enum(["totp", "backup"]).default("totp"),
  redirectTo: z.string().optional(),
});

/** Signing in with an e-mailed code: asking for one, then using it (the e-mail's link fills both fields in). */
const signInEmail = z.string(msg("form.emailRequired")).trim().toLowerCase().pipe(z.email(msg("form.emailInvalid")).max(254, msg("form.emailInvalid")));
export const signInCodeForms = {
  send: z.object({ intent: z.literal("send"), email: signInEmail, redirectTo: z.string().optional() }),
  verify: z.object({
    intent: z.literal("verify"),
    email: signInEmail,
    code: z.string(adminMsg("code.field.required")).transform((code) => code.replace(/\s+/g, "")).pipe(z.string().min(1, adminMsg("code.field.required"))),
    redirectTo: z.string().optional(),
  }),
} as const;

/** Asking for a reset link: the answer never says whether the address has an account. */
export const forgotPasswordSchema = z.object({
  email: z.string(msg("form.emailRequired")).trim().toLowerCase().pipe(z.email(msg("form.emailInvalid")).max(254, msg("form.emailInvalid"))),
});

/** Choosing a password from an e-mailed link (a reset, or an invitation): the link's token, and the password twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string(adminMsg("reset.invalidLink")).min(1, adminMsg("reset.invalidLink")),
    password: z.string(adminMsg("account.field.newPasswordLength")).min(12, adminMsg("account.field.newPasswordLength")).max(128, adminMsg("account.field.newPasswordLength")),
    confirm: z.string(adminMsg("reset.mismatch")),
  })
  .refine((value) => value.password === value.confirm, { ...adminMsg("reset.mismatch"), path: ["confirm"] });
