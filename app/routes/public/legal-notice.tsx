import type { Route } from "./+types/legal-notice";
import { LegalPage } from "../../features/legal/components/legal-page.tsx";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { loadLegalPage } from "./legal-page.server.ts";

/** The team's text (admin → Legal pages), in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  return loadLegalPage(args, "legal-notice", "legalNotice");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("footer.legal"), matches), loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <LegalPage title={t("footer.legal")} page={loaderData.page} />;
}
