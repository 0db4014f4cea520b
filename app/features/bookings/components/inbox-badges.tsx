import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { useFormat } from "../../../lib/i18n/index.ts";
import type { InboxType, RequestStatus } from "../schema.ts";

/** Statuses as words, each with its own colour: what still needs the team stands out. */
const STATUS_TONES: Record<RequestStatus, BadgeTone> = { new: "red", in_progress: "gold", done: "green", archived: "neutral" };

export function statusKey(status: RequestStatus): AdminMessageKey {
  return `bookings.status.${status}` as AdminMessageKey;
}

export function typeLabelKey(type: InboxType): AdminMessageKey {
  return `bookings.type.${type}` as AdminMessageKey;
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const t = useAdminT();
  return (
    <Badge tone={STATUS_TONES[status]} className="whitespace-nowrap">
      {t(statusKey(status))}
    </Badge>
  );
}

const TYPE_CLASSES: Record<InboxType, string> = {
  contact: "border-white/25 text-cream",
  car_enquiry: "border-gold/50 text-gold",
  experience: "border-racing-light/60 text-blue-200",
  order: "border-emerald-400/50 text-emerald-300",
};

export function RequestTypeBadge({ type }: { type: InboxType }) {
  const t = useAdminT();
  return (
    <span className={`inline-flex items-center rounded border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TYPE_CLASSES[type]}`} data-testid="request-type">
      {t(`bookings.typeBadge.${type}` as AdminMessageKey)}
    </span>
  );
}

/** "Nov 22, 2026, 9:14 AM" / "22 nov. 2026, 9:14", in the team's time zone on the server and in the browser alike. */
export function DateTime({ value, className }: { value: string; className?: string }) {
  const format = useFormat();
  return (
    <time dateTime={value} className={className}>
      {format.dateTime(value)}
    </time>
  );
}
