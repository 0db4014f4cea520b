import { data } from "react-router";

/** Placeholder until this screen is built: a real 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
