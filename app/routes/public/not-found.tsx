import { data } from "react-router";
import { metaT } from "../../lib/i18n/index.ts";
import type { Route } from "./+types/not-found";

/** Any unknown path: a real 404, rendered by the public layout's error boundary inside the shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)("notFound.title") }];

export default function NotFound() {
  return null;
}
