import type { Route } from "./+types/legal-notice";
import { PageIntro } from "../../components/page-intro.tsx";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("footer.legal"), matches), loaderData?.seo);

export async function loader({ context, url }: Route.LoaderArgs) {
  return { seo: await pageSeo(context, { url, page: "legalNotice", breadcrumb: [{ name: translator(context.get(localeContext))("footer.legal") }] }) };
}

export default function Page() {
  const t = useT();
  return (
    <main id="main">
      <PageIntro title={t("footer.legal")} lead={t("legal.notice.lead")} />
    </main>
  );
}
