import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "react-router";
import QRCode from "qrcode";
import { and, eq } from "drizzle-orm";
import { passkey, twoFactor, user } from "../../db/schema/auth.ts";
import type { Locale, MessageKey, Translate } from "../../lib/i18n/index.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import { adminEn } from "../../lib/i18n/en/admin.ts";
import { minutesUntil } from "../../platform/auth-throttle.server.ts";
import { passwordReasonsIn } from "../../platform/password-policy.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { insertAudit } from "../../platform/audit.server.ts";
import { enqueueMail } from "../../platform/outbox.server.ts";
import { passkeyRemovedEmail, twoFactorTurnedOffEmail } from "./emails.server.ts";
import { accountLocale } from "./queries.server.ts";

/**
 * Calling better-auth's endpoints from route actions: the request's headers
 * (cookies, client IP) go along, Set-Cookie headers come back onto our
 * response, and an error becomes the message to show.
 */
export interface AuthCallResult<T> {
  ok: boolean;
  status: number;
  body: T;
  setCookies: string[];
  /** better-auth's message, or the fallback. */
  message: string;
  code?: string | undefined;
  reasons?: string[] | undefined;
  retryAt?: string | undefined;
}

export async function readAuthResponse<T = Record<string, unknown>>(response: Response, fallback: string): Promise<AuthCallResult<T>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  const record = (body ?? {}) as Record<string, unknown>;
  return {
    ok: response.ok,
    status: response.status,
    body: body as T,
    setCookies: response.headers.getSetCookie(),
    message: typeof record.message === "string" && record.message ? record.message : fallback,
    code: typeof record.code === "string" ? record.code : undefined,
    reasons: Array.isArray(record.reasons) ? (record.reasons as string[]) : undefined,
    retryAt: typeof record.retryAt === "string" ? record.retryAt : undefined,
  };
}

/** better-auth's and our sign-in guard's error codes, in the admin's words. */
const AUTH_MESSAGES: Record<string, AdminMessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: "auth.invalidCredentials",
  INVALID_PASSWORD: "auth.invalidPassword",
  USER_ALREADY_EXISTS: "auth.userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "auth.userExists",
  // The passkey plugin's, and ours for an authenticator that did not verify its holder.
  CHALLENGE_NOT_FOUND: "auth.passkeyExpired",
  PASSKEY_NOT_FOUND: "auth.passkeyUnknown",
  AUTHENTICATION_FAILED: "auth.passkeyFailed",
  FAILED_TO_VERIFY_REGISTRATION: "auth.passkeyFailed",
  PASSKEY_USER_NOT_VERIFIED: "auth.passkeyNotVerified",
  // The e-mailed code's (our throttle's TOO_MANY_ATTEMPTS carries a retry time and is worded above).
  INVALID_OTP: "auth.codeInvalid",
  OTP_EXPIRED: "auth.codeExpired",
  TOO_MANY_ATTEMPTS: "auth.codeTooManyTries",
};

/**
 * The message of a refused auth call in the reader's language: a known code
 * from the catalogue (with when to come back for a lock), else better-auth's
 * own words (English), else the caller's fallback.
 */
export function authMessage(result: Pick<AuthCallResult<unknown>, "code" | "message" | "retryAt" | "reasons">, t: Translate<MessageKey>): string {
  if (result.code === "WEAK_PASSWORD" && result.reasons) {
    return t("auth.weakPassword", { reasons: passwordReasonsIn(result.reasons, t.locale).join(" ") });
  }
  if (result.code === "TOO_MANY_ATTEMPTS" && result.retryAt) {
    const when = t.count(minutesUntil(new Date(result.retryAt)), { one: "form.retryInMinutesOne", other: "form.retryInMinutes" });
    return t("auth.tooManyAttempts", { when });
  }
  const key = result.code ? AUTH_MESSAGES[result.code] : undefined;
  return key ? t(key) : result.message;
}

/**
 * A refused sign-in's reason as the activity log keeps it — better-auth's error message, in
 * English — in the reader's words when it is one the admin's catalogue knows; else undefined.
 */
export function signInReasonWords(reason: unknown, t: Translate<MessageKey>): string | undefined {
  if (typeof reason !== "string") return undefined;
  const key = AUTH_MESSAGES[reason] ?? Object.values(AUTH_MESSAGES).find((candidate) => (adminEn as Record<string, string>)[candidate] === reason);
  return key ? t(key) : undefined;
}

/** Turns a thrown APIError (or anything) into a result, for calls that throw instead of answering. */
export async function callAuth<T = Record<string, unknown>>(call: () => Promise<Response>, fallback: string): Promise<AuthCallResult<T>> {
  try {
    return await readAuthResponse<T>(await call(), fallback);
  } catch (error) {
    const record = error as { statusCode?: number; body?: Record<string, unknown>; message?: string };
    const body = record.body ?? {};
    return {
      ok: false,
      status: record.statusCode ?? 500,
      body: body as T,
      setCookies: [],
      message: typeof body.message === "string" ? body.message : record.message || fallback,
      code: typeof body.code === "string" ? body.code : undefined,
      reasons: Array.isArray(body.reasons) ? (body.reasons as string[]) : undefined,
      retryAt: typeof body.retryAt === "string" ? body.retryAt : undefined,
    };
  }
}

export function withCookies(setCookies: string[], init: ResponseInit = {}): ResponseInit {
  const headers = new Headers(init.headers);
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return { ...init, headers };
}

export function redirectWithCookies(to: string, setCookies: string[]) {
  return redirect(to, withCookies(setCookies));
}

type ReplyOptions = { resetForm?: boolean } | { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };

/**
 * A parsed form whose passwords never travel back to the page: `refuseForm`
 * and `acceptForm` answer with what was typed (so the form comes back
 * filled), except the fields named here.
 */
export function withoutSecrets<Submission extends { reply(options?: ReplyOptions): SubmissionResult<string[]> }>(submission: Submission, secrets: readonly string[]) {
  return {
    reply(options: ReplyOptions = {}): SubmissionResult<string[]> {
      if ("resetForm" in options) return options.resetForm ? submission.reply(options) : submission.reply({ hideFields: [...secrets] });
      return submission.reply({ ...options, hideFields: [...secrets] });
    },
  };
}

/** The otpauth:// URI as an SVG QR code, inlined as a data URL (no request, allowed by the CSP's img-src data:). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The base32 secret of an otpauth:// URI, to type in by hand. */
export function totpSecret(uri: string): string {
  return new URL(uri).searchParams.get("secret") ?? "";
}

/** Saves the admin's language (My account): their screens, and every e-mail to them, are in it from the next request. */
export async function saveAdminLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
}

/**
 * Another admin turns off a lost authenticator: the account's two-factor
 * secret and backup codes go, the audit log records who did it, and the
 * account's owner is e-mailed (in their language), all in one transaction.
 * False when two-factor was not on (nothing changes).
 */
export async function turnOffTwoFactorFor(
  db: Database,
  target: { id: string; email: string },
  by: { id: string; email: string },
  options: { publicUrl: string; ip: string | null; teamName: string },
): Promise<boolean> {
  const { teamName } = options;
  const locale = await accountLocale(db, target.email);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, target.id));
    if (!account?.on) return false;
    await tx.delete(twoFactor).where(eq(twoFactor.userId, target.id));
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, target.id));
    await insertAudit(tx, { action: "user.two_factor_turned_off", actor: by, target: { type: "user", id: target.id }, ip: options.ip });
    const mail = twoFactorTurnedOffEmail(target.email, by.email, `${options.publicUrl}/admin/account`, teamName, locale);
    await enqueueMail(tx, { kind: "two_factor_turned_off", ...mail });
    return true;
  });
}

/**
 * Another admin removes a passkey its owner lost (a stolen phone): the
 * passkey goes, the audit log records who did it, and the owner is e-mailed
 * in their language, all in one transaction. False when the passkey is not
 * (or no longer) theirs.
 */
export async function removePasskeyOf(
  db: Database,
  target: { id: string; email: string },
  passkeyId: string,
  by: { id: string; email: string },
  options: { publicUrl: string; ip: string | null; teamName: string },
): Promise<boolean> {
  const locale = await accountLocale(db, target.email);
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkey)
      .where(and(eq(passkey.id, passkeyId), eq(passkey.userId, target.id)))
      .returning({ name: passkey.name });
    if (!removed) return false;
    await insertAudit(tx, { action: "user.passkey_removed", actor: by, target: { type: "user", id: target.id }, ip: options.ip, details: { name: removed.name } });
    const mail = passkeyRemovedEmail(target.email, by.email, removed.name ?? "", `${options.publicUrl}/admin/account`, options.teamName, locale);
    await enqueueMail(tx, { kind: "passkey_removed", ...mail });
    return true;
  });
}
