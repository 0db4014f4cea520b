import { Badge } from "../../../components/ui/badge.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { PublicationStatus } from "../schema.ts";

/**
 * Draft, Published, or Scheduled with the time it goes live, for the types
 * that can be scheduled (events, albums). `when` is formatted on the server,
 * so both renders agree.
 */
export function PublicationStatusBadge({ status, when }: { status: PublicationStatus; when: string | null }) {
  const t = useAdminT();
  if (status === "draft") return <Badge tone="neutral">{t("admin.list.draft")}</Badge>;
  if (status === "published") return <Badge tone="green">{t("admin.list.published")}</Badge>;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone="blue">{t("admin.list.scheduled")}</Badge>
      <span className="text-xs text-mist">{t("admin.list.scheduledFor", { date: when ?? "" })}</span>
    </span>
  );
}
