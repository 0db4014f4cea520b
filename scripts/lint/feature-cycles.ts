// Features depend on each other in one direction (docs/architecture.md): the
// content kit below the content types, the e-mail layout in the platform, each
// feature owning its e-mails. A cycle means neither feature can be read, tested
// or changed without the other. Run by `npm run lint`; exits 1 naming each
// cycle with the imports that make it. Type-only imports count: a type is
// still a dependency of the code that reads it.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface FeatureImport {
  from: string;
  to: string;
  /** "app/features/x/file.ts:12" */
  where: string;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g;

/** Every import of one feature by another under `featuresDir` (tests left out: they may wire features together). */
export function featureImports(root: string, featuresDir = "app/features"): FeatureImport[] {
  const base = path.join(root, featuresDir);
  const found: FeatureImport[] = [];
  for (const feature of fs.readdirSync(base, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of sourceFiles(path.join(base, feature.name))) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2]!;
        if (!specifier.startsWith(".")) continue;
        const target = path.relative(base, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (target[0] === ".." || target.length < 2 || target[0] === feature.name) continue;
        const line = text.slice(0, match.index + match[0].indexOf(match[0].trimStart())).split("\n").length;
        found.push({ from: feature.name, to: target[0]!, where: `${path.relative(root, file)}:${line}` });
      }
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The groups of features that import each other round (strongly connected components of two or more), each sorted. */
export function featureCycles(imports: readonly FeatureImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!edges.has(from)) edges.set(from, new Set());
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(from)!.add(to);
  }
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** What `npm run lint` prints: each cycle, and the imports inside it. */
export function cycleProblems(root: string, featuresDir = "app/features"): string[] {
  const imports = featureImports(root, featuresDir);
  return featureCycles(imports).map((group) => {
    const inside = imports.filter((entry) => group.includes(entry.from) && group.includes(entry.to));
    const lines = inside.map((entry) => `    ${entry.from} → ${entry.to}  ${entry.where}`);
    return [`features that import each other round: ${group.join(", ")}`, ...lines].join("\n");
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const problems = cycleProblems(process.cwd());
  if (problems.length) {
    console.error(problems.join("\n\n"));
    console.error("\nMove what both need below them (app/lib, app/platform, the admin kit), or let the lower feature take it as an argument.");
    process.exit(1);
  }
}
