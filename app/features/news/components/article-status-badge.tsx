import { Badge } from "../../../components/ui/badge.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { ArticleStatus } from "../schema.ts";

/** Draft, Published, or Scheduled with the time it goes live (`when`, formatted on the server so both renders agree). */
export function ArticleStatusBadge({ status, when }: { status: ArticleStatus; when: string | null }) {
  const t = useAdminT();
  if (status === "draft") return <Badge tone="neutral">{t("adminNews.status.draft")}</Badge>;
  if (status === "published") return <Badge tone="green">{t("adminNews.status.published")}</Badge>;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone="blue">{t("adminNews.status.scheduled")}</Badge>
      <span className="text-xs text-mist">{t("adminNews.scheduledFor", { date: when ?? "" })}</span>
    </span>
  );
}
