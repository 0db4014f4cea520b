// The fixed file vocabulary of a feature (docs/architecture.md): every
// feature folder holds only these names, so any screen's code is found in one
// step and a new content type follows the pattern instead of a neighbour.
// Run by `npm run lint`; exits 1 listing every file that does not fit.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The files a feature may hold at its top level, and what each is for. */
export const FEATURE_FILES: Record<string, string> = {
  "schema.ts": "zod schemas, types and the pure rules that go with them (safe in the browser)",
  "rules.ts": "the pure rules and constants public pages need, without zod (schema.ts re-exports them): a page that shows and sends nothing does not load zod",
  "admin-schema.ts": "the admin's forms of a feature whose schema.ts public pages load (zod, safe in the browser): kept apart so visitors do not download them",
  "content.ts": "fixed content the team cannot edit yet (safe in the browser)",
  "queries.server.ts": "reads, taking the database as an argument",
  "mutations.server.ts": "writes, the same way",
  "emails.server.ts": "the e-mails the feature renders",
};

const TEST_FILE = /^[a-z0-9-]+\.test\.tsx?$/;
const COMPONENT_FILE = /^[a-z0-9-]+\.(tsx|ts)$/;

/** Every problem under `featuresDir`, as "path: reason" lines (paths relative to `root`). */
export function featureFileProblems(root: string, featuresDir = "app/features"): string[] {
  const problems: string[] = [];
  const base = path.join(root, featuresDir);
  if (!fs.existsSync(base)) return problems;
  for (const feature of fs.readdirSync(base, { withFileTypes: true })) {
    const where = path.join(featuresDir, feature.name);
    if (!feature.isDirectory()) {
      problems.push(`${where}: only feature folders belong in ${featuresDir}`);
      continue;
    }
    for (const entry of fs.readdirSync(path.join(base, feature.name), { withFileTypes: true })) {
      const file = path.join(where, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "components") problems.push(`${file}/: a feature has one folder, components/`);
        else problems.push(...componentProblems(root, file));
      } else if (!(entry.name in FEATURE_FILES) && !TEST_FILE.test(entry.name)) {
        problems.push(`${file}: not a feature file name (${Object.keys(FEATURE_FILES).join(", ")}, components/ or *.test.ts)`);
      }
    }
  }
  return problems;
}

function componentProblems(root: string, dir: string): string[] {
  const problems: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) problems.push(`${file}/: components/ holds files only`);
    else if (entry.name.includes(".server.")) problems.push(`${file}: components run in the browser; server code goes to queries.server.ts or mutations.server.ts`);
    else if (!COMPONENT_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) problems.push(`${file}: component files are kebab-case .tsx or .ts`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = featureFileProblems(process.cwd());
  if (problems.length) {
    console.error(`Feature files outside the vocabulary (see docs/architecture.md):\n${problems.map((line) => `  ${line}`).join("\n")}`);
    process.exit(1);
  }
}
