import type { Route } from "./+types/passkey-options";
import { authMessage, callAuth, withCookies } from "../../features/accounts/mutations.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

/**
 * The options of a passkey sign-in (a fresh challenge, remembered for five
 * minutes behind a signed cookie), fetched by the sign-in page's script. Only
 * fetched, never shown: crawlers and plain links get nothing useful.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const t = translator(context.get(localeContext));
  const result = await callAuth(() => auth.api.generatePasskeyAuthenticationOptions({ headers: request.headers, asResponse: true }), t("passkey.failed"));
  const headers = new Headers(withCookies(result.setCookies).headers);
  headers.set("Cache-Control", "no-store");
  if (!result.ok) return Response.json({ message: authMessage(result, t) }, { status: result.status, headers });
  // A ceremony asks for the PIN or biometric; the server refuses an answer without it all the same.
  return Response.json({ ...result.body, userVerification: "required" }, { headers });
}
