import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { connectToaster, TOAST_DURATION_MS } from "./toaster.tsx";

/**
 * Sonner itself, in a chunk of its own that toaster.tsx loads on the first
 * toast. Connected after sonner's `<Toaster>` (a child, so its effect runs
 * first) subscribes, so the queued toasts are shown, not lost.
 */
export default function SonnerToaster() {
  useEffect(
    () =>
      connectToaster((request) => {
        if (request.kind === "dismiss") toast.dismiss(request.id);
        else toast[request.kind](request.message, request.options);
      }),
    [],
  );
  return <Toaster position="bottom-right" duration={TOAST_DURATION_MS} theme="dark" richColors closeButton />;
}
