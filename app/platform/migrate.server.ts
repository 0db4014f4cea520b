import path from "node:path";
import type { DatabaseHandle } from "./db.server.ts";
import { projectRoot } from "./project-root.server.ts";

/** Brings a fresh or old database to the current schema: the committed drizzle/ migrations. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate(path.join(projectRoot(), "drizzle"));
}
