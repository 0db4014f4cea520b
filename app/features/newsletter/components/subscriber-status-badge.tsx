import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { useT, type MessageKey } from "../../../lib/i18n/index.ts";
import type { SubscriberStatusName } from "../schema.ts";

const TONE: Record<SubscriberStatusName, BadgeTone> = { active: "green", pending: "gold", unsubscribed: "neutral" };

export const SUBSCRIBER_STATUS_LABEL: Record<SubscriberStatusName, MessageKey> = {
  active: "subscribers.status.active",
  pending: "subscribers.status.pending",
  unsubscribed: "subscribers.status.unsubscribed",
};

export function SubscriberStatusBadge({ status }: { status: SubscriberStatusName }) {
  const t = useT();
  return <Badge tone={TONE[status]}>{t(SUBSCRIBER_STATUS_LABEL[status])}</Badge>;
}
