import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useT, useLocalPath } from "../../../lib/i18n/index.ts";
import { SubscribeForm } from "./subscribe-form.tsx";

/**
 * The news pages' subscribe block: the subscription form itself, where the
 * reader is, and the link to the home page's news section (§2).
 */
export function SubscribeBlock() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section aria-labelledby="subscribe-block-title" className="relative overflow-hidden rounded-lg border border-white/10 bg-night-2">
      <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-20" />
      <div className="relative grid gap-8 p-8 sm:p-12 lg:grid-cols-2 lg:items-center">
        <div className="max-w-2xl">
          <h2 id="subscribe-block-title" className="text-3xl sm:text-4xl">
            {t("subscribe.title")}
          </h2>
          <p className="mt-3 text-lg text-mist">{t("subscribe.text")}</p>
          <Link to={localPath("/#news")} className="mt-4 inline-flex items-center gap-2 font-semibold text-gold underline-offset-4 hover:underline">
            {t("news.subscribeLink")}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </div>
        <SubscribeForm />
      </div>
    </section>
  );
}
