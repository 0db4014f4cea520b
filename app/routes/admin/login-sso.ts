import { data, redirect } from "react-router";
import type { Route } from "./+types/login-sso";
import { callAuth, redirectWithCookies } from "../../features/accounts/mutations.server.ts";
import { safeAdminRedirect } from "../../features/accounts/queries.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { SSO_PROVIDER_ID, ssoOptionsOf } from "../../platform/sso.server.ts";

/**
 * "Sign in with …" (a link of the login screen): better-auth makes the
 * state, the PKCE verifier and the nonce (kept on the server, named by a
 * signed cookie of this browser), and the browser goes to the provider. It
 * comes back to /api/auth/callback/sso, and from there to the admin or to the
 * login screen with the reason it was refused (platform/auth.server.ts).
 *
 * A link, not a form: a form's post may not be redirected to another origin
 * (the site's CSP allows forms to this site only). Starting it for someone
 * else gains nothing: the return is tied to the browser that started it, and
 * signs in whoever the provider knows that browser to be.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, env, log } = context.get(servicesContext);
  if (!ssoOptionsOf(env)) throw data(null, { status: 404 });
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const back = `/admin/login?${new URLSearchParams({ redirectTo })}`;
  const result = await callAuth<{ url?: string }>(
    () =>
      auth.api.signInSocial({
        body: { provider: SSO_PROVIDER_ID, callbackURL: redirectTo, errorCallbackURL: back, disableRedirect: true },
        headers: request.headers,
        asResponse: true,
      }),
    "",
  );
  // Too many started from this address, or the provider could not be reached (its discovery failed): the login screen says which.
  if (result.status === 429) throw redirect(`${back}&error=too_many_attempts`);
  if (!result.ok || typeof result.body.url !== "string") {
    log.error({ source: "auth", status: result.status, message: result.message }, "single sign-on could not start");
    throw redirect(`${back}&error=sso_unavailable`);
  }
  return redirectWithCookies(result.body.url, result.setCookies);
}
