import { useEffect, useRef } from "react";

/** A plain left click, without a modifier asking for a new tab or window: the click a dialog may take over. */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Gives focus back to what opened a dialog once it closes. The shared Dialog
 * has no Trigger (these dialogs open from links that also work without
 * JavaScript), and without one Radix has nothing to return focus to.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [open]);
  return (element: HTMLElement) => {
    opener.current = element;
  };
}
