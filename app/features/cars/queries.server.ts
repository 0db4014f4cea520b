import { and, desc, eq, type SQL } from "drizzle-orm";
import { historicF1Cars, type CarCategory } from "../../db/schema/cars.ts";
import type { Database } from "../../platform/db.server.ts";
import type { CarCard, CarDetail } from "./schema.ts";

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

/** One car by its slug, or null. */
export async function getCarBySlug(db: Database, slug: string): Promise<Car | null> {
  const [car] = await db.select().from(historicF1Cars).where(eq(historicF1Cars.slug, slug)).limit(1);
  return car ?? null;
}

/** The fields a car card renders, nothing more (loader data is serialized to every visitor). */
export function toCarCard(car: Car): CarCard {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    price: car.price,
    engine: car.engine,
    status: car.status,
    specifications: car.specifications,
    for_sale: car.for_sale,
    for_rent: car.for_rent,
    for_experience: car.for_experience,
    image_url: car.image_url,
  };
}

export function toCarDetail(car: Car): CarDetail {
  return { ...toCarCard(car), car_category: car.car_category, description: car.description, chassis: car.chassis, drivers: car.drivers };
}
