import type { PublicKey } from "./i18n/en/public.ts";

/**
 * Everything the site keeps in a browser, in one place: the Cookies page
 * shows this table, and the end-to-end cookie test refuses any other cookie
 * on a public page (tests/e2e/legal-privacy.spec.ts). Each entry is strictly
 * necessary for something the person asked for (a sign-in, a cart, a
 * language), which is why the site needs no consent banner (CNIL,
 * délibération 2020-091, art. 82 of the loi Informatique et Libertés). Adding
 * an entry here means explaining it on the Cookies page: its words are
 * catalogue keys.
 */
export interface BrowserStorageEntry {
  /** The cookie's or the local storage key's name (better-auth's cookies take a `__Secure-` prefix on https). */
  name: string;
  kind: "cookie" | "localStorage";
  /** Public pages, or the admin only (a team member's browser). */
  where: "public" | "admin";
  purpose: PublicKey;
  lifetime: PublicKey;
}

export const BROWSER_STORAGE: readonly BrowserStorageEntry[] = [
  // better-auth's session of a signed-in admin (platform/auth.server.ts: one day, renewed while in use).
  { name: "better-auth.session_token", kind: "cookie", where: "admin", purpose: "cookies.table.session.purpose", lifetime: "cookies.table.session.lifetime" },
  // better-auth's two-factor step, between the password and the code (its plugin's 10 minutes).
  { name: "better-auth.two_factor", kind: "cookie", where: "admin", purpose: "cookies.table.twoFactor.purpose", lifetime: "cookies.table.twoFactor.lifetime" },
  // A passkey ceremony's challenge, between its options and the browser's answer (the passkey plugin's 5 minutes).
  { name: "better-auth.passkey_challenge", kind: "cookie", where: "admin", purpose: "cookies.table.passkey.purpose", lifetime: "cookies.table.passkey.lifetime" },
  // "Saved." after an admin save (platform/flash.server.ts: 60 seconds, deleted once shown).
  { name: "flash", kind: "cookie", where: "admin", purpose: "cookies.table.flash.purpose", lifetime: "cookies.table.flash.lifetime" },
  // The language a visitor chose (components/language-switcher.tsx): the suggestion to switch is not shown again.
  { name: "language-chosen", kind: "localStorage", where: "public", purpose: "cookies.table.language.purpose", lifetime: "cookies.table.language.lifetime" },
  // The Pitshop cart (features/shop/schema.ts), emptied once the order request is sent.
  { name: "evh-pitshop-cart", kind: "localStorage", where: "public", purpose: "cookies.table.cart.purpose", lifetime: "cookies.table.cart.lifetime" },
];

/** The cookies a public page may leave in a visitor's browser: none today, the cart and the language stay in local storage. */
export const PUBLIC_COOKIES: readonly string[] = BROWSER_STORAGE.filter((entry) => entry.kind === "cookie" && entry.where === "public").map((entry) => entry.name);

/** Every cookie the site sets, admin included, without better-auth's `__Secure-` prefix. */
export const ALL_COOKIES: readonly string[] = BROWSER_STORAGE.filter((entry) => entry.kind === "cookie").map((entry) => entry.name);

/** What a public page may keep in local storage. */
export const PUBLIC_LOCAL_STORAGE: readonly string[] = BROWSER_STORAGE.filter((entry) => entry.kind === "localStorage").map((entry) => entry.name);
