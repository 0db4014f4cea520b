import { ArrowDown, ArrowUp } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import type { FormReply } from "../../../lib/form.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { useReplyToast } from "../../admin/components/publish-toggle.tsx";

/**
 * Move up / Move down: the keyboard's and the no-JavaScript way to reorder.
 * A button is left out where the item cannot go further.
 */
export function MoveButtons({ id, name, canUp, canDown, intent = "move" }: { id: string; name: string; canUp: boolean; canDown: boolean; intent?: string }) {
  const t = useAdminT();
  const fetcher = useFetcher<FormReply>();
  useReplyToast(fetcher);
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

/**
 * Delete with a confirmation, for actions other than the route's own
 * `intent=delete` (a photo of an album): posts `intent` and `id`.
 */
export function ConfirmDeleteButton({ id, itemName, intent }: { id: string; itemName: string; intent: string }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormReply>();
  useReplyToast(fetcher);
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
