import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "./project-root.server.ts";

/**
 * What is running: the package's name and version, and the commit it was
 * built from — GIT_COMMIT when the deploy says it (a container has no .git:
 * `docker build --build-arg GIT_COMMIT=$(git rev-parse HEAD)`), else the
 * checkout's own. Shown on the admin's system page and written in every
 * backup's manifest.
 */
export interface AppVersion {
  name: string;
  version: string;
  commit: string | null;
}

let packageInfo: { name: string; version: string } | undefined;

export function appVersion(configuredCommit: string | undefined): AppVersion {
  packageInfo ??= JSON.parse(fs.readFileSync(path.join(projectRoot(), "package.json"), "utf8")) as { name: string; version: string };
  return { name: packageInfo.name, version: packageInfo.version, commit: configuredCommit ?? checkoutCommit() };
}

/** HEAD of the checkout the code runs from, read from .git's files (no git binary needed); null without one. */
function checkoutCommit(): string | null {
  const git = path.join(projectRoot(), ".git");
  try {
    const head = fs.readFileSync(path.join(git, "HEAD"), "utf8").trim();
    if (!head.startsWith("ref: ")) return head;
    const ref = head.slice(5);
    const loose = path.join(git, ref);
    if (fs.existsSync(loose)) return fs.readFileSync(loose, "utf8").trim();
    const packed = fs.readFileSync(path.join(git, "packed-refs"), "utf8");
    return packed.split("\n").find((line) => line.endsWith(` ${ref}`))?.split(" ")[0] ?? null;
  } catch {
    return null;
  }
}
