import { createContext, useContext } from "react";

/** This response's CSP nonce, provided by entry.server; undefined in the browser, which hides nonces anyway. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * In the browser: the nonce this page's scripts were allowed by, for code
 * that must add a `<style>` element of its own (the newsletter editor). The
 * browser hides the attribute but keeps the `nonce` property. Only pages
 * answered with a nonce have one: admin pages; cached public pages are
 * allowed by hashes instead, and must add no style element at all.
 */
export function documentNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
