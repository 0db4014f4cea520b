import { Star } from "lucide-react";
import { useFetcher } from "react-router";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { ConfirmDeleteButton, MoveButtons } from "./row-actions.tsx";
import { useReplyToast } from "../../admin/components/publish-toggle.tsx";
import type { FormReply } from "../../../lib/form.ts";
import { SortableArea, useSortableItem } from "./sortable.tsx";
import type { ImageSources } from "../../../lib/image-sources.ts";

/**
 * An album's photos in their public order: drag by the handle (or Move up /
 * Move down) to reorder, choose the cover, edit a caption, delete (to the
 * trash). Each action posts on its own; the list follows the saved state.
 */

export interface AdminPhoto {
  id: string;
  url: string;
  caption: string | null;
  /** The caption French pages show; the English one there when null. */
  caption_fr: string | null;
  cover: boolean;
}

export function PhotoList({ photos, images }: { photos: readonly AdminPhoto[]; images: Record<string, ImageSources> }) {
  const t = useAdminT();
  const fetcher = useFetcher<FormReply>();
  useReplyToast(fetcher);
  const pending = fetcher.formData?.get("intent") === "reorder-photos" ? fetcher.formData.getAll("id[]").map(String) : null;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const ordered = pending && pending.length === photos.length && pending.every((id) => byId.has(id)) ? pending.map((id) => byId.get(id)!) : photos;
  const numbers = new Map(photos.map((photo, index) => [photo.id, index + 1]));
  const save = (ids: string[]) => {
    const form = new FormData();
    form.set("intent", "reorder-photos");
    for (const id of ids) form.append("id[]", id);
    fetcher.submit(form, { method: "post" });
  };
  if (photos.length === 0) return <p className="rounded border border-dashed border-white/15 px-6 py-10 text-center text-mist">{t("galleryAdmin.photos.empty")}</p>;
  return (
    <SortableArea id="album-photos" ids={ordered.map((photo) => photo.id)} nameOf={(id) => t("galleryAdmin.photos.name", { n: numbers.get(id) ?? 0 })} onReorder={save}>
      <p className="mb-3 text-sm text-mist">{t("galleryAdmin.photos.captionsHint")}</p>
      <ol className="space-y-3" aria-label={t("galleryAdmin.photos.title")}>
        {ordered.map((photo, index) => (
          <PhotoItem key={photo.id} photo={photo} number={numbers.get(photo.id) ?? index + 1} position={index} total={ordered.length} images={images} />
        ))}
      </ol>
    </SortableArea>
  );
}

function PhotoItem({ photo, number, position, total, images }: { photo: AdminPhoto; number: number; position: number; total: number; images: Record<string, ImageSources> }) {
  const t = useAdminT();
  const { ref, style, handle, isDragging } = useSortableItem(photo.id);
  const cover = useFetcher<FormReply>();
  const caption = useFetcher<FormReply>();
  useReplyToast(cover);
  useReplyToast(caption);
  const name = t("galleryAdmin.photos.name", { n: number });
  return (
    <li ref={ref} style={style} data-testid="album-photo" className={cn("rounded-lg border border-white/10 bg-night p-3", isDragging && "border-gold shadow-2xl")}>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex items-center gap-2">
          {handle}
          <span className="w-6 text-center font-display text-lg text-mist tabular-nums">{position + 1}</span>
        </div>
        <div className="h-24 w-32 shrink-0 overflow-hidden rounded bg-night-3">
          <ResponsiveImage url={photo.url} sources={images} alt={photo.caption ?? t("galleryAdmin.photos.alt", { n: number })} sizes="128px" className="size-full object-cover" />
        </div>
        <caption.Form method="post" className="flex min-w-56 flex-1 flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="caption" />
          <input type="hidden" name="id" value={photo.id} />
          <CaptionInput name="caption" lang="en" label={t("galleryAdmin.photos.caption", { n: number })} value={photo.caption} />
          <CaptionInput name="caption_fr" lang="fr" label={t("galleryAdmin.photos.captionFr", { n: number })} value={photo.caption_fr} />
          <Button type="submit" variant="ghost" className="px-3 py-2" disabled={caption.state !== "idle"} aria-label={t("galleryAdmin.photos.saveCaptionLabel", { n: number })}>
            {t("galleryAdmin.photos.saveCaption")}
          </Button>
        </caption.Form>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        {photo.cover ? (
          <Badge tone="gold">
            <Star size={12} aria-hidden="true" className="mr-1 inline" />
            {t("galleryAdmin.photos.cover")}
          </Badge>
        ) : (
          <cover.Form method="post">
            <input type="hidden" name="intent" value="cover" />
            <input type="hidden" name="id" value={photo.id} />
            <Button type="submit" variant="ghost" className="px-3 py-1.5" disabled={cover.state !== "idle"} aria-label={t("galleryAdmin.photos.setCoverLabel", { n: number })}>
              {t("galleryAdmin.photos.setCover")}
            </Button>
          </cover.Form>
        )}
        <MoveButtons id={photo.id} name={name} canUp={position > 0} canDown={position < total - 1} intent="move-photo" />
        <ConfirmDeleteButton id={photo.id} itemName={name} intent="delete-photo" />
      </div>
    </li>
  );
}

/** One of a photo's captions (English or French), saved together by the photo's Save caption. */
function CaptionInput({ name, lang, label, value }: { name: "caption" | "caption_fr"; lang: "en" | "fr"; label: string; value: string | null }) {
  return (
    <label className="min-w-48 flex-1 space-y-1">
      <span className="block text-xs font-semibold tracking-wide text-mist uppercase">{label}</span>
      <input
        name={name}
        lang={lang}
        defaultValue={value ?? ""}
        maxLength={500}
        className="w-full rounded border border-white/20 bg-night-2 px-3 py-2 text-cream focus:border-gold focus:outline-none"
      />
    </label>
  );
}
