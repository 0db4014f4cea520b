import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * A part of a public page whose code loads when a visitor reaches for it
 * (issue 16, decision 018): a form and what it needs in the browser — Conform,
 * zod, its schema — are most of a page's JavaScript, and most visitors never
 * touch the form.
 *
 * The server renders the part in place (entry.server waits for the whole
 * page and never outlines a boundary), so the page shows it and its form
 * works as a plain post before any script runs. In the browser the rest of the
 * page hydrates at once, while this part stays the server's HTML (a Suspense
 * boundary React leaves dehydrated) until the pointer enters it, a finger
 * touches it or the focus moves into it; its code then loads and React
 * hydrates it in place, keeping what was typed; the fields the visitor left
 * meanwhile are left again for its code (its checks run on blur). A form submitted before then
 * waits for that hydration and is submitted again through React, so it
 * behaves the same however fast the visitor is; if the code cannot load, the
 * plain post goes ahead.
 *
 * On a client-side navigation there is no server HTML to keep: the code loads
 * at once.
 */
export function hydrateOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  let markHydrated!: () => void;
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
  let loadFailed = false;

  const Part = lazy(async () => {
    // The server renders at once; so does a client render after the page's first hydration.
    if (typeof document !== "undefined" && !pageHydrated) await woken;
    let Component: ComponentType<Props>;
    try {
      Component = await load();
    } catch (error) {
      loadFailed = true;
      throw error;
    }
    function Hydrated(props: Props) {
      // A child's effect runs once React has hydrated (or rendered) the part: forms held back may now go.
      useEffect(() => markHydrated(), []);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });

  function Island(props: Props) {
    const holder = useRef<HTMLDivElement>(null);
    useEffect(() => {
      // Mounted by a client render (a navigation): nothing to wait for.
      if (pageHydrated) return wake();
      const element = holder.current!;
      const reach = () => {
        wake();
        for (const type of INTENT_EVENTS) element.removeEventListener(type, reach);
      };
      for (const type of INTENT_EVENTS) element.addEventListener(type, reach, { passive: true });
      // Fields left before the part hydrated: left again once its code listens (a form's checks run on blur).
      const left = new Set<EventTarget>();
      const remember = (event: FocusEvent) => void (event.target && left.add(event.target));
      element.addEventListener("focusout", remember);
      void hydrated.then(() => {
        element.removeEventListener("focusout", remember);
        for (const field of left) {
          if (field instanceof HTMLElement && field.isConnected && field !== document.activeElement) field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
        }
      });
      // A submission before the part hydrated: held, then made again through React.
      const holdSubmit = (event: SubmitEvent) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || form.dataset.heldSubmit === "sent" || loadFailed) return;
        event.preventDefault();
        if (form.dataset.heldSubmit === "waiting") return;
        form.dataset.heldSubmit = "waiting";
        wake();
        const submitter = event.submitter instanceof HTMLElement && event.submitter.isConnected ? event.submitter : null;
        const resubmit = () => {
          element.removeEventListener("submit", holdSubmit, true);
          delete form.dataset.heldSubmit;
          if (form.isConnected) form.requestSubmit(submitter as HTMLButtonElement | null);
        };
        void Promise.race([hydrated, new Promise<void>((resolve) => setTimeout(resolve, HOLD_AT_MOST_MS))]).then(() => {
          if (!loadFailed) return resubmit();
          // The code never came: the plain post, as without JavaScript.
          form.dataset.heldSubmit = "sent";
          element.removeEventListener("submit", holdSubmit, true);
          if (form.isConnected) form.requestSubmit(submitter as HTMLButtonElement | null);
        });
      };
      element.addEventListener("submit", holdSubmit, true);
      void hydrated.then(() => element.removeEventListener("submit", holdSubmit, true));
      return () => {
        for (const type of INTENT_EVENTS) element.removeEventListener(type, reach);
        element.removeEventListener("submit", holdSubmit, true);
        element.removeEventListener("focusout", remember);
      };
    }, []);
    // New props before the part hydrated (a same-page navigation): React renders it afresh, so its code must come now.
    const firstProps = useRef(props);
    useEffect(() => {
      if (props !== firstProps.current) wake();
    }, [props]);
    return (
      <div ref={holder} className="contents">
        <Suspense fallback={<LoadNow wake={wake} />}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  // Rendered again only when its props change: an update to a part still dehydrated would make React drop its server HTML.
  return memo(Island, sameProps) as unknown as ComponentType<Props>;
}

/** Props equal in value: a route re-rendering passes a new `{ ref, name }` object with the same contents. */
function sameProps(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]) || (isData(a[key]) && isData(b[key]) && JSON.stringify(a[key]) === JSON.stringify(b[key])));
}

function isData(value: unknown): boolean {
  return typeof value === "object" && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);
}

/**
 * What shows while the part's code loads in a client render. Mounted only
 * when there is no server HTML to keep (a navigation, or React dropping it
 * after a hydration error elsewhere on the page): the code must come now.
 */
function LoadNow({ wake }: { wake: () => void }) {
  useEffect(() => wake(), [wake]);
  return null;
}

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
/** How long a submission made before the part hydrated waits for its code before going as a plain post. */
const HOLD_AT_MOST_MS = 5_000;

/** Set once the page's first render in the browser is committed (root's effect): later renders are client renders. */
let pageHydrated = false;

/** Called by the root route's effect: parts mounted after this load their code at once. */
export function markPageHydrated() {
  pageHydrated = true;
}
