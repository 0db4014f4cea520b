import type { Route } from "./+types/privacy";
import { LegalPage } from "../../features/legal/components/legal-page.tsx";
import { getLegalPage } from "../../features/legal/queries.server.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

/** The team's text (admin → Legal pages), in the page's language. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const [page, seo] = await Promise.all([
    getLegalPage(context.get(servicesContext).db, "privacy", locale),
    pageSeo(context, { url, page: "privacy", breadcrumb: [{ name: translator(locale)("footer.privacy") }] }),
  ]);
  return { page, seo };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("footer.privacy"), matches), loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <LegalPage title={t("footer.privacy")} page={loaderData.page} />;
}
