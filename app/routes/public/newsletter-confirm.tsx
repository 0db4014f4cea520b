import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { buttonClass } from "../../components/ui/button.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { confirmSubscription, type ConfirmResult } from "../../features/newsletter/mutations.server.ts";
import { translator, useT, type MessageKey } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { servicesContext } from "../../platform/context.ts";

const TEXT: Record<ConfirmResult, { title: MessageKey; lead: MessageKey }> = {
  confirmed: { title: "subscriptionConfirm.confirmed.title", lead: "subscriptionConfirm.confirmed.lead" },
  already_confirmed: { title: "subscriptionConfirm.already.title", lead: "subscriptionConfirm.already.lead" },
  unsubscribed: { title: "subscriptionConfirm.unsubscribed.title", lead: "subscriptionConfirm.unsubscribed.lead" },
  not_found: { title: "subscriptionConfirm.notFound.title", lead: "subscriptionConfirm.notFound.lead" },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(translator()(TEXT[loaderData?.result ?? "not_found"].title), matches) },
  { name: "robots", content: "noindex" },
];

/** One person's link: never kept by the shared render cache, never by a browser or proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The link of the double opt-in e-mail: following it makes the subscription
 * active and queues the welcome. Opening it again only says so.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const result = await confirmSubscription(db, params.token, { publicUrl: env.PUBLIC_URL });
  return data({ result }, { status: result === "not_found" ? 404 : 200 });
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const text = TEXT[loaderData.result];
  return (
    <main id="main">
      <PageIntro eyebrow={t("subscriptionConfirm.eyebrow")} title={t(text.title)} lead={t(text.lead)} />
      <div className="mx-auto flex max-w-7xl flex-wrap gap-4 px-6 py-12">
        <Link to="/news?category=newsletter" className={buttonClass("primary")}>
          {t("subscriptionConfirm.readNewsletters")}
        </Link>
        {loaderData.result === "unsubscribed" || loaderData.result === "not_found" ? (
          <Link to="/#news" className={buttonClass("ghost")}>
            {t("subscriptionConfirm.subscribeAgain")}
          </Link>
        ) : null}
      </div>
    </main>
  );
}
