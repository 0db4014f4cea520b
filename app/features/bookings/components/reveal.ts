import { useEffect, useRef } from "react";

/**
 * A form's success message, brought into view and focused as it appears. On a
 * phone the button that sent the form sits a screen below the message at the
 * top of the form: without this the visitor sees an emptied form and may send
 * it again. Focus moves there too, so keyboard and screen reader users land
 * on it. The scroll is instant for visitors who asked for reduced motion.
 */
export function useRevealOnSuccess<Element extends HTMLElement>(shown: boolean) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "center", behavior: reduced ? "instant" : "smooth" });
  }, [shown]);
  return ref;
}
