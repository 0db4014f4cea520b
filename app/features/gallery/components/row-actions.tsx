import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";

/** What a gallery row action answers: a sentence to show, good or bad. */
export interface GalleryActionResult {
  ok: boolean;
  message: string;
  /** The item went to the trash: the message offers the way to it. */
  trashed?: boolean;
}

/** With JavaScript, a row action's answer is a toast; without, the page shows it after the post. */
export function useResultToast(fetcher: FetcherWithComponents<GalleryActionResult>) {
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);
}

/**
 * Move up / Move down: the keyboard's and the no-JavaScript way to reorder.
 * A button is left out where the item cannot go further.
 */
export function MoveButtons({ id, name, canUp, canDown, intent = "move" }: { id: string; name: string; canUp: boolean; canDown: boolean; intent?: string }) {
  const t = useAdminT();
  const fetcher = useFetcher<GalleryActionResult>();
  useResultToast(fetcher);
  const busy = fetcher.state !== "idle";
  const button = (direction: "up" | "down") => (
    <Button
      type="submit"
      name="direction"
      value={direction}
      variant="ghost"
      disabled={busy}
      className="px-2 py-1.5"
      aria-label={t(direction === "up" ? "galleryAdmin.moveUpLabel" : "galleryAdmin.moveDownLabel", { name })}
      title={t(direction === "up" ? "galleryAdmin.moveUp" : "galleryAdmin.moveDown")}
    >
      {direction === "up" ? <ArrowUp size={16} aria-hidden="true" /> : <ArrowDown size={16} aria-hidden="true" />}
      <span className="sr-only sm:not-sr-only">{t(direction === "up" ? "galleryAdmin.moveUp" : "galleryAdmin.moveDown")}</span>
    </Button>
  );
  return (
    <fetcher.Form method="post" className="inline-flex gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {canUp ? button("up") : null}
      {canDown ? button("down") : null}
    </fetcher.Form>
  );
}

/** The quick Publish / Unpublish of a row; the row changes in place and a toast confirms. */
export function PublishToggle({ id, name, published }: { id: string; name: string; published: boolean }) {
  const t = useAdminT();
  const fetcher = useFetcher<GalleryActionResult>();
  useResultToast(fetcher);
  return (
    <fetcher.Form method="post" className="inline">
      <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant="ghost"
        disabled={fetcher.state !== "idle"}
        className="px-3 py-1.5"
        aria-label={t(published ? "galleryAdmin.unpublishLabel" : "galleryAdmin.publishLabel", { name })}
      >
        {t(published ? "galleryAdmin.unpublish" : "galleryAdmin.publish")}
      </Button>
    </fetcher.Form>
  );
}

/**
 * Delete with a confirmation, for actions other than the route's own
 * `intent=delete` (a photo of an album): posts `intent` and `id`.
 */
export function ConfirmDeleteButton({ id, itemName, intent }: { id: string; itemName: string; intent: string }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<GalleryActionResult>();
  useResultToast(fetcher);
  return (
    <>
      <Button variant="ghost" className="px-3 py-1.5" onClick={() => setOpen(true)} aria-label={t("admin.delete.labelFor", { name: itemName })}>
        {t("admin.delete.button")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("admin.delete.title", { name: itemName })} description={t("admin.delete.body")}>
        <fetcher.Form method="post" onSubmit={() => setOpen(false)} className="flex justify-end gap-3">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("admin.delete.cancel")}
          </Button>
          <Button type="submit" variant="danger">
            {t("admin.delete.confirm")}
          </Button>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
