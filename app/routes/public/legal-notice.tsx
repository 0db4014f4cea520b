import type { Route } from "./+types/legal-notice";
import { PageIntro } from "../../components/page-intro.tsx";
import { metaT, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(metaT(matches)("footer.legal"), matches) }];

export default function Page() {
  const t = useT();
  return (
    <main id="main">
      <PageIntro title={t("footer.legal")} lead={t("legal.notice.lead")} />
    </main>
  );
}
