import { Link, useRouteLoaderData } from "react-router";

/** What the sign-in layout (routes/admin/sign-in-layout.tsx) gives its screens. */
export interface SignInShell {
  teamName: string;
}

/**
 * The frame of the sign-in screens: the team's mark and name (from the site
 * settings, through the sign-in layout), the card with its one h1, the form's
 * own message (what went wrong for the whole form) above its fields, and the
 * way to the neighbouring screen under the card. Held from the top, not
 * centred: a field's message appearing as the field is left must not move
 * what is above it (a link under the pointer would lose its click).
 */
export function AuthCard({ title, error, children, footer }: { title: string; error?: string | undefined; children: React.ReactNode; footer?: { to: string; label: string } }) {
  const teamName = (useRouteLoaderData("routes/admin/sign-in-layout") as SignInShell | undefined)?.teamName;
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-night px-4 py-16 sm:pt-[12vh]">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-8 flex items-center justify-center gap-3">
          <span aria-hidden="true" className="livery-stripe block h-9 w-14 rounded-sm bg-night-2" />
          <span className="font-display text-lg tracking-wider uppercase">{teamName}</span>
        </Link>
        <div className="rounded-lg border border-white/10 bg-night-2 p-8 shadow-2xl">
          <h1 className="mb-6 text-3xl">{title}</h1>
          {error ? <FormAlert>{error}</FormAlert> : null}
          {children}
        </div>
        {footer ? (
          <div className="mt-6 text-center text-sm text-mist">
            <Link to={footer.to} className="text-cream underline-offset-4 hover:underline">
              {footer.label}
            </Link>
          </div>
        ) : null}
      </div>
    </main>
  );
}

export function FormAlert({ tone = "error", children }: { tone?: "error" | "success" | "info"; children: React.ReactNode }) {
  const styles = {
    error: "border-signal/50 bg-signal/10 text-red-200",
    success: "border-emerald-400/40 bg-emerald-500/10 text-emerald-200",
    info: "border-racing-light/40 bg-racing/10 text-cream",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`mb-5 rounded border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}
