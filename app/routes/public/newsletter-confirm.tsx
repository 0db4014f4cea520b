import { data, Form, redirect, Link, useNavigation, useLocation } from "react-router";
import { PrivacyNotice } from "../../components/privacy-notice.tsx";
import { NEWSLETTER_CONSENT } from "../../features/newsletter/rules.ts";
import type { Route } from "./+types/newsletter-confirm";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { confirmSubscription, getSubscriptionByToken, resubscribeByToken, type ConfirmResult, type ResubscribeResult } from "../../features/newsletter/mutations.server.ts";
import { intentOf } from "../../lib/form.ts";
import { useT, type PublicKey, metaT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

const PERSONAL_PAGE = { en: null, fr: null };

type Outcome = ConfirmResult | "pending" | "back_active" | "back_pending";

const TEXT: Record<Outcome, { title: PublicKey; lead: PublicKey }> = {
  pending: { title: "subscriptionConfirm.pending.title", lead: "subscriptionConfirm.pending.lead" },
  confirmed: { title: "subscriptionConfirm.confirmed.title", lead: "subscriptionConfirm.confirmed.lead" },
  already_confirmed: { title: "subscriptionConfirm.already.title", lead: "subscriptionConfirm.already.lead" },
  unsubscribed: { title: "subscriptionConfirm.unsubscribed.title", lead: "subscriptionConfirm.unsubscribed.lead" },
  not_found: { title: "subscriptionConfirm.notFound.title", lead: "subscriptionConfirm.notFound.lead" },
  back_active: { title: "unsubscribe.back.title", lead: "unsubscribe.back.lead" },
  back_pending: { title: "unsubscribe.back.title", lead: "unsubscribe.back.pending" },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(metaT(matches)(TEXT[loaderData?.outcome ?? "not_found"].title), matches) },
  { name: "robots", content: "noindex" },
];

/** One person's link: never kept by the shared render cache, never by a browser or proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The link of the double opt-in e-mail. Opening it only asks: mail scanners
 * (Safe Links and the like) open every link of a message, and must not
 * subscribe anyone. The button posts, and only a person presses it.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const subscription = await getSubscriptionByToken(context.get(servicesContext).db, params.token);
  // The page answers in the subscriber's language, whichever language's link they followed.
  if (subscription && subscription.locale !== context.get(localeContext)) {
    const url = new URL(request.url);
    throw redirect(pathIn(url.pathname + url.search, subscription.locale));
  }
  const outcome: Outcome = !subscription ? "not_found" : subscription.status === "pending" ? "pending" : subscription.status === "active" ? "already_confirmed" : "unsubscribed";
  // One person's page, in their language: no other language to offer or announce.
  return data({ outcome, email: subscription?.maskedEmail ?? "", alternates: PERSONAL_PAGE }, { status: subscription ? 200 : 404 });
}

/**
 * Confirms a pending subscription (the welcome is queued once, however often
 * the button is pressed), or, with intent "resubscribe" (this page's button
 * and the unsubscribe page's), starts a subscription again. A same-origin
 * form post: the server's cross-site check applies, unlike on the one-click
 * unsubscribe URL.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, env } = context.get(servicesContext);
  const form = await request.formData();
  let outcome: Outcome;
  if (intentOf(form) === "resubscribe") {
    const page = form.get("page");
    const result: ResubscribeResult = await resubscribeByToken(db, params.token, { publicUrl: env.PUBLIC_URL, page: typeof page === "string" ? page : undefined });
    outcome = result === "not_found" ? "not_found" : result === "pending" ? "back_pending" : "back_active";
  } else {
    outcome = await confirmSubscription(db, params.token, { publicUrl: env.PUBLIC_URL });
  }
  return data({ outcome }, { status: outcome === "not_found" ? 404 : 200 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const busy = useNavigation().state === "submitting";
  const outcome = actionData?.outcome ?? loaderData.outcome;
  const text = TEXT[outcome];
  const email = loaderData.email;
  const consentPath = useLocation().pathname.replace(/[^/]+$/, ":token");
  return (
    <main id="main">
      <PageIntro eyebrow={t("subscriptionConfirm.eyebrow")} title={t(text.title)} lead={t(text.lead, { email })} />
      <div className="mx-auto flex max-w-7xl flex-wrap gap-4 px-6 py-12">
        {outcome === "pending" || outcome === "unsubscribed" ? (
          <Form method="post">
            {outcome === "unsubscribed" ? (
              <>
                <input type="hidden" name="intent" value="resubscribe" />
                {/* Where the consent is given (the token left out): stored with the subscription as its proof. */}
                <input type="hidden" name="page" value={consentPath} />
                <PrivacyNotice message={NEWSLETTER_CONSENT.key} className="mb-4" />
              </>
            ) : null}
            <Button type="submit" disabled={busy}>
              {t(outcome === "pending" ? "subscriptionConfirm.pending.button" : "unsubscribe.resubscribe")}
            </Button>
          </Form>
        ) : (
          <Link to={localPath("/news?category=newsletter")} className={buttonClass("primary")}>
            {t("subscriptionConfirm.readNewsletters")}
          </Link>
        )}
        {outcome === "not_found" ? (
          <Link to={localPath("/#news")} className={buttonClass("ghost")}>
            {t("subscriptionConfirm.subscribeAgain")}
          </Link>
        ) : null}
      </div>
    </main>
  );
}
