import { useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";

/** The admin's "Unsubscribe" of one address: reversible (the person can subscribe again), so no dialog. */
export function SubscriberUnsubscribeButton({ id, email }: { id: string; email: string }) {
  const t = useAdminT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === id && navigation.formData.get("intent") === "unsubscribe";
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value="unsubscribe" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost" className="px-3 py-1.5" disabled={busy} aria-label={t("subscribers.unsubscribeLabel", { email })}>
        {t("subscribers.unsubscribe")}
      </Button>
    </Form>
  );
}

/**
 * GDPR erasure: for good, so the dialog says exactly what goes. Without
 * JavaScript the button is a link to the same question on its own page
 * (/admin/delete, asked with intent=erase), which posts back here.
 */
export function SubscriberEraseButton({ id, email }: { id: string; email: string }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  const confirmHref = `/admin/delete?${new URLSearchParams({ action: target, id, name: email, intent: "erase" })}`;
  return (
    <>
      <Link
        to={confirmHref}
        role="button"
        className={buttonClass("ghost", "px-3 py-1.5")}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onKeyDown={(event) => {
          // A button opens on Space as well as Enter.
          if (event.key !== " ") return;
          event.preventDefault();
          setOpen(true);
        }}
        aria-label={t("subscribers.eraseLabel", { email })}
      >
        {t("subscribers.erase")}
      </Link>
      <Dialog open={open} onOpenChange={setOpen} title={t("subscribers.eraseTitle", { email })} description={t("subscribers.eraseBody")}>
        <Form method="post" onSubmit={() => setOpen(false)} className="flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="id" value={id} />
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("admin.delete.cancel")}
          </Button>
          <Button type="submit" variant="danger">
            {t("subscribers.eraseConfirm")}
          </Button>
        </Form>
      </Dialog>
    </>
  );
}
