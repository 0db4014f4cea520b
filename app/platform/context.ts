import type { Logger } from "pino";
import { createContext } from "react-router";
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
