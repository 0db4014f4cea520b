import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { callAuth } from "../../features/accounts/mutations.server.ts";
import { servicesContext } from "../../platform/context.ts";

/** Sign Out: ends the session on the server (the row is deleted), clears the cookie, then /admin/login. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = context.get(servicesContext);
  const result = await callAuth(() => auth.api.signOut({ headers: request.headers, asResponse: true }), "");
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/admin/login", { headers });
}

export function loader() {
  return redirect("/admin");
}
