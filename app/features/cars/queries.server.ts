import { and, desc, eq, type SQL } from "drizzle-orm";
import { historicF1Cars, type CarCategory } from "../../db/schema/cars.ts";
import type { Database } from "../../platform/db.server.ts";

export type Car = typeof historicF1Cars.$inferSelect;

/** Cars, newest first (§7), by car_category (catalog or team) and featured. */
export async function listCars(db: Database, filters: { category?: CarCategory; featured?: boolean } = {}): Promise<Car[]> {
  const conditions: SQL[] = [];
  if (filters.category) conditions.push(eq(historicF1Cars.car_category, filters.category));
  if (filters.featured !== undefined) conditions.push(eq(historicF1Cars.featured, filters.featured));
  return db
    .select()
    .from(historicF1Cars)
    .where(and(...conditions))
    .orderBy(desc(historicF1Cars.created_at), desc(historicF1Cars.id));
}
