import type { Route } from "./+types/terms";
import { PageIntro } from "../../components/page-intro.tsx";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("footer.terms"), matches), loaderData?.seo);

export async function loader({ context, url }: Route.LoaderArgs) {
  return { seo: await pageSeo(context, { url, page: "terms", breadcrumb: [{ name: translator(context.get(localeContext))("footer.terms") }] }) };
}

export default function Page() {
  const t = useT();
  return (
    <main id="main">
      <PageIntro title={t("footer.terms")} lead={t("legal.terms.lead")} />
    </main>
  );
}
