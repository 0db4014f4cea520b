import { useSyncExternalStore } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useAdminT } from "../../../lib/i18n/admin.ts";

/**
 * When an admin's session ends while a form is open (idle too long, signed out
 * in another tab, revoked from another device), the save must not take the
 * form away: the guard answers 401 without touching data, and this turns that
 * answer into a dialog over the page, with everything typed still in place.
 * The admin signs in again in a new tab, comes back and saves.
 */
let signedOut = false;
const listeners = new Set<() => void>();

function setSignedOut(value: boolean) {
  signedOut = value;
  for (const listener of listeners) listener();
}

/**
 * The `clientAction` of every admin screen with a form: the server's action as
 * usual, except that a 401 from the session guard keeps the page as it is —
 * no action data (the dialog says what happened), and a 4xx status so React
 * Router does not reload the page's data (which would redirect to sign-in).
 */
export async function keepFormWhenSignedOut<T>({ serverAction }: { serverAction: () => Promise<T> }) {
  try {
    const result = await serverAction();
    setSignedOut(false);
    return result;
  } catch (error) {
    if (!isRouteErrorResponse(error) || error.status !== 401) throw error;
    setSignedOut(true);
    return data(null, { status: 401 });
  }
}

function useSignedOut(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => signedOut,
    () => false,
  );
}

/** Shown by the admin layout over whatever screen was being saved. */
export function SessionEndedDialog() {
  const t = useAdminT();
  const open = useSignedOut();
  return (
    <Dialog open={open} onOpenChange={(next) => setSignedOut(next)} title={t("admin.session.endedTitle")} description={t("admin.session.endedText")}>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/admin/login?redirectTo=%2Fadmin" target="_blank" rel="noopener" className={buttonClass("primary")}>
          {t("admin.session.signInNewTab")}
        </a>
        <button type="button" className={buttonClass("ghost")} onClick={() => setSignedOut(false)}>
          {t("admin.session.backToForm")}
        </button>
      </div>
    </Dialog>
  );
}
