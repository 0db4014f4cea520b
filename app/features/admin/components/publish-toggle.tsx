import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";

/** What a list action answers: a sentence to show, good or bad. */
export interface ListActionResult {
  ok: boolean;
  message: string;
  /** The row went to the trash: the list drops it. */
  trashed?: boolean;
}

/**
 * The quick publish / unpublish of one row in an admin list (cars, news,
 * events, merchandise). Without JavaScript it is a
 * plain form post that reloads the list; with it, the row changes in place
 * and a toast confirms.
 */
export function PublishToggle({ id, name, published }: { id: string; name: string; published: boolean }) {
  const t = useAdminT();
  const fetcher = useFetcher<ListActionResult>();
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      if (fetcher.data.ok) toast.success(fetcher.data.message);
      else toast.error(fetcher.data.message);
    }
  }, [fetcher.state, fetcher.data]);
  const intent = published ? "unpublish" : "publish";
  return (
    <fetcher.Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant="ghost"
        disabled={busy}
        className="px-3 py-1.5"
        aria-label={t(published ? "adminContent.unpublishLabel" : "adminContent.publishLabel", { name })}
      >
        {t(published ? "adminContent.unpublish" : "adminContent.publish")}
      </Button>
    </fetcher.Form>
  );
}

