import { Badge } from "../../../components/ui/badge.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { EditionStatus } from "../schema.ts";

const tones = { draft: "neutral", sending: "gold", sent: "green" } as const;

/** Draft, Sending or Sent, as a word (§4: an edition is sent when sent_at is set). */
export function EditionStatusBadge({ status }: { status: EditionStatus }) {
  const t = useAdminT();
  return <Badge tone={tones[status]}>{t(`editions.status.${status}`)}</Badge>;
}
