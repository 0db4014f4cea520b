import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * The folder holding package.json. Code runs from app/ in development and
 * scripts, and from build/server/ in production; files shipped beside the code
 * (drizzle/ migrations, build/client) are found from here in both cases.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
  root = dir;
  return root;
}
