import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";

/**
 * "Send to all active subscribers (N)": asks first, stating N. It submits
 * the edition's form (`formId`), so what is on screen is saved and sent.
 * Without JavaScript the button asks the server for the same confirmation
 * as a page (intent=confirm-send).
 */
export function EditionSendButton({ formId, count, disabled }: { formId: string; count: number; disabled?: boolean }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="submit"
        form={formId}
        name="intent"
        value="confirm-send"
        disabled={disabled}
        onClick={(event) => {
          event.preventDefault();
          const form = document.getElementById(formId) as HTMLFormElement | null;
          // The browser's own checks (required fields) first: nothing to confirm for an invalid form.
          if (form && !form.reportValidity()) return;
          setOpen(true);
        }}
      >
        <Send size={16} aria-hidden="true" />
        {t("editions.sendAll", { count: String(count) })}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t("editions.confirmTitle")} description={t.count(count, { one: "editions.confirmBody.one", other: "editions.confirmBody" })} closeLabel={t("editions.cancel")}>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t("editions.cancel")}
          </Button>
          <Button type="submit" form={formId} name="intent" value="send" onClick={() => setTimeout(() => setOpen(false))}>
            {t.count(count, { one: "editions.confirmSend.one", other: "editions.confirmSend" })}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
