/**
 * Which public messages each public page may show (issue 16: a page no longer
 * downloads the whole public catalogue). For the layout and for each page of
 * `PUBLIC_PAGES`, the modules it imports are followed (relative imports,
 * static and dynamic, server modules included: an action's reply names a
 * message too), and every string in them that is a public key — or the head
 * of a key made in a template (`news.category.${category}`) or a string ending
 * with a dot — selects those keys. The layout's keys go to every page.
 *
 * Writes app/lib/i18n/page-message-keys.json; `npm run build` runs it first,
 * and a test fails when the file in the repository is not what it would write.
 *
 *   node scripts/i18n/page-message-keys.ts [--check]
 */
import fs from "node:fs";
import path from "node:path";
import { PUBLIC_PAGES } from "../../app/lib/public-paths.ts";
import { publicEn } from "../../app/lib/i18n/en/public.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const PAGE_MESSAGE_KEYS_FILE = path.join(ROOT, "app", "lib", "i18n", "page-message-keys.json");
/** The catalogues themselves name every key: following them would select everything. */
const NOT_FOLLOWED = /app[\\/]lib[\\/]i18n[\\/](en|fr)[\\/]|app[\\/]lib[\\/]i18n[\\/](admin|all\.server)\.ts$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
/** A dotted word in quotes, or the head of a template (followed by `${`). */
const CANDIDATE = /["'`]([a-zA-Z][\w-]*(?:\.[\w-]+)*\.?)(["'`]|\$\{)/g;

const KEYS = Object.keys(publicEn);

function modulesFrom(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier!);
      if (!/\.tsx?$/.test(target) || !fs.existsSync(target) || NOT_FOLLOWED.test(target)) continue;
      if (!target.startsWith(path.join(ROOT, "app") + path.sep)) continue;
      pending.push(target);
    }
  }
  return [...seen];
}

function keysIn(files: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const file of files) {
    for (const [, text, end] of fs.readFileSync(file, "utf8").matchAll(CANDIDATE)) {
      const prefix = end === "${" || text!.endsWith(".");
      for (const key of KEYS) if (key === text || (prefix && key.startsWith(text!))) keys.add(key);
    }
  }
  return keys;
}

/** { layout: keys every page gets, "<page file>": the keys that page adds }, each sorted. */
export function pageMessageKeys(): Record<string, string[]> {
  const routes = path.join(ROOT, "app", "routes", "public");
  const layout = keysIn(modulesFrom(path.join(routes, "layout.en.tsx")));
  const result: Record<string, string[]> = { layout: [...layout].sort() };
  for (const page of PUBLIC_PAGES) {
    result[page.file] = [...keysIn(modulesFrom(path.join(routes, page.file)))].filter((key) => !layout.has(key)).sort();
  }
  return result;
}

if (import.meta.main) {
  const text = `${JSON.stringify(pageMessageKeys(), null, 1)}\n`;
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(PAGE_MESSAGE_KEYS_FILE) ? fs.readFileSync(PAGE_MESSAGE_KEYS_FILE, "utf8") : "";
    if (current !== text) {
      console.error(`${path.relative(ROOT, PAGE_MESSAGE_KEYS_FILE)} is out of date: run node scripts/i18n/page-message-keys.ts`);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(PAGE_MESSAGE_KEYS_FILE, text);
  }
}
