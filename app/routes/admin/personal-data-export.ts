import type { Route } from "./+types/personal-data-export";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { addressFingerprint } from "../../features/privacy/mutations.server.ts";
import { findPersonalData, personalDataJson } from "../../features/privacy/queries.server.ts";
import { personSearchSchema } from "../../features/privacy/schema.ts";
import { todayInParis } from "../../lib/format.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";

/**
 * Everything about one person as a JSON download (GDPR art. 15 and 20): a
 * POST from the personal data screen, so the address is in no URL. The
 * activity log keeps who exported, and a fingerprint of whose data.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, log } = context.get(servicesContext);
  const parsed = personSearchSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return new Response("Bad Request", { status: 400 });
  const found = await findPersonalData(db, parsed.data.email);
  const { user } = currentAdmin(context);
  await recordAudit(db, log, {
    action: "person.export",
    actor: { id: user.id, email: user.email },
    target: { type: "person", id: null },
    ip: context.get(requestContext).clientIp,
    details: { emailSha256: addressFingerprint(parsed.data.email) },
  });
  return new Response(personalDataJson(found), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${addressFingerprint(parsed.data.email)}-${todayInParis()}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
