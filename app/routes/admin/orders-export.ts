import { data } from "react-router";
import type { Route } from "./+types/orders-export";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { accountingRangeSchema } from "../../features/payments/admin-schema.ts";
import { accountingCsv, accountingEntries } from "../../features/payments/queries.server.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { todayInParis } from "../../lib/format.ts";
import { parisWallTimeToDate } from "../../lib/paris-wall-time.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";

/** The accountant's CSV of payments and refunds between two Paris days, both included (a download, not a page); dates of another shape are a 400. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, log } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  // Without dates: this month so far, as the list's form proposes.
  const today = todayInParis();
  const range = accountingRangeSchema.safeParse({ from: search.get("from") ?? `${today.slice(0, 7)}-01`, to: search.get("to") ?? today });
  if (!range.success) throw data(translator(context.get(localeContext))(range.error.issues[0]!.message as AdminMessageKey), { status: 400 });
  const from = parisWallTimeToDate(`${range.data.from}T00:00`)!;
  const dayAfter = new Date(`${range.data.to}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const until = parisWallTimeToDate(`${dayAfter.toISOString().slice(0, 10)}T00:00`)!;
  const entries = await accountingEntries(db, from, until);
  const { user } = currentAdmin(context);
  // Buyers' names and addresses left the site: who took them, and how many.
  await recordAudit(db, log, {
    action: "orders.export",
    actor: { id: user.id, email: user.email },
    ip: context.get(requestContext).clientIp,
    details: { rows: entries.length, from: range.data.from, to: range.data.to },
  });
  return new Response(accountingCsv(entries), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payments-${range.data.from}-${range.data.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
