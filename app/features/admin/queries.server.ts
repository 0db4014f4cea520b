import { count, eq } from "drizzle-orm";
import { user } from "../../db/schema/auth.ts";
import type { Database } from "../../platform/db.server.ts";

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(user).where(eq(user.role, "admin"));
  return row?.value ?? 0;
}
