import type { Page } from "@playwright/test";

/** Sonner's toasts: the items of the list in the region labelled "Notifications" (its name ends with the hotkey). */
export function toasts(page: Page) {
  return page.getByRole("region", { name: /^Notifications\b/ }).getByRole("listitem");
}

/** The toast whose message is exactly `text` (its action button, if any, left aside). */
export function toast(page: Page, text: string) {
  return toasts(page).filter({ has: page.getByText(text, { exact: true }) });
}
