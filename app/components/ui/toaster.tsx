import { Toaster as SonnerToaster } from "sonner";

/** Toasts last 5000 ms (§9). */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return <SonnerToaster position="bottom-right" duration={TOAST_DURATION_MS} theme="dark" richColors closeButton />;
}
