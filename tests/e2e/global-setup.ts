import fs from "node:fs";

/** Fails early, with a clear message, when the browser the suite drives is missing. */
export default function globalSetup() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    throw new Error(`Chromium not found at ${chromium}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
}
