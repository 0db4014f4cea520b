import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getAuthenticatorName } from "@better-auth/passkey";
import { passkey, user } from "../../db/schema/auth.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../lib/i18n/index.ts";
import { preferredLocale } from "../../lib/i18n/negotiate.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(user).where(eq(user.role, "admin"));
  return row?.value ?? 0;
}

/**
 * The language an account's e-mails are written in: the admin's own choice
 * (My account), else English.
 */
export async function accountLocale(db: Database, email: string): Promise<Locale> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(sql`lower(${user.email})`, email.trim().toLowerCase())).limit(1);
  return row?.locale ?? DEFAULT_LOCALE;
}

/**
 * The language of the team's own e-mails (a new request's notification),
 * sent to an address that is often no admin's (the contact address): that
 * admin's choice when it is one's, else the language most admins chose in
 * My account (between as many, the earliest admin's), else English.
 */
export async function teamLocale(db: Database, address: string): Promise<Locale> {
  const rows = await db
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(and(eq(user.role, "admin"), isNotNull(user.locale)))
    .orderBy(asc(user.createdAt), asc(user.id));
  const own = rows.find((row) => row.email.toLowerCase() === address.trim().toLowerCase());
  if (own?.locale) return own.locale;
  const tally = new Map<Locale, number>();
  for (const row of rows) if (row.locale) tally.set(row.locale, (tally.get(row.locale) ?? 0) + 1);
  let chosen: Locale = DEFAULT_LOCALE;
  let most = 0;
  // Map keeps the order of first appearance, the earliest admin's first: a tie keeps it.
  for (const [locale, votes] of tally) if (votes > most) [chosen, most] = [locale, votes];
  return chosen;
}

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: string | null;
  twoFactorEnabled: boolean;
  /** Their saved language; null until they choose one in My account (the browser's is used). */
  locale: Locale | null;
}

export interface AdminSession {
  user: AdminUser;
  session: { id: string; token: string; expiresAt: Date };
}

/** Whether the request carries a sign-in session cookie (valid or not): better-auth's name, with its `__Secure-` prefix on https. */
export function hadSession(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;]/.test(request.headers.get("cookie") ?? "");
}

/** The signed-in admin of this request, set by `requireAdmin`. */
export const adminContext = createContext<AdminSession>();

/**
 * The one gate of /admin/*: runs on the server before every admin loader and
 * action. Without a valid session, pages redirect to /admin/login and
 * non-GET requests answer 401 without touching data. A session refreshed by
 * better-auth (rolling expiry) sends its new cookie with the response.
 */
export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { auth } = context.get(servicesContext);
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response || response.user.role !== "admin" || response.user.banned) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      throw new Response("Your session has ended: sign in again.", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    const url = new URL(request.url);
    const next = url.pathname.replace(/\.data$/, "") + url.search;
    // "Your session has ended" only to a browser that had one: a first visit is just asked to sign in.
    const params = new URLSearchParams({ redirectTo: next, ...(hadSession(request) ? { reason: "session" } : {}) });
    throw redirect(`/admin/login?${params}`);
  }
  context.set(adminContext, {
    user: {
      id: response.user.id,
      email: response.user.email,
      name: response.user.name,
      role: response.user.role ?? null,
      twoFactorEnabled: Boolean(response.user.twoFactorEnabled),
      locale: isLocale(response.user.locale) ? response.user.locale : null,
    },
    session: { id: response.session.id, token: response.session.token, expiresAt: response.session.expiresAt },
  });
  const result = await next();
  for (const cookie of headers.getSetCookie()) result.headers.append("Set-Cookie", cookie);
  return result;
};

/**
 * Whether the request comes from a signed-in admin, outside the admin's guard:
 * a public page asked for its draft (`?preview=draft`) shows it only to them.
 * Never refreshes or sets a cookie: the page stays a plain public answer.
 */
export async function isAdminRequest(context: Readonly<RouterContextProvider>, request: Request): Promise<boolean> {
  const { auth } = context.get(servicesContext);
  const session = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  return Boolean(session && session.user.role === "admin" && !session.user.banned);
}

/**
 * The admin's language for this request (after `requireAdmin`): their saved
 * choice, else their browser's. Admin loaders, actions and screens read it.
 */
export const adminLanguage: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(localeContext, currentAdmin(context).user.locale ?? preferredLocale(request.headers.get("Accept-Language")));
};

/** The sign-in screens, before anyone is known: the browser's language. */
export const browserLanguage: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(localeContext, preferredLocale(request.headers.get("Accept-Language")));
};

export function currentAdmin(context: Readonly<RouterContextProvider>): AdminSession {
  return context.get(adminContext);
}

/** Only same-site relative paths under /admin: never an open redirect. */
export function safeAdminRedirect(value: unknown): string {
  const target = typeof value === "string" ? value : "";
  return /^\/admin(\/[^\s\\]*)?(\?[^\s\\]*)?$/.test(target) && !target.startsWith("//") ? target : "/admin";
}

/** A passkey as the admin's screens show it: never its public key or credential id. */
export interface PasskeySummary {
  id: string;
  name: string | null;
  /** The password manager or device that holds it ("iCloud Keychain"), when its AAGUID says so. */
  authenticator: string | null;
  /** Synced across the owner's devices (a multi-device passkey), or bound to one authenticator. */
  synced: boolean;
  createdAt: string | null;
  lastUsedAt: string | null;
}

export async function passkeysOf(db: Database, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      id: passkey.id,
      name: passkey.name,
      aaguid: passkey.aaguid,
      backedUp: passkey.backedUp,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(asc(passkey.createdAt), asc(passkey.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    authenticator: getAuthenticatorName(row.aaguid) ?? null,
    synced: row.backedUp,
    createdAt: row.createdAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}
