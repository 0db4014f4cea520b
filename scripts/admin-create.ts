// npm run admin:create -- --email you@example.com --password '…' [--name "Your Name"]
// Creates an admin whose password is hashed by better-auth. With the embedded
// database, stop the server first: one process at a time may open its folder.
import { parseArgs } from "node:util";
import { AdminAccountError, createAdminUser } from "../app/platform/auth.server.ts";
import { DataDirInUseError } from "../app/platform/data-dir-lock.server.ts";
import { EnvError, parseEnv } from "../app/platform/env.server.ts";
import { logger } from "../app/platform/logger.server.ts";
import { stopServices } from "../app/platform/services.server.ts";
import { startSiteServices } from "../server/site.ts";

const usage = "Usage: npm run admin:create -- --email you@example.com --password '<12 to 128 characters>' [--name \"Your Name\"]";

let args;
try {
  args = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!args.email || !args.password) {
  console.error(usage);
  process.exit(2);
}

try {
  const services = await startSiteServices({ env: parseEnv(), log: logger(), purpose: "admin:create" });
  try {
    const admin = await createAdminUser(services.auth, { email: args.email, password: args.password, name: args.name });
    console.log(`Admin ${admin.email} created. Sign in at ${services.env.PUBLIC_URL}/admin/login`);
  } finally {
    await stopServices(services);
  }
} catch (error) {
  if (error instanceof AdminAccountError || error instanceof DataDirInUseError || error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
