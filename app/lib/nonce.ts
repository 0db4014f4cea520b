import { createContext, useContext } from "react";

/** This response's CSP nonce, provided by entry.server; undefined in the browser, which hides nonces anyway. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
