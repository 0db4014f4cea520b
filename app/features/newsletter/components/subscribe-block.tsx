import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useT, useLocalPath } from "../../../lib/i18n/index.ts";

/** The /news subscribe block: it sends the visitor to the subscription form in the home page's news section (§2). */
export function SubscribeBlock() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section aria-labelledby="subscribe-block-title" className="relative overflow-hidden rounded-lg border border-white/10 bg-night-2">
      <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-20" />
      <div className="relative flex flex-col gap-6 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="subscribe-block-title" className="text-3xl sm:text-4xl">
            {t("subscribe.title")}
          </h2>
          <p className="mt-3 text-lg text-mist">{t("subscribe.text")}</p>
        </div>
        <Link to={localPath("/#news")} className={buttonClass("primary", "shrink-0 self-start lg:self-center")}>
          {t("news.subscribeLink")}
          <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </section>
  );
}
