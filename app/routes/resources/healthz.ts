import type { Route } from "./+types/healthz";
import { checkHealth } from "../../platform/health.server.ts";
import { servicesContext } from "../../platform/context.ts";

/** 200 when the database, storage and mail all answer; 503 with the failing check otherwise. Never cached. */
export async function loader({ context }: Route.LoaderArgs) {
  const report = await checkHealth(context.get(servicesContext));
  return Response.json(
    { status: report.ok ? "ok" : "error", ...report.checks },
    { status: report.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
