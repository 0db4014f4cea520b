import { useEffect, useRef } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { toast } from "../../../components/ui/toaster.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { fieldMessage, type FormReply } from "../../../lib/form.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";

/**
 * The answer of a row or item action posted in place (a fetcher) as a toast:
 * its refusal, or its success when it stays on the page (a write that
 * redirects says so with the flash instead).
 */
export function useReplyToast(fetcher: FetcherWithComponents<FormReply>) {
  const t = useAdminT();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  // Each answer is shown once, however often the component renders.
  const shown = useRef<FormReply | undefined>(undefined);
  useEffect(() => {
    if (!reply || shown.current === reply) return;
    shown.current = reply;
    const refusal = fieldMessage(reply.error?.[""], (key) => t(key as AdminMessageKey));
    if (refusal) toast.error(refusal);
    else if (reply.status === "success" && reply.message) toast.success(t(reply.message as AdminMessageKey));
  }, [reply, t]);
}

/**
 * The quick publish / unpublish of one row in an admin list (cars, news,
 * events, merchandise, gallery). The action answers with the same list and a toast
 * (a flash); without JavaScript it is a plain post that does the same. A
 * refusal (the row is gone) is a toast too.
 */
export function PublishToggle({ id, name, published }: { id: string; name: string; published: boolean }) {
  const t = useAdminT();
  const fetcher = useFetcher<FormReply>();
  const busy = fetcher.state !== "idle";
  useReplyToast(fetcher);
  const intent = published ? "unpublish" : "publish";
  return (
    <fetcher.Form method="post" preventScrollReset className="inline">
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

