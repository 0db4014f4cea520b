import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: it diffs app/db/schema against the
// committed snapshots and writes SQL into drizzle/. Migrations are applied by
// the application itself at start-up (app/platform/migrate.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
