import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { z } from "zod";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { admin, emailOTP, jwt, twoFactor } from "better-auth/plugins";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { passkey } from "@better-auth/passkey";
import type { Logger } from "pino";
import * as authSchema from "../db/schema/auth.ts";
import { eq, lt } from "drizzle-orm";
import { usedTotpCodes } from "../db/schema/security.ts";
import { recordAudit } from "./audit.server.ts";
import {
  ACCOUNT_WIDE,
  clearAttempts,
  clearSignInAttempts,
  countAttempt,
  pruneAttempts,
  releaseAttempt,
  reserveAttempt,
  retryInWords,
  RULES,
  signInDelayMs,
  throttleKeys,
  type ThrottleRule,
} from "./auth-throttle.server.ts";
import type { BackgroundTasks } from "./background.server.ts";
import type { Database } from "./db.server.ts";
import type { MailMessage, Mailer } from "./mail.server.ts";
import { enqueueMail } from "./outbox.server.ts";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordReasonsIn, type PasswordReason } from "./password-policy.server.ts";
import {
  domainAllowed,
  SSO_PROVIDER_ID,
  SSO_REFUSALS,
  ssoNeedsSiteTotp,
  ssoPlugin,
  ssoProfileOfRequest,
  verifiedClaimsOf,
  type SsoOptions,
} from "./sso.server.ts";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The header through which our server hands better-auth the client address it
 * determined itself (socket, or the proxy header only under TRUST_PROXY). The
 * server strips any copy a client sends, so it cannot be forged.
 */
export const CLIENT_IP_HEADER = "x-ecurie-client-ip";

/** Where invitation links lead: the reset-password flow, worded as an invitation. */
export const INVITE_CALLBACK_PATH = "/admin/accept-invite";
export const RESET_CALLBACK_PATH = "/admin/reset-password";
/** The screen of a sign-in by e-mailed code; the e-mail's link opens it with the code filled in. */
export const SIGN_IN_CODE_PATH = "/admin/login/code";
/** An e-mailed sign-in code works once, for this long, and for this many tries. */
export const SIGN_IN_CODE_SECONDS = 10 * 60;
const SIGN_IN_CODE_TRIES = 3;

/** The cookie (better-auth's prefix added) that points to a passkey ceremony's challenge between its options and its answer. */
export const PASSKEY_CHALLENGE_COOKIE = "passkey_challenge";

export const SESSION_IDLE_SECONDS = 60 * 60 * 24;
export const API_TOKEN_LIFETIME = "15m";

/** The account e-mails better-auth sends, written by the mail feature and handed in at start-up. */
export interface AuthEmails {
  passwordReset(to: string, url: string): Promise<MailMessage>;
  invitation(to: string, url: string): Promise<MailMessage>;
  changeEmail(to: string, newEmail: string, url: string): Promise<MailMessage>;
  verifyEmail(to: string, url: string): Promise<MailMessage>;
  /** A sign-in code, and the link that opens the sign-in screen with it filled in. */
  signInCode(to: string, code: string, url: string): Promise<MailMessage>;
}

export interface AuthOptions {
  db: Database;
  baseURL: string;
  secret: string;
  mailer: Mailer;
  log: Logger;
  emails: AuthEmails;
  /** Where a visitor's reset request is carried out once it has been answered (background.server.ts). */
  background: BackgroundTasks;
  /** Single sign-on through an OpenID provider; absent, there is none. */
  sso?: SsoOptions | undefined;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function clientIpOf(ctx: HookContext): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

function tooManyAttempts(retryAt: Date): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: `Too many attempts. Try again ${retryInWords(retryAt)}.`, code: "TOO_MANY_ATTEMPTS", retryAt: retryAt.toISOString() },
    { "Retry-After": String(Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000))) },
  );
}

/** English in the API's message; `reasons` are codes the admin's screens word in the admin's language (authMessage). */
function weakPassword(reasons: PasswordReason[]): APIError {
  return new APIError("BAD_REQUEST", { message: `This password is too weak: ${passwordReasonsIn(reasons, "en").join(" ")}`, code: "WEAK_PASSWORD", reasons });
}

/** Endpoints whose body sets a password, and the body field that holds it. */
const PASSWORD_FIELDS: Record<string, string> = {
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

/** Audit action names of the endpoints whose success is worth a record. */
const AUDITED: Record<string, string> = {
  "/change-password": "auth.password_changed",
  "/reset-password": "auth.password_reset",
  "/request-password-reset": "auth.password_reset_requested",
  "/email-otp/send-verification-otp": "auth.sign_in_code_requested",
  "/change-email": "auth.email_change_requested",
  "/two-factor/enable": "auth.two_factor_enrolment_started",
  "/two-factor/verify-totp": "auth.two_factor_verified",
  "/two-factor/verify-backup-code": "auth.two_factor_backup_code_used",
  "/two-factor/disable": "auth.two_factor_disabled",
  "/two-factor/generate-backup-codes": "auth.backup_codes_regenerated",
  "/revoke-session": "auth.session_revoked",
  "/revoke-sessions": "auth.all_sessions_revoked",
  "/revoke-other-sessions": "auth.other_sessions_revoked",
  "/admin/create-user": "user.created",
  "/admin/update-user": "user.updated",
  "/admin/set-user-password": "user.password_set",
  "/admin/ban-user": "user.banned",
  "/admin/unban-user": "user.unbanned",
  "/admin/remove-user": "user.deleted",
  "/admin/revoke-user-sessions": "user.sessions_revoked",
  "/admin/revoke-user-session": "user.session_revoked",
  "/token": "auth.api_token_issued",
  "/passkey/verify-registration": "auth.passkey_added",
  "/passkey/update-passkey": "auth.passkey_renamed",
  "/passkey/delete-passkey": "auth.passkey_removed",
};

/**
 * The e-mailed code's endpoints: a sign-in code is asked and used through
 * /admin/login/code only (auth.api calls). Its other uses (verifying an
 * address, resetting a password, changing an address by code) are not
 * offered: the links of e-mails do that, with the rules of their own screens.
 */
const EMAIL_CODE_PATHS = [
  "/email-otp/send-verification-otp",
  "/email-otp/check-verification-otp",
  "/email-otp/verify-email",
  "/sign-in/email-otp",
  "/email-otp/request-password-reset",
  "/forget-password/email-otp",
  "/email-otp/reset-password",
  "/email-otp/request-email-change",
  "/email-otp/change-email",
];

/** Sign-in paths whose first factor leaves two-factor to be asked (the password's is asked by its plugin). */
const FIRST_FACTORS: Record<string, string> = { "/sign-in/email-otp": "email-code" };

/** better-auth's path of a provider's return (the provider's id is its parameter). */
const SSO_CALLBACK = "/callback/:id";

/**
 * The social sign-in endpoints, started only from /admin/login/sso (an
 * auth.api call): over HTTP, "/sign-in/social" would take an id token posted
 * by anyone (no state, no PKCE), and "/link-social" would tie another
 * provider identity to a signed-in admin. The provider's tokens stay with
 * the server.
 */
const SOCIAL_PATHS = ["/sign-in/social", "/link-social", "/get-access-token", "/refresh-token", "/account-info"];

/**
 * The passkey endpoints are reached only through the admin's own routes
 * (auth.api calls, which the router's list does not stop): there the
 * password is asked before a passkey is added or removed, and sign-ins are
 * throttled like the password's. Over HTTP they do not exist.
 */
const PASSKEY_PATHS = [
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
  "/passkey/generate-authenticate-options",
  "/passkey/verify-authentication",
  "/passkey/list-user-passkeys",
  "/passkey/delete-passkey",
  "/passkey/update-passkey",
];

/** Refused: an authenticator that did not check who holds it (PIN, fingerprint, face) is one factor, not two. */
function userNotVerified(): APIError {
  return new APIError("UNAUTHORIZED", { message: "This passkey did not verify you (no PIN or biometric).", code: "PASSKEY_USER_NOT_VERIFIED" });
}

/**
 * How a session being made was signed in, from the endpoint making it: the
 * password alone, or the password then a second factor. A session made again
 * from a signed-in one (a password change) keeps the method it had.
 */
export function signInMethodOf(path: string | undefined, previous: string | null, firstFactor = "password"): string | null {
  switch (path) {
    case "/sign-in/email":
      return "password";
    case "/sign-in/email-otp":
      return "email-code";
    case "/two-factor/verify-totp":
      return `${firstFactor}+totp`;
    case "/two-factor/verify-backup-code":
      return `${firstFactor}+backup-code`;
    case "/passkey/verify-authentication":
      return "passkey";
    case SSO_CALLBACK:
      return "sso";
    default:
      return previous;
  }
}

export function createAuth({ db, baseURL, secret, mailer, log, emails, background, sso }: AuthOptions) {
  const audit = (ctx: HookContext, action: string, extra: Parameters<typeof recordAudit>[2] extends infer E ? Partial<E> : never) =>
    recordAudit(db, log, { action, ip: clientIpOf(ctx), ...extra });

  // "Send me a reset link" (and "E-mail me a sign-in code") is answered before anything is looked up: the link is made and e-mailed
  // by the same request replayed in the background (marked with this process's own secret, which no
  // client can know), so the answer takes the same time for an admin's address and a stranger's.
  const replaySecret = crypto.randomBytes(32).toString("hex");
  const replayPasswordReset = (body: Record<string, unknown>, headers: Headers): Promise<unknown> =>
    instance.api.requestPasswordReset({ body: body as { email: string; redirectTo?: string }, headers });
  const replaySignInCode = (body: Record<string, unknown>, headers: Headers): Promise<unknown> =>
    instance.api.sendVerificationOTP({ body: body as { email: string; type: "sign-in" }, headers });

  const instance = betterAuth({
    appName: "Écurie Vitesse Admin",
    baseURL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [baseURL],
    disabledPaths: [...PASSKEY_PATHS, ...EMAIL_CODE_PATHS, ...SOCIAL_PATHS],
    // Where a provider's return that cannot be tied to a sign-in started here (no state) ends: the login screen says why.
    onAPIError: { errorURL: `${baseURL}/admin/login` },
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      // No public sign-up: admins come from the command line or an invitation.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 30,
      revokeSessionsOnPasswordReset: true,
      // The owner proved who they are: no client stays locked out of the account, nor is its sign-in slowed.
      async onPasswordReset({ user }) {
        await clearSignInAttempts(db, user.email.toLowerCase());
      },
      async sendResetPassword({ user, url }) {
        const callback = new URL(url).searchParams.get("callbackURL") ?? "";
        await mailer.send(callback.includes(INVITE_CALLBACK_PATH) ? await emails.invitation(user.email, url) : await emails.passwordReset(user.email, url));
      },
    },
    emailVerification: {
      async sendVerificationEmail({ user, url }) {
        await mailer.send(await emails.verifyEmail(user.email, url));
      },
    },
    user: {
      // The admin's language (My account): ours to set, read with the session.
      additionalFields: { locale: { type: "string", required: false, input: false } },
      // Single sign-on lets in an admin whose address the provider verified, in an allowed domain, and the
      // address of the admin it signs in: an account once tied to the provider follows it no further.
      async validateUserInfo({ user, source }, ctx) {
        if (source.method !== "oauth" || source.oauth?.providerId !== SSO_PROVIDER_ID || !sso) return;
        const email = String(user.email ?? "").toLowerCase();
        if (!user.emailVerified) return { error: SSO_REFUSALS.emailNotVerified };
        if (!domainAllowed(email, sso.allowedDomains)) return { error: SSO_REFUSALS.domainNotAllowed };
        const admin = typeof user.id === "string" ? await ctx.context.internalAdapter.findUserById(user.id) : null;
        if (admin && admin.email.toLowerCase() !== email) return { error: SSO_REFUSALS.emailMismatch };
      },
      changeEmail: {
        enabled: true,
        async sendChangeEmailConfirmation({ user, newEmail, url }) {
          await mailer.send(await emails.changeEmail(user.email, newEmail, url));
        },
      },
    },
    session: {
      // Rolling expiry: each use (at most once an hour) pushes the end a day further; a day idle ends it.
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 60 * 60,
      // No "fresh session" rule of the library's (it would hide My account's session list a day after
      // signing in): the admin's screens ask for the password before each sensitive change instead.
      freshAge: 0,
      // How it was signed in (My account's sessions say it): ours to set, at its creation.
      additionalFields: { signInMethod: { type: "string", required: false, input: false } },
    },
    databaseHooks: {
      session: {
        create: {
          async before(session, ctx) {
            const previous = (ctx?.context.session?.session as { signInMethod?: string | null } | undefined)?.signInMethod ?? null;
            const method = signInMethodOf(ctx?.path, previous, ctx && ctx.path.startsWith("/two-factor/verify-") ? await firstFactorOf(ctx) : undefined);
            return method ? { data: { ...session, signInMethod: method } } : undefined;
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      // Over HTTP only (auth.api calls are not counted here): the passkey, code and social paths are
      // reached through our routes, and limited in the before hook below.
      customRules: {
        // A flood guard only: per-account and per-address limits with clear messages are ours (auth-throttle).
        "/sign-in/email": { window: 60, max: 60 },
        "/request-password-reset": { window: 60, max: 10 },
        "/two-factor/*": { window: 60, max: 30 },
        // A provider's return: each one is a token exchange with the provider.
        "/callback/*": { window: 60, max: 30 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      admin({ defaultRole: "admin", adminRoles: ["admin"] }),
      twoFactor({
        issuer: "Écurie Vitesse Admin",
        // Codes must be confirmed once before two-factor is on.
        skipVerificationOnEnable: false,
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 600 },
      }),
      jwt({ jwt: { issuer: baseURL, audience: baseURL, expirationTime: API_TOKEN_LIFETIME } }),
      emailOTP({
        // A code signs in an admin who exists; nobody is created by one.
        disableSignUp: true,
        otpLength: 6,
        expiresIn: SIGN_IN_CODE_SECONDS,
        allowedAttempts: SIGN_IN_CODE_TRIES,
        storeOTP: "hashed",
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== "sign-in") return;
          const link = `${baseURL}${SIGN_IN_CODE_PATH}?${new URLSearchParams({ email, code: otp })}`;
          // Queued, not sent: a failing send is retried. (This runs in the request's background replay: see the before hook.)
          await enqueueMail(db, { kind: "sign_in_code", ...(await emails.signInCode(email, otp, link)) });
        },
      }),
      passkey({
        // The relying party is the site's public address: a passkey made for any other origin is refused.
        rpID: new URL(baseURL).hostname,
        rpName: "Écurie Vitesse Admin",
        origin: new URL(baseURL).origin,
        // Discoverable (the browser offers it without an e-mail typed) and verified (PIN or biometric):
        // a passkey sign-in stands for the password and the second factor together.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        advanced: { webAuthnChallengeCookie: PASSKEY_CHALLENGE_COOKIE },
        registration: {
          async afterVerification({ verification }) {
            if (!verification.registrationInfo?.userVerified) throw userNotVerified();
          },
        },
        authentication: {
          async afterVerification({ verification }) {
            if (!verification.authenticationInfo.userVerified) throw userNotVerified();
          },
        },
      }),
      ...(sso ? [ssoPlugin(sso)] : []),
      // After two-factor's own hook (the options' hooks run before every plugin's): a password
      // sign-in whose second factor is pending is answered { twoFactorRedirect } by then.
      {
        id: "ecurie-sign-in",
        hooks: {
          after: [
            {
              matcher: (ctx) => ctx.path === "/sign-in/email" || ctx.path === "/sign-in/email-otp",
              handler: createAuthMiddleware(async (ctx) => {
                const returned = ctx.context.returned;
                const failed = isAPIError(returned) || returned instanceof Error || (returned instanceof Response && !returned.ok);
                const ip = clientIpOf(ctx);
                const email = String(((ctx.body ?? {}) as Record<string, unknown>).email ?? "").trim().toLowerCase();
                if (failed) {
                  const refused = isAPIError(returned) && (returned as APIError).statusCode === 429;
                  if (!refused) await audit(ctx, "auth.sign_in_failed", { actor: { email }, details: { reason: (returned as Error).message } });
                  return;
                }
                // The password (or code) was right: this client's count on the account starts over; the account
                // and the address get their attempt back (an attack from elsewhere keeps its count).
                await clearAttempts(db, throttleKeys.signInAccountClient(email, ip));
                await releaseAttempt(db, throttleKeys.signInAccount(email));
                await releaseAttempt(db, throttleKeys.signInIp(ip));
                const byCode = ctx.path === "/sign-in/email-otp";
                // The e-mailed code is a first factor only: an account with two-factor on is asked for its code next.
                if (byCode && (await demandSecondFactor(ctx, FIRST_FACTORS[ctx.path]!))) {
                  await audit(ctx, "auth.sign_in_code_ok_two_factor_pending", { actor: { email } });
                  return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
                }
                const twoFactorPending = Boolean((returned as { twoFactorRedirect?: boolean } | undefined)?.twoFactorRedirect);
                // A pending second factor has no session yet (two-factor deleted the one made): the account is named by its address.
                await audit(ctx, twoFactorPending ? "auth.sign_in_password_ok_two_factor_pending" : "auth.sign_in", {
                  actor: twoFactorPending ? { email } : (ctx.context.newSession?.user ?? { email }),
                  ...(byCode ? { details: { method: "email-code" } } : {}),
                });
              }),
            },
          ],
        },
      },
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const ip = clientIpOf(ctx);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // PostgreSQL's text cannot hold U+0000: refused here, before any lookup or count would fail on it.
        if (holdsNul(body)) {
          throw new APIError("BAD_REQUEST", { message: "A value holds a character that is not allowed.", code: "INVALID_CHARACTER" });
        }

        if (ctx.path === "/sign-in/email" || ctx.path === "/sign-in/email-otp") {
          const email = String(body.email ?? "").trim().toLowerCase();
          // Not an address (missing, a number, garbage): refused as better-auth would, before any count.
          // Counting it would gather every malformed attempt under one key ("", "null"…) and slow it for nobody's good.
          if (typeof body.email !== "string" || !z.email().safeParse(email).success) {
            throw new APIError("BAD_REQUEST", { message: "Invalid email", code: "INVALID_EMAIL" });
          }
          await guard([
            [throttleKeys.signInAccountClient(email, ip), RULES.signInAccountClient],
            [throttleKeys.signInIp(ip), RULES.signInIp],
          ]);
          // Only attempts this client may make count for the whole account, so one client cannot slow it for all.
          const failures = await countAttempt(db, throttleKeys.signInAccount(email), ACCOUNT_WIDE.windowMs);
          const delayMs = signInDelayMs(failures);
          if (delayMs > 0) {
            log.warn({ source: "auth", failures, delayMs }, "sign-in slowed: many failures on one account");
            await new Promise((resolve) => setTimeout(resolve, delayMs));
          }
        }
        if (ctx.path === "/sign-in/email-otp") {
          // A code proves the mailbox, not a verified account: an address never confirmed is refused as a wrong code
          // (the library would otherwise take the password off such an account, see STACK-NOTES).
          const found = await ctx.context.internalAdapter.findUserByEmail(String(body.email ?? "").trim().toLowerCase());
          if (found && !found.user.emailVerified) throw new APIError("BAD_REQUEST", { message: "Invalid OTP", code: "INVALID_OTP" });
        }
        if (ctx.path === "/email-otp/send-verification-otp" && ctx.headers?.get(REPLAY_HEADER) !== replaySecret) {
          if (body.type !== "sign-in") throw new APIError("BAD_REQUEST", { message: "Invalid OTP type", code: "INVALID_OTP_TYPE" });
          const email = String(body.email ?? "").trim().toLowerCase();
          // The same budget as reset links: e-mails per address and per account from one client.
          await guard([
            [throttleKeys.recoveryAccountClient(email, ip), RULES.recoveryAccountClient],
            [throttleKeys.recoveryIp(ip), RULES.recoveryIp],
          ]);
          if (typeof body.email !== "string" || !z.email().safeParse(email).success) {
            throw new APIError("BAD_REQUEST", { message: "Invalid email", code: "INVALID_EMAIL" });
          }
          // Like a reset link: answered before anything is looked up, the code made and queued by the
          // same request replayed in the background, so an admin's address and a stranger's take the same time.
          const headers = new Headers(ctx.headers ?? undefined);
          headers.set(REPLAY_HEADER, replaySecret);
          background.later(() => replaySignInCode(body, headers), REPLAY_DELAY_MS);
          return ctx.json({ success: true });
        }
        if (ctx.path === "/request-password-reset" && ctx.headers?.get(REPLAY_HEADER) !== replaySecret) {
          const email = String(body.email ?? "").trim().toLowerCase();
          // No limit per account alone: the owner can always ask for a link from their own device.
          await guard([
            [throttleKeys.recoveryAccountClient(email, ip), RULES.recoveryAccountClient],
            [throttleKeys.recoveryIp(ip), RULES.recoveryIp],
          ]);
          // Not an address: refused at once, as the library would (it costs no lookup either way).
          if (typeof body.email !== "string" || !z.email().safeParse(email).success) {
            throw new APIError("BAD_REQUEST", { message: "Invalid email", code: "INVALID_EMAIL" });
          }
          // A signed-in admin sending an invitation waits for it, and is told if it could not be sent.
          const inviting = await getSessionFromCtx(ctx).catch(() => null);
          if (!inviting) {
            const headers = new Headers(ctx.headers ?? undefined);
            headers.set(REPLAY_HEADER, replaySecret);
            background.later(() => replayPasswordReset(body, headers), REPLAY_DELAY_MS);
            return ctx.json({ status: true, message: "If this email exists in our system, check your email for the reset link" });
          }
        }
        if (ctx.path.startsWith("/two-factor/verify-")) {
          await guard([[throttleKeys.twoFactorIp(ip), RULES.twoFactorIp]]);
        }
        if (ctx.path === "/passkey/verify-authentication") {
          // Counted with this address's password sign-ins: one budget of tries, whatever the way in.
          await guard([[throttleKeys.signInIp(ip), RULES.signInIp]]);
        }
        if (ctx.path === "/passkey/generate-authenticate-options" || ctx.path === "/sign-in/social") {
          // Each start of a sign-in stores a challenge (a passkey's, or single sign-on's state) before anyone is known.
          await guard([[throttleKeys.ceremonyIp(ip), RULES.ceremonyIp]]);
        }

        const passwordField = PASSWORD_FIELDS[ctx.path];
        const password = passwordField ? body[passwordField] : undefined;
        if (typeof password === "string") {
          const verdict = await checkPassword(password, [String(body.email ?? ""), String(body.name ?? "")]);
          if (!verdict.ok) throw weakPassword(verdict.reasons);
        }

        if (ctx.path === "/sign-out") {
          const session = await getSessionFromCtx(ctx).catch(() => null);
          if (session) await audit(ctx, "auth.sign_out", { actor: session.user });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = isAPIError(returned) || returned instanceof Error || (returned instanceof Response && !returned.ok);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const session = ctx.context.newSession ?? ctx.context.session ?? null;

        // Password and code sign-ins are recorded by the plugin after two-factor (ecurie-sign-in).
        if (ctx.path === "/sign-in/email" || ctx.path === "/sign-in/email-otp") return;

        if (ctx.path === "/two-factor/verify-totp" && !failed && session) {
          // A TOTP code is valid for a whole window: refuse its second use.
          const code = String(body.code ?? "");
          const codeHash = crypto.createHash("sha256").update(`${session.user.id}:${code}`).digest("hex");
          const inserted = await db
            .insert(usedTotpCodes)
            .values({ user_id: session.user.id, code_hash: codeHash })
            .onConflictDoNothing()
            .returning({ code_hash: usedTotpCodes.code_hash });
          // A code is valid for at most a few minutes: older records can go.
          await db.delete(usedTotpCodes).where(lt(usedTotpCodes.used_at, new Date(Date.now() - 10 * 60_000)));
          if (inserted.length === 0) {
            if (ctx.context.newSession) await ctx.context.internalAdapter.deleteSession(ctx.context.newSession.session.token);
            await audit(ctx, "auth.two_factor_code_reused", { actor: session.user });
            throw new APIError("UNAUTHORIZED", { message: "This code was already used. Wait for the next one.", code: "TOTP_CODE_REUSED" });
          }
        }

        if (ctx.path === "/passkey/verify-authentication") {
          if (failed) {
            const refused = isAPIError(returned) && (returned as APIError).statusCode === 429;
            if (!refused) await audit(ctx, "auth.sign_in_failed", { actor: null, details: { method: "passkey", reason: (returned as Error).message } });
            return;
          }
          await releaseAttempt(db, throttleKeys.signInIp(clientIpOf(ctx)));
          // A use is a session made (not an answer verified and then refused, e.g. for a banned admin).
          const credentialId = (body.response as { id?: unknown } | undefined)?.id;
          if (typeof credentialId === "string") await db.update(authSchema.passkey).set({ lastUsedAt: new Date() }).where(eq(authSchema.passkey.credentialID, credentialId));
          await audit(ctx, "auth.sign_in", { actor: ctx.context.newSession?.user ?? null, details: { method: "passkey" } });
          return;
        }

        if (ctx.path === SSO_CALLBACK && sso) {
          await afterSingleSignOn(ctx, sso);
          return;
        }

        if (ctx.path.startsWith("/two-factor/verify-") && failed) {
          await audit(ctx, "auth.two_factor_failed", { actor: session?.user ?? null, details: { path: ctx.path } });
          return;
        }

        const action = AUDITED[ctx.path];
        if (action && !failed) {
          const target = typeof body.userId === "string" ? { type: "user", id: body.userId } : null;
          const details: Record<string, unknown> = {};
          for (const key of ["role", "banReason", "banExpiresIn", "name", "newEmail"]) if (key in body) details[key] = body[key];
          if (ctx.path === "/admin/update-user" && typeof body.data === "object") details.changes = Object.keys(body.data as object);
          if (ctx.path === "/request-password-reset" || ctx.path === "/email-otp/send-verification-otp") details.email = String(body.email ?? "");
          await audit(ctx, action, { actor: session?.user ?? null, target, details });
        }
      }),
    },
    // better-auth's own messages join our JSON log instead of colored lines on stdout.
    logger: {
      level: "warn",
      log: (level, message, ...args) => log[level]({ source: "better-auth", args: args.length ? args.map(String) : undefined }, message),
    },
    telemetry: { enabled: false },
  });
  return instance;

  /**
   * A provider's return has been answered with a redirect: to the login
   * screen with a refusal, or to the admin with a session. A refusal is
   * logged with the address the provider gave; a session goes on to the
   * site's own code when the rule and the id token's `amr` say so.
   */
  async function afterSingleSignOn(ctx: HookContext, options: SsoOptions) {
    const location = redirectLocationOf(ctx.context.returned);
    const made = ctx.context.newSession;
    const profile = await ssoProfileOfRequest.get();
    if (!made || !location) {
      const refusal = location ? new URL(location, baseURL).searchParams.get("error") : null;
      await audit(ctx, "auth.sign_in_failed", { actor: profile ? { email: profile.email } : null, details: { method: "sso", reason: refusal ?? "unknown" } });
      return;
    }
    const account = (await ctx.context.internalAdapter.findAccounts(made.user.id)).find((row) => row.providerId === SSO_PROVIDER_ID);
    const { amr } = verifiedClaimsOf(account?.idToken);
    if (ssoNeedsSiteTotp(options.totp, amr) && (await demandSecondFactor(ctx, "sso"))) {
      await audit(ctx, "auth.sign_in_sso_ok_two_factor_pending", { actor: { email: made.user.email }, details: { amr } });
      const target = new URL(location, baseURL);
      throw ctx.redirect(`${baseURL}/admin/two-factor?${new URLSearchParams({ redirectTo: target.pathname + target.search })}`);
    }
    await audit(ctx, "auth.sign_in", { actor: made.user, details: { method: "sso", amr } });
  }

  /** Counts an attempt on each key; refuses with the latest retry time when any is over its limit. */
  async function guard(keys: Array<[string, ThrottleRule]>) {
    // Now and then, forget finished windows (made-up addresses would pile up).
    if (Math.random() < 0.02) await pruneAttempts(db).catch((error: unknown) => log.error({ err: error }, "pruning auth_throttle failed"));
    let retryAt: Date | undefined;
    for (const [key, rule] of keys) {
      const attempt = await reserveAttempt(db, key, rule);
      if (!attempt.allowed && (!retryAt || attempt.retryAt > retryAt)) retryAt = attempt.retryAt;
    }
    if (retryAt) throw tooManyAttempts(retryAt);
  }
}

export type Auth = ReturnType<typeof createAuth>;

/** Remembers, beside a pending two-factor challenge, which first factor led to it (sessions say "email-code+totp"). */
const firstFactorKey = (challenge: string) => `first-factor-${challenge}`;
const TWO_FACTOR_COOKIE = "two_factor";
const TWO_FACTOR_SECONDS = 600;

/**
 * Turns a session a first factor just made into two-factor's pending
 * challenge, exactly as the two-factor plugin does after a password: the
 * session goes, its signed cookie names a challenge the /two-factor/verify-*
 * endpoints accept. better-auth leaves other first factors ungated (its
 * issues 9552 and 11287); this mirrors its plugin's internals, pinned with
 * better-auth's exact version and proven by code-sign-in.test.ts.
 * False when the account has no two-factor: the session stands.
 */
async function demandSecondFactor(ctx: HookContext, firstFactor: string): Promise<boolean> {
  const made = ctx.context.newSession;
  if (!made?.user.twoFactorEnabled) return false;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(made.session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: TWO_FACTOR_SECONDS });
  const challenge = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + TWO_FACTOR_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ identifier: challenge, value: made.user.id, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({ identifier: `2fa-attempts-${challenge}`, value: "0", expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({ identifier: firstFactorKey(challenge), value: firstFactor, expiresAt });
  await ctx.setSignedCookie(cookie.name, challenge, ctx.context.secret, cookie.attributes);
  return true;
}

/** The first factor behind the two-factor challenge this request answers: "password" unless a code or another way led to it. */
async function firstFactorOf(ctx: { getSignedCookie: HookContext["getSignedCookie"]; context: HookContext["context"] }): Promise<string> {
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  const found = challenge ? await ctx.context.internalAdapter.findVerificationValue(firstFactorKey(challenge)) : null;
  return found?.value ?? "password";
}

/** Where a redirect an endpoint answered (better-call throws it as a 302 APIError) leads. */
function redirectLocationOf(returned: unknown): string | null {
  if (returned instanceof Response) return returned.headers.get("location");
  if (isAPIError(returned)) return new Headers((returned as APIError).headers).get("location");
  return null;
}

/** Marks the background replay of a reset or sign-in code request (its value: the process's own secret). */
const REPLAY_HEADER = "x-ecurie-replay";
/** The replay starts once the answer has left: a reset link or a code arrives this much later, unnoticed. */
const REPLAY_DELAY_MS = 250;

/** Whether a request body holds U+0000 in any of its strings or keys, however deep. */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || holdsNul(inner));
  return false;
}

export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

/**
 * Creates an admin with a password hashed by better-auth. The admin plugin's
 * create-user endpoint is called without request headers, which better-auth
 * treats as a trusted server call. The e-mail is marked verified: see
 * STACK-NOTES (an unverified account can lose its password on a later OTP sign-in).
 */
export async function createAdminUser(
  auth: Auth,
  input: { email: string; password: string; name?: string | undefined },
): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  const verdict = await checkPassword(input.password, [email, input.name ?? ""]);
  if (!verdict.ok) throw new AdminAccountError(`The password is refused: ${passwordReasonsIn(verdict.reasons, "en").join(" ")}`);
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(email)) {
    throw new AdminAccountError(`An account with the e-mail ${email} already exists.`);
  }
  const { user } = await auth.api.createUser({
    body: {
      email,
      password: input.password,
      name: input.name ?? email.split("@")[0]!,
      role: "admin",
      data: { emailVerified: true },
    },
  });
  return { id: user.id, email: user.email };
}
