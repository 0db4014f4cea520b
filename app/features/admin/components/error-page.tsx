import { Link } from "react-router";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";

const TEXTS: Record<"notFound" | "forbidden" | "signedOut" | "failed", { title: AdminMessageKey; text: AdminMessageKey }> = {
  notFound: { title: "admin.error.notFound.title", text: "admin.error.notFound.text" },
  forbidden: { title: "admin.error.forbidden.title", text: "admin.error.forbidden.text" },
  signedOut: { title: "admin.error.signedOut.title", text: "admin.error.signedOut.text" },
  failed: { title: "admin.error.failed.title", text: "admin.error.failed.text" },
};

/**
 * The admin's 404, 403 and 500, in the admin's own look: what happened and a
 * way on (the dashboard, signing in again, or trying again). The public error
 * page leads visitors home; an admin needs to get back to work.
 */
export function AdminErrorPage({ status, returnTo }: { status: number; returnTo: string }) {
  const t = useAdminT();
  const kind = status === 404 ? "notFound" : status === 403 ? "forbidden" : status === 401 ? "signedOut" : "failed";
  const { title, text } = TEXTS[kind];
  const action = "rounded bg-racing px-5 py-3 font-semibold text-cream hover:bg-racing-light";
  const secondary = "rounded border border-white/20 px-5 py-3 font-semibold text-cream hover:border-white/40";
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center gap-6 px-6 py-16">
      <p className="font-display text-6xl text-signal">{status}</p>
      <h1 className="text-3xl sm:text-4xl">{t(title)}</h1>
      <p className="text-lg text-mist">{t(text)}</p>
      <div className="flex flex-wrap gap-3">
        {kind === "signedOut" ? (
          <Link to={`/admin/login?redirectTo=${encodeURIComponent(returnTo)}`} className={action}>
            {t("admin.error.signIn")}
          </Link>
        ) : (
          <Link to="/admin" className={action}>
            {t("admin.error.dashboard")}
          </Link>
        )}
        {kind === "failed" ? (
          <a href={returnTo} className={secondary}>
            {t("admin.error.retry")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
