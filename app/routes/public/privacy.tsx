import type { Route } from "./+types/privacy";
import { PageIntro } from "../../components/page-intro.tsx";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("footer.privacy"), matches), loaderData?.seo);

export async function loader({ context, url }: Route.LoaderArgs) {
  return { seo: await pageSeo(context, { url, page: "privacy", breadcrumb: [{ name: translator(context.get(localeContext))("footer.privacy") }] }) };
}

export default function Page() {
  const t = useT();
  return (
    <main id="main">
      <PageIntro title={t("footer.privacy")} lead={t("legal.privacy.lead")} />
    </main>
  );
}
