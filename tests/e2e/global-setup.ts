import fs from "node:fs";
import { CHROMIUM_PATH } from "./support/browser.ts";

/** Fails early, with a clear message, when the browser the suite drives is missing. */
export default function globalSetup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's headless shell (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`);
  }
}
