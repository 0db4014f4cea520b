import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
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

/** GDPR erasure: for good, so the dialog says exactly what goes. */
export function SubscriberEraseButton({ id, email }: { id: string; email: string }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="px-3 py-1.5" onClick={() => setOpen(true)} aria-label={t("subscribers.eraseLabel", { email })}>
        {t("subscribers.erase")}
      </Button>
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
