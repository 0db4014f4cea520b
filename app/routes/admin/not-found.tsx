import { data } from "react-router";

/** An unknown admin path: a real 404, shown by the admin layout's error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
