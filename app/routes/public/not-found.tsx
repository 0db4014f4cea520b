import { data } from "react-router";
import type { Route } from "./+types/not-found";

/** Any unknown path: a real 404, rendered by the public layout's error boundary inside the shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found" }];

export default function NotFound() {
  return null;
}
