import type { Services } from "./services.server.ts";

export interface CheckResult {
  ok: boolean;
  ms: number;
  detail: string;
}

export interface HealthReport {
  ok: boolean;
  checks: { database: CheckResult; storage: CheckResult; mail: CheckResult };
}

const CHECK_TIMEOUT_MS = 3_000;

async function timed(detail: string, check: () => Promise<void>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started), detail };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), detail: `${detail}: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Real checks, run in parallel: a database round trip, a storage write/read/delete, the mail transport.
 * The report names the kinds and the errors: for the log and the admin, not for anonymous callers.
 */
export async function checkHealth(services: Pick<Services, "database" | "storage" | "mailer">): Promise<HealthReport> {
  const [database, storage, mail] = await Promise.all([
    timed(services.database.kind === "pglite" ? "embedded PGlite" : "PostgreSQL", () => services.database.ping()),
    timed(services.storage.kind === "local" ? "local folder" : "S3 bucket", () => services.storage.check()),
    timed(services.mailer.kind === "smtp" ? "SMTP server" : ".eml outbox", () => services.mailer.check()),
  ]);
  return { ok: database.ok && storage.ok && mail.ok, checks: { database, storage, mail } };
}
