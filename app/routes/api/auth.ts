import type { Route } from "./+types/auth";
import { servicesContext } from "../../platform/context.ts";

/** better-auth's endpoints under /api/auth/* (sign-in, sign-out, session, JWKS…). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.get(servicesContext).auth.handler(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return context.get(servicesContext).auth.handler(request);
}
