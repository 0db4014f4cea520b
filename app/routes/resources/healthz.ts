import type { Route } from "./+types/healthz";
import { checkHealth } from "../../platform/health.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";

/**
 * Liveness, for anyone who asks (a container's health check, a monitor): 200
 * `{"status":"ok"}` when the database, storage and mail all answer, 503
 * `{"status":"fail"}` otherwise. Which database, storage and transport run,
 * and why a check failed, are for the operator only: written to the log here,
 * shown to a signed-in admin on the System page. Never cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const report = await checkHealth(context.get(servicesContext));
  if (!report.ok) {
    const failing = Object.fromEntries(Object.entries(report.checks).filter(([, check]) => !check.ok).map(([name, check]) => [name, check.detail]));
    context.get(requestContext).log.warn({ failing }, "health check failed");
  }
  return Response.json({ status: report.ok ? "ok" : "fail" }, { status: report.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
