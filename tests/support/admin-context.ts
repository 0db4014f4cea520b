import { RouterContextProvider } from "react-router";
import { adminContext, type AdminSession } from "../../app/features/accounts/queries.server.ts";
import type { Locale } from "../../app/lib/i18n/index.ts";
import { localeContext, requestContext, servicesContext, type RequestInfo } from "../../app/platform/context.ts";
import type { Database } from "../../app/platform/db.server.ts";
import type { Services } from "../../app/platform/services.server.ts";

/** What a test's log records: the kit logs a failed write and a job its rounds. */
export interface TestLog {
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/**
 * The context an admin's request gives the content kit, for tests that call
 * an action or a write directly: the database, a signed-in admin, an
 * address, a language.
 */
export function adminRequestContext({ db, log, admin, locale = "en" }: { db: Database; log: TestLog; admin: { id: string; email: string; name?: string }; locale?: Locale }): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(servicesContext, { db, log, env: { PUBLIC_URL: "https://ecurie.example" } } as unknown as Services);
  provider.set(requestContext, { clientIp: "203.0.113.9", log } as unknown as RequestInfo);
  provider.set(adminContext, { user: { id: admin.id, email: admin.email, name: admin.name ?? "Admin" }, session: { id: "s", token: "t", expiresAt: new Date() } } as unknown as AdminSession);
  provider.set(localeContext, locale);
  return provider;
}
