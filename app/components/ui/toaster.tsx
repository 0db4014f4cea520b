import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import type { ExternalToast } from "sonner";

/** Toasts last 5000 ms (§9). */
export const TOAST_DURATION_MS = 5000;

/**
 * Toasts without sonner in every page's JavaScript (issue 16): `toast`
 * queues what is asked, the root's `<Toaster>` then loads sonner (its own
 * chunk, sonner-toaster.tsx) and shows the queue. Most public visits show no
 * toast and never load it. The calls look like sonner's, and an id is known
 * at once, so a toast's own link can dismiss it.
 */
export type ToastRequest =
  | { kind: "success" | "error"; message: ReactNode; options: ExternalToast & { id: string | number } }
  | { kind: "dismiss"; id?: string | number };

let queue: ToastRequest[] = [];
let deliver: ((request: ToastRequest) => void) | null = null;
let wanted = false;
let lastId = 0;
const listeners = new Set<() => void>();

function send(request: ToastRequest) {
  if (deliver) return deliver(request);
  queue.push(request);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

function show(kind: "success" | "error", message: ReactNode, options: ExternalToast = {}) {
  const id = options.id ?? `toast-${++lastId}`;
  send({ kind, message, options: { ...options, id } });
  return id;
}

export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show("success", message, options),
  error: (message: ReactNode, options?: ExternalToast) => show("error", message, options),
  dismiss(id?: string | number) {
    if (deliver) deliver({ kind: "dismiss", id });
    else queue = id === undefined ? [] : queue.filter((request) => request.kind === "dismiss" || request.options.id !== id);
  },
};

/** Sonner's half, once its `<Toaster>` listens: shows what was queued, then each request as it comes. */
export function connectToaster(deliverTo: (request: ToastRequest) => void) {
  deliver = deliverTo;
  const queued = queue;
  queue = [];
  for (const request of queued) deliverTo(request);
  return () => {
    if (deliver === deliverTo) deliver = null;
  };
}

const SonnerToaster = lazy(() => import("./sonner-toaster.tsx"));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Nothing until a toast is asked for (and nothing on the server): then sonner's toaster, loaded once. */
export function Toaster() {
  const needed = useSyncExternalStore(subscribe, () => wanted, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
