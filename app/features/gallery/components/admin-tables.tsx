import { ImageOff } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { useFormat } from "../../../lib/i18n/index.ts";
import { AdminTable, DeleteButton, PublishBadge, StatusWithDraft, tableBodyClass } from "../../admin/components/list-kit.tsx";
import { MissingTranslationBadge } from "../../admin/components/content-list.tsx";
import { MoveButtons } from "./row-actions.tsx";
import { PublishToggle, useReplyToast } from "../../admin/components/publish-toggle.tsx";
import type { FormReply } from "../../../lib/form.ts";
import { SortableArea, useSortableItem } from "./sortable.tsx";
import type { ImageSources } from "../../../lib/image-sources.ts";
import type { PublicationStatus } from "../../admin/schema.ts";
import { PublicationStatusBadge } from "../../admin/components/publication-status-badge.tsx";

/**
 * The admin's two gallery tables. In the list's own order (no search, no
 * filter, default sort) rows can be reordered: by their drag handle, or by
 * Move up / Move down; the public gallery follows.
 */

export interface AlbumListRow {
  id: string;
  title: string;
  /** Without it, the row says the album has no French version. */
  hasFrench: boolean;
  year: number;
  date: string | null;
  cover: string | null;
  photoCount: number;
  published: boolean;
  /** Draft, published, or scheduled (published with its time ahead, `when` formatted on the server). */
  status: PublicationStatus;
  when: string | null;
  /** A draft waits beside the published album (its editor's Save draft). */
  draftWaiting: boolean;
  updated: string;
  canUp: boolean;
  canDown: boolean;
}

export interface VideoListRow {
  id: string;
  title: string;
  /** Without it, the row says the video has no French version. */
  hasFrench: boolean;
  thumbnail: string | null;
  duration: string | null;
  published: boolean;
  /** A draft waits beside the published video (its editor's Save draft). */
  draftWaiting: boolean;
  created: string;
  canUp: boolean;
  canDown: boolean;
}

function Thumbnail({ url, sources }: { url: string | null; sources: Record<string, ImageSources> }) {
  const t = useAdminT();
  return (
    <div className="size-14 shrink-0 overflow-hidden rounded border border-white/10 bg-night-3">
      {url ? (
        <ResponsiveImage url={url} sources={sources} alt="" sizes="56px" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-mist" title={t("galleryAdmin.noImage")}>
          <ImageOff size={18} aria-hidden="true" />
          <span className="sr-only">{t("galleryAdmin.noImage")}</span>
        </span>
      )}
    </div>
  );
}

/** The rows in the order being saved while the reorder posts, else as loaded. */
function useOptimisticOrder<Row extends { id: string }>(rows: readonly Row[]) {
  const fetcher = useFetcher<FormReply>();
  useReplyToast(fetcher);
  const pending = fetcher.formData?.get("intent") === "reorder" ? fetcher.formData.getAll("id[]").map(String) : null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = pending && pending.every((id) => byId.has(id)) && pending.length === rows.length ? pending.map((id) => byId.get(id)!) : rows;
  const save = (ids: string[]) => {
    const form = new FormData();
    form.set("intent", "reorder");
    for (const id of ids) form.append("id[]", id);
    fetcher.submit(form, { method: "post" });
  };
  return { ordered, save };
}

function OrderHint({ orderMode, albums = false }: { orderMode: boolean; albums?: boolean }) {
  const t = useAdminT();
  if (!orderMode) return <p className="mb-3 text-sm text-mist">{t("galleryAdmin.orderOnlyDefault")}</p>;
  return (
    <p className="mb-3 text-sm text-mist">
      {t("galleryAdmin.orderHowTo")}
      {albums ? ` ${t("galleryAdmin.albumYearOnly")}` : null}
    </p>
  );
}

export function AlbumTable({ rows, images, orderMode }: { rows: readonly AlbumListRow[]; images: Record<string, ImageSources>; orderMode: boolean }) {
  const t = useAdminT();
  const { ordered, save } = useOptimisticOrder(rows);
  const years = new Map(ordered.map((row) => [row.id, row.year]));
  const titles = new Map(ordered.map((row) => [row.id, row.title]));
  return (
    <>
      <OrderHint orderMode={orderMode} albums />
      <AdminTable caption={t("galleryAdmin.albumsCaption")} columns={[...(orderMode ? [{ label: t("galleryAdmin.col.order"), hiddenLabel: true, className: "w-12" }] : []), { label: t("galleryAdmin.col.album"), sort: "title" }, { label: t("galleryAdmin.col.year"), sort: "year" }, { label: t("galleryAdmin.col.photos"), sort: "photos" }, { label: t("galleryAdmin.col.status") }, { label: t("galleryAdmin.col.updated"), sort: "updated" }]} actions>
        <SortableArea
          id="gallery-albums"
          ids={ordered.map((row) => row.id)}
          nameOf={(id) => titles.get(id) ?? id}
          canDrop={(active, over) => years.get(active) === years.get(over)}
          refusedMessage={t("galleryAdmin.albumYearOnly")}
          onReorder={save}
        >
          <tbody className={tableBodyClass}>
            {ordered.map((row) => (
              <AlbumRow key={row.id} row={row} images={images} orderMode={orderMode} />
            ))}
          </tbody>
        </SortableArea>
      </AdminTable>
    </>
  );
}

function AlbumRow({ row, images, orderMode }: { row: AlbumListRow; images: Record<string, ImageSources>; orderMode: boolean }) {
  const t = useAdminT();
  const format = useFormat();
  const { ref, style, handle, isDragging } = useSortableItem(row.id, orderMode);
  return (
    <tr ref={ref} style={style} data-testid="album-row" className={cn(isDragging && "bg-night-3")}>
      {orderMode ? <td className="py-3 pr-2">{handle}</td> : null}
      <td className="py-3 pr-4">
        <div className="flex items-center gap-3">
          <Thumbnail url={row.cover} sources={images} />
          <div className="min-w-0">
            <Link to={`/admin/gallery/albums/${row.id}`} className="font-semibold text-cream hover:underline">
              {row.title}
            </Link>{" "}
            {row.hasFrench ? null : <MissingTranslationBadge />}
            {row.date ? <div className="text-xs text-mist">{format.date(row.date)}</div> : null}
          </div>
        </div>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap">{row.year}</td>
      <td className="py-3 pr-4 whitespace-nowrap" data-testid="photo-count">
        {row.photoCount}
      </td>
      <td className="py-3 pr-4">
        <StatusWithDraft draftWaiting={row.draftWaiting}>
          <PublicationStatusBadge status={row.status} when={row.when} />
        </StatusWithDraft>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap text-mist">{format.shortDate(row.updated)}</td>
      <td className="py-3">
        <div className="flex flex-wrap justify-end gap-2">
          {orderMode ? <MoveButtons id={row.id} name={row.title} canUp={row.canUp} canDown={row.canDown} /> : null}
          <PublishToggle id={row.id} name={row.title} published={row.published} />
          <Link to={`/admin/gallery/albums/${row.id}`} className={buttonClass("ghost", "px-3 py-1.5")} aria-label={t("galleryAdmin.editLabel", { name: row.title })}>
            {t("gallery.admin.edit")}
          </Link>
          <DeleteButton id={row.id} itemName={row.title} />
        </div>
      </td>
    </tr>
  );
}

export function VideoTable({ rows, images, orderMode }: { rows: readonly VideoListRow[]; images: Record<string, ImageSources>; orderMode: boolean }) {
  const t = useAdminT();
  const { ordered, save } = useOptimisticOrder(rows);
  const titles = new Map(ordered.map((row) => [row.id, row.title]));
  return (
    <>
      <OrderHint orderMode={orderMode} />
      <AdminTable caption={t("galleryAdmin.videosCaption")} columns={[...(orderMode ? [{ label: t("galleryAdmin.col.order"), hiddenLabel: true, className: "w-12" }] : []), { label: t("galleryAdmin.col.video"), sort: "title" }, { label: t("galleryAdmin.col.duration") }, { label: t("galleryAdmin.col.status") }, { label: t("galleryAdmin.col.added"), sort: "created" }]} actions>
        <SortableArea id="gallery-videos" ids={ordered.map((row) => row.id)} nameOf={(id) => titles.get(id) ?? id} onReorder={save}>
          <tbody className={tableBodyClass}>
            {ordered.map((row) => (
              <VideoRow key={row.id} row={row} images={images} orderMode={orderMode} />
            ))}
          </tbody>
        </SortableArea>
      </AdminTable>
    </>
  );
}

function VideoRow({ row, images, orderMode }: { row: VideoListRow; images: Record<string, ImageSources>; orderMode: boolean }) {
  const t = useAdminT();
  const format = useFormat();
  const { ref, style, handle, isDragging } = useSortableItem(row.id, orderMode);
  return (
    <tr ref={ref} style={style} data-testid="video-row" className={cn(isDragging && "bg-night-3")}>
      {orderMode ? <td className="py-3 pr-2">{handle}</td> : null}
      <td className="py-3 pr-4">
        <div className="flex items-center gap-3">
          <Thumbnail url={row.thumbnail} sources={images} />
          <div className="min-w-0">
            <Link to={`/admin/gallery/videos/${row.id}`} className="font-semibold text-cream hover:underline">
              {row.title}
            </Link>{" "}
            {row.hasFrench ? null : <MissingTranslationBadge />}
          </div>
        </div>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap tabular-nums">{row.duration ?? "—"}</td>
      <td className="py-3 pr-4">
        <StatusWithDraft draftWaiting={row.draftWaiting}>
          <PublishBadge published={row.published} />
        </StatusWithDraft>
      </td>
      <td className="py-3 pr-4 whitespace-nowrap text-mist">{format.shortDate(row.created)}</td>
      <td className="py-3">
        <div className="flex flex-wrap justify-end gap-2">
          {orderMode ? <MoveButtons id={row.id} name={row.title} canUp={row.canUp} canDown={row.canDown} /> : null}
          <PublishToggle id={row.id} name={row.title} published={row.published} />
          <Link to={`/admin/gallery/videos/${row.id}`} className={buttonClass("ghost", "px-3 py-1.5")} aria-label={t("galleryAdmin.editLabel", { name: row.title })}>
            {t("gallery.admin.edit")}
          </Link>
          <DeleteButton id={row.id} itemName={row.title} />
        </div>
      </td>
    </tr>
  );
}
