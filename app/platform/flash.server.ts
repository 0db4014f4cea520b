import { redirect } from "react-router";
import { z } from "zod";
import { isAdminMessageKey, type AdminMessageKey } from "../lib/i18n/admin.ts";

/**
 * The flash: what a successful admin write says on the page it redirects to
 * ("Created.", "X moved to the trash."), carried by a short-lived cookie, never
 * by a query parameter (a reload, a bookmark or a shared address would repeat
 * it). The admin layout reads it once, clears it, and shows it as a toast, or
 * inline without JavaScript.
 *
 * The cookie comes back from the browser, so it is client input: only a key of
 * the message catalogue, a few short values and a same-site /admin link are
 * accepted; anything else is dropped (and the cookie cleared).
 */
export interface Flash {
  /** A key of the message catalogue. */
  message: AdminMessageKey;
  /** The values of its placeholders (e.g. the trashed item's name). */
  values?: Record<string, string>;
  /** A way on from the message, e.g. "Open the trash" → /admin/trash. */
  link?: { label: AdminMessageKey; href: string };
}

export const FLASH_COOKIE = "flash";
/** Long enough for a redirect and its page, short enough never to show on a later visit. */
export const FLASH_MAX_AGE_SECONDS = 60;
const ATTRIBUTES = `HttpOnly; SameSite=Lax; Path=/admin`;

export const FLASH_VALUE_MAX = 200;
const FLASH_VALUES_MAX = 4;
const FLASH_HREF_MAX = 300;
/** Well under a browser's 4 KB per cookie, whatever the values hold. */
const COOKIE_VALUE_MAX = 3500;

/** A same-site path under /admin, exactly as the browser would resolve it (no `..`, no other host, no backslash). */
export function isAdminPath(href: string): boolean {
  if (href.length > FLASH_HREF_MAX || !href.startsWith("/admin")) return false;
  // Control characters, spaces and backslashes: browsers read some of them as "/".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\\\u007f]/.test(href)) return false;
  const base = "http://flash.invalid";
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return false;
  }
  if (url.origin !== base) return false;
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return false;
  // Nothing normalised away (`/admin/../x`, `/admin/%2e%2e/x`): what is checked is what is followed.
  return url.pathname + url.search + url.hash === href;
}

/** A few named short strings. Checked by hand: a record schema skips a `__proto__` key instead of refusing it. */
function isFlashValues(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= FLASH_VALUES_MAX &&
    entries.every(([name, text]) => /^[a-z][A-Za-z0-9]{0,31}$/.test(name) && typeof text === "string" && text.length <= FLASH_VALUE_MAX)
  );
}

const flashSchema = z.strictObject({
  message: z.string().refine(isAdminMessageKey),
  values: z
    .custom<Record<string, string>>(isFlashValues)
    .transform((values) => Object.fromEntries(Object.entries(values)))
    .optional(),
  link: z.strictObject({ label: z.string().refine(isAdminMessageKey), href: z.string().refine(isAdminPath) }).optional(),
});

function encode(flash: Flash): string {
  return Buffer.from(JSON.stringify(flash), "utf8").toString("base64url");
}

function decode(raw: string): Flash | null {
  if (raw.length === 0 || raw.length > COOKIE_VALUE_MAX || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = flashSchema.safeParse(json);
  return parsed.success ? (parsed.data as Flash) : null;
}

/** The flash as it will be read back: values cut to their maximum length, so a long name never loses the message. */
function normalise(flash: Flash): Flash {
  const values = flash.values && Object.fromEntries(Object.entries(flash.values).map(([name, value]) => [name, value.slice(0, FLASH_VALUE_MAX)]));
  return { message: flash.message, ...(values ? { values } : {}), ...(flash.link ? { link: { label: flash.link.label, href: flash.link.href } } : {}) };
}

/** The Set-Cookie header that carries `flash` to the next /admin page. */
export function flashCookie(flash: Flash): string {
  const normalised = normalise(flash);
  const value = encode(normalised);
  // A flash its own reader would refuse is a mistake in the code, not in the request.
  if (value.length > COOKIE_VALUE_MAX || !flashSchema.safeParse(normalised).success) throw new Error(`Invalid flash: ${JSON.stringify(flash)}`);
  return `${FLASH_COOKIE}=${value}; Max-Age=${FLASH_MAX_AGE_SECONDS}; ${ATTRIBUTES}`;
}

/** The Set-Cookie header that removes the flash once read. */
export const CLEAR_FLASH_COOKIE = `${FLASH_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;

/**
 * A redirect (302) to an /admin page that shows `flash` there: the success
 * answer of a form post (post, redirect, get), with or without JavaScript.
 */
export function redirectWithFlash(url: string, flash: Flash, init?: { headers?: HeadersInit }): Response {
  // The cookie is only sent under /admin: a flash elsewhere would silently never show.
  if (!isAdminPath(url)) throw new Error(`A flash only shows on an /admin page, not on ${url}`);
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", flashCookie(flash));
  return redirect(url, { headers });
}

/**
 * The address of the page that posted, as its visitor sees it: React Router's
 * client posts to `<path>.data`, and marks an index route with `?index`.
 * A list's row action comes back here, its search, filters and page kept.
 */
export function postingPageOf(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) : url.pathname;
  url.searchParams.delete("index");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The raw value of the flash cookie in the request, if any (the first one when the browser sends several). */
function flashCookieValue(request: Request): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index !== -1 && part.slice(0, index).trim() === FLASH_COOKIE) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * The flash of this request and the Set-Cookie header that clears it (null
 * when the request has no flash cookie, so ordinary pages set no cookie). A
 * cookie that does not hold a valid flash is cleared and shows nothing.
 */
export function readFlash(request: Request): { flash: Flash | null; setCookie: string | null } {
  const raw = flashCookieValue(request);
  if (raw === null) return { flash: null, setCookie: null };
  return { flash: decode(raw), setCookie: CLEAR_FLASH_COOKIE };
}
