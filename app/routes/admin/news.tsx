import type { Route } from "./+types/news";
import { ComingSoon } from "../../features/admin/components/admin-page.tsx";
import { useT } from "../../lib/i18n/index.ts";

export const meta: Route.MetaFunction = () => [{ title: "Admin" }];

/** As the specification shows it (§2) until its own issue replaces it. */
export default function AdminPlaceholder() {
  const t = useT();
  return <ComingSoon title={t("admin.nav.news")} message={t("admin.comingSoonPhase")} />;
}
