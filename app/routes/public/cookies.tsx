import type { Route } from "./+types/cookies";
import { CookieTable } from "../../features/legal/components/cookie-table.tsx";
import { LegalPage } from "../../features/legal/components/legal-page.tsx";
import { getLegalPage } from "../../features/legal/queries.server.ts";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

/** The team's text (admin → Legal pages), then the table of what the site really keeps in a browser. */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await getLegalPage(context.get(servicesContext).db, "cookies", context.get(localeContext)) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: pageTitle(t("footer.cookies"), matches) }, { name: "description", content: t("cookies.description") }];
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <LegalPage title={t("footer.cookies")} page={loaderData.page}>
      <CookieTable />
    </LegalPage>
  );
}
