import type { Route } from "./+types/privacy";
import { LegalPage } from "../../features/legal/components/legal-page.tsx";
import { getLegalPage } from "../../features/legal/queries.server.ts";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

/** The team's text (admin → Legal pages), in the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await getLegalPage(context.get(servicesContext).db, "privacy", context.get(localeContext)) };
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(metaT(matches)("footer.privacy"), matches) }];

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <LegalPage title={t("footer.privacy")} page={loaderData.page} />;
}
