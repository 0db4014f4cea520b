import type { Route } from "./+types/subscribers-export";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { parseSubscriberStatus } from "../../features/newsletter/schema.ts";
import { subscribersCsv, subscribersForExport, withLatestConsent } from "../../features/newsletter/queries.server.ts";
import { todayInParis } from "../../lib/format.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";

/** The subscribers of the list's current filters as CSV (a download, not a page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, log } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const filters = { q: (search.get("q") ?? "").trim().slice(0, 200), status: parseSubscriberStatus(search.get("status")) };
  const rows = await subscribersForExport(db, filters);
  const csv = subscribersCsv(await withLatestConsent(db, rows));
  const { user } = currentAdmin(context);
  // Personal data left the site: who took it, and how much.
  await recordAudit(db, log, {
    action: "subscriber.export",
    actor: { id: user.id, email: user.email },
    ip: context.get(requestContext).clientIp,
    details: { rows: rows.length, q: filters.q || null, status: filters.status },
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${todayInParis()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
