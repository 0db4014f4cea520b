import type { Route } from "./+types/terms";
import { LegalPage } from "../../features/legal/components/legal-page.tsx";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { loadLegalPage } from "./legal-page.server.ts";

/** The team's text (admin → Legal pages), in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  return loadLegalPage(args, "terms", "terms");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("footer.terms"), matches), loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <LegalPage title={t("footer.terms")} page={loaderData.page} />;
}
