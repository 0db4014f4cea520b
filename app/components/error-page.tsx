import { Link } from "react-router";
import { useT, useLocalPath } from "../lib/i18n/index.ts";
import { buttonClass } from "./ui/button.tsx";

/** The 404 and error pages: one h1, a way back home. */
export function ErrorPage({ status }: { status: number }) {
  const t = useT();
  const localPath = useLocalPath();
  const notFound = status === 404;
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-start justify-center gap-6 px-6 py-24">
      <p className="font-display text-7xl text-signal">{status}</p>
      <h1 className="text-4xl">{notFound ? t("notFound.title") : t("error.title")}</h1>
      <p className="text-lg text-mist">{notFound ? t("notFound.text") : t("error.text")}</p>
      <Link to={localPath("/")} className={buttonClass("primary")}>
        {t("notFound.home")}
      </Link>
    </main>
  );
}
