import type { Logger } from "pino";
import { createContext } from "react-router";
import type { Locale } from "../lib/i18n/core.ts";
import type { Services } from "./services.server.ts";

/** What one request knows about itself, set by our server (server/app.ts) before React Router runs. */
export interface RequestInfo {
  id: string;
  /** The socket's address, or the proxy's word for it only under TRUST_PROXY. */
  clientIp: string;
  /** The CSP nonce of this response. */
  nonce: string;
  log: Logger;
  /** Set when a data view failed to load: such a page must not be cached and served to others. */
  degraded?: boolean;
}

/** The process-wide services: database, storage, mail, auth. */
export const servicesContext = createContext<Services>();
export const requestContext = createContext<RequestInfo>();

/**
 * The language of this request: set by the public layouts' middleware (the
 * page's tree, /fr or not) and by the admin's (the admin's own choice).
 * Loaders and actions read it; nothing outside a request has a language.
 */
export const localeContext = createContext<Locale>("en");

/** The middleware of a layout whose pages are in one language. */
export function languageMiddleware(locale: Locale) {
  return ({ context }: { context: { set(key: typeof localeContext, value: Locale): void } }) => {
    context.set(localeContext, locale);
  };
}
