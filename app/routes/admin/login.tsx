import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Admin sign-in" }];

/** The sign-in screen arrives with the admin access issue; the route exists so the start-up hint leads somewhere. */
export default function AdminLogin() {
  return (
    <main id="main" className="mx-auto max-w-md px-6 py-24">
      <h1 className="text-4xl">Admin sign-in</h1>
      <p className="mt-4 text-mist">The admin area is being prepared.</p>
    </main>
  );
}
