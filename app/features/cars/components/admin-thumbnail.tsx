import { ImageOff } from "lucide-react";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { ImageSources } from "../../../lib/image-sources.ts";

/** The small picture at the start of an admin row; decorative, the name beside it says what it is. */
export function AdminThumbnail({ url, sources }: { url: string | null; sources: Record<string, ImageSources> }) {
  const t = useAdminT();
  return (
    <div className="size-14 shrink-0 overflow-hidden rounded border border-white/10 bg-night-3">
      {url ? (
        <ResponsiveImage url={url} sources={sources} alt="" sizes="56px" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-mist" title={t("cmAdmin.noImage")}>
          <ImageOff size={18} aria-hidden="true" />
          <span className="sr-only">{t("cmAdmin.noImage")}</span>
        </span>
      )}
    </div>
  );
}
