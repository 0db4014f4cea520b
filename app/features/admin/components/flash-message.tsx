import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { toast } from "../../../components/ui/toaster.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { Flash } from "../../../platform/flash.server.ts";
import { FormAlert } from "../../accounts/components/auth-card.tsx";

/**
 * What the last write said after its redirect (see platform/flash.server.ts):
 * a toast once the page runs JavaScript, and until then (or without it) the
 * same words as a status message at the top of the page, which the toast
 * replaces at hydration. `placement`: above an admin page's content, or
 * inside a sign-in screen's card.
 */
export function FlashMessage({ flash, placement = "page" }: { flash: Flash | null; placement?: "page" | "card" }) {
  const t = useAdminT();
  const hydrated = useHydrated();
  // Each flash is shown once, however often the layout renders (and under StrictMode's double effects).
  const shown = useRef<Flash | null>(null);

  useEffect(() => {
    if (!flash || shown.current === flash) return;
    shown.current = flash;
    const { link } = flash;
    const id = toast.success(
      t(flash.message, flash.values),
      // A real link, as without JavaScript (sonner gives `data-button` its action's look).
      link
        ? {
            action: (
              <Link to={link.href} data-button="" onClick={() => toast.dismiss(id)}>
                {t(link.label)}
              </Link>
            ),
          }
        : undefined,
    );
  }, [flash, t]);

  if (hydrated || !flash) return null;
  const message = (
    <FormAlert tone="success">
      {t(flash.message, flash.values)}
      {flash.link ? (
        <>
          {" "}
          <Link to={flash.link.href} className="font-semibold underline underline-offset-4">
            {t(flash.link.label)}
          </Link>
        </>
      ) : null}
    </FormAlert>
  );
  return placement === "card" ? message : <div className="mx-auto max-w-6xl px-4 pt-8 lg:px-10">{message}</div>;
}
