import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the
 * browser: what the page renders for visitors without JavaScript (links,
 * server-rendered panels) can give way to dialogs once scripts run, without a
 * hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
