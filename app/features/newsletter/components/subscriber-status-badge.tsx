import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import type { SubscriberStatusName } from "../schema.ts";

const TONE: Record<SubscriberStatusName, BadgeTone> = { active: "green", pending: "gold", unsubscribed: "neutral" };

export const SUBSCRIBER_STATUS_LABEL: Record<SubscriberStatusName, AdminMessageKey> = {
  active: "subscribers.status.active",
  pending: "subscribers.status.pending",
  unsubscribed: "subscribers.status.unsubscribed",
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatusName }) {
  const t = useAdminT();
  return <Badge tone={TONE[status]}>{t(SUBSCRIBER_STATUS_LABEL[status])}</Badge>;
}
