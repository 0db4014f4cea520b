import { data, Form, redirect, Link, useNavigation, useParams, useLocation } from "react-router";
import { PrivacyNotice } from "../../components/privacy-notice.tsx";
import { NEWSLETTER_CONSENT } from "../../features/newsletter/rules.ts";
import type { Route } from "./+types/newsletter-unsubscribe";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { getSubscriptionByToken, unsubscribeByToken } from "../../features/newsletter/mutations.server.ts";
import { useT, metaT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(metaT(matches)("unsubscribe.metaTitle"), matches) },
  { name: "robots", content: "noindex" },
];

/** One person's link, whose answer changes with its state: never kept by the shared render cache or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Shows whose link it is (masked address) and its state; an unknown token is a 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const subscription = await getSubscriptionByToken(context.get(servicesContext).db, params.token);
  // The page answers in the subscriber's language, whichever language's link they followed.
  if (subscription && subscription.locale !== context.get(localeContext)) {
    const url = new URL(request.url);
    throw redirect(pathIn(url.pathname + url.search, subscription.locale));
  }
  // One person's page, in their language: no other language to offer or announce.
  return data({ subscription, alternates: { en: null, fr: null } }, { status: subscription ? 200 : 404 });
}

/**
 * A POST to this URL unsubscribes at once, and does nothing else: the page's
 * button, and the one-click unsubscribe of mail programs (RFC 8058: body
 * "List-Unsubscribe=One-Click", no cookie, any origin; the server's
 * cross-site check lets this path through). "Subscribe again" posts to the
 * confirmation URL instead, where that check applies.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const subscription = await unsubscribeByToken(db, params.token);
  return data({ done: subscription ? ("unsubscribed" as const) : ("not_found" as const) }, { status: subscription ? 200 : 404 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const busy = useNavigation().state === "submitting";
  const subscription = loaderData.subscription;
  const token = useParams().token ?? "";
  const consentPath = useLocation().pathname.replace(/[^/]+$/, ":token");

  if (!subscription) {
    return (
      <main id="main">
        <PageIntro eyebrow={t("unsubscribe.eyebrow")} title={t("unsubscribe.notFound.title")} lead={t("unsubscribe.notFound.lead")} />
        <div className="mx-auto max-w-7xl px-6 py-12">
          <Link to={localPath("/")} className={buttonClass("ghost")}>
            {t("notFound.home")}
          </Link>
        </div>
      </main>
    );
  }

  const email = subscription.maskedEmail;
  if (subscription.status === "unsubscribed") {
    return (
      <main id="main">
        <PageIntro
          eyebrow={t("unsubscribe.eyebrow")}
          title={t("unsubscribe.done.title")}
          lead={actionData?.done === "unsubscribed" ? t("unsubscribe.done.lead", { email }) : t("unsubscribe.already.lead", { email })}
        />
        <div className="mx-auto max-w-7xl px-6 py-12">
          <p className="mb-4 text-mist">{t("unsubscribe.resubscribeText")}</p>
          <Form method="post" action={localPath(`/newsletter/confirm/${encodeURIComponent(token)}`)}>
            <input type="hidden" name="intent" value="resubscribe" />
            {/* Where the consent is given (the token left out): stored with the subscription as its proof. */}
            <input type="hidden" name="page" value={consentPath} />
            <PrivacyNotice message={NEWSLETTER_CONSENT.key} className="mb-4" />
            <Button type="submit" variant="ghost" disabled={busy}>
              {t("unsubscribe.resubscribe")}
            </Button>
          </Form>
        </div>
      </main>
    );
  }

  return (
    <main id="main">
      <PageIntro
        eyebrow={t("unsubscribe.eyebrow")}
        title={t("unsubscribe.title")}
        lead={subscription.status === "pending" ? t("unsubscribe.pendingLead", { email }) : t("unsubscribe.lead", { email })}
      />
      <div className="mx-auto max-w-7xl px-6 py-12">
        <Form method="post">
          <Button type="submit" disabled={busy}>
            {t("unsubscribe.button")}
          </Button>
        </Form>
      </div>
    </main>
  );
}
