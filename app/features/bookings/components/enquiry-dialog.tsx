import { lazy, useLayoutEffect, useRef } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import type { EnquiryTarget } from "./enquiry-form.tsx";

// The form (Conform, zod, its schema) loads with the dialog, when a visitor asks: not with every car list (issue 16).
const CarEnquiryForm = lazy(() => import("./enquiry-form.tsx").then((module) => ({ default: module.CarEnquiryForm })));

/** The enquiry form in a modal, for the car chosen on a list (Inquire Now). */
export function EnquiryDialog({ car, action, onClose }: { car: EnquiryTarget | null; action: string; onClose: () => void }) {
  const t = useT();
  const opener = useRef<HTMLElement | null>(null);
  // The dialog is opened from many buttons, none a Radix trigger: remember which one, and give focus back to it on close.
  // A layout effect runs before Radix moves focus into the dialog.
  useLayoutEffect(() => {
    if (car) {
      if (!opener.current && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (element) requestAnimationFrame(() => element.focus());
  }, [car]);

  return (
    <Dialog
      open={car !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={car ? t("car.enquiryTitle", { car: car.name }) : ""}
      description={t("car.enquiryLead")}
      closeLabel={t("car.close")}
    >
      {car ? <CarEnquiryForm key={car.ref} car={car} action={action} onClose={onClose} /> : null}
    </Dialog>
  );
}
