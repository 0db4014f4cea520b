import fs from "node:fs";

/**
 * The browser the suite drives: Debian's Chromium headless shell
 * (`apt-get install chromium-headless-shell`), the same Blink, fonts and
 * network stack as the full browser without its window and interface. The
 * full browser in headless mode still starts its interface's renderer for
 * every page: on two cores that was a second of CPU per page, a quarter of
 * the suite's time. `CHROMIUM_PATH` picks another binary; Debian's full
 * Chromium is used when the shell is not installed.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL_CHROMIUM = "/usr/bin/chromium";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) || !fs.existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** No sandbox (CI runs as root), no GPU, nothing that calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
