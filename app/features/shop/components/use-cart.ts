import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, parseCart, serializeCart, type CartLine } from "../rules.ts";

/**
 * The cart in the browser's localStorage, shared by every component that
 * shows it and by other tabs (storage events). On the server, and while the
 * page hydrates, the cart is unknown: `useCart()` answers null.
 */
const listeners = new Set<() => void>();
// Where the cart lives when storage is refused (private modes, quotas): this tab only.
let memory: string | null = null;
let cachedRaw: string | null | undefined;
let cachedLines: CartLine[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return memory;
  }
}

function writeRaw(raw: string | null) {
  try {
    if (raw === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    memory = raw;
  }
}

function snapshot(): CartLine[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseCart(raw);
  }
  return cachedLines;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function emit() {
  for (const listener of listeners) listener();
}

/** The cart's lines, or null before the browser's copy is known (server render, hydration). */
export function useCart(): CartLine[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Applies a change to the stored cart and tells every view. */
export function updateCart(change: (lines: CartLine[]) => CartLine[]) {
  writeRaw(serializeCart(change(snapshot())));
  emit();
}

export function clearCart() {
  writeRaw(null);
  emit();
}

/** The lines as stored now, for event handlers. */
export function currentCart(): CartLine[] {
  return snapshot();
}
