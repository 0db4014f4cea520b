import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { historicF1Cars, type CarCategory } from "../../db/schema/cars.ts";
import type { Database } from "../../platform/db.server.ts";
import { pageInfo, type ListParams, type PageInfo } from "../admin/schema.ts";
import type { CarSort, CarCard, CarDetail } from "./schema.ts";
import { searchCondition, publicationCondition } from "../admin/queries.server.ts";

export type Car = typeof historicF1Cars.$inferSelect;

const notInTrash = isNull(historicF1Cars.deleted_at);
/** What visitors may see: published and not in the trash. */
const isPublic = and(notInTrash, eq(historicF1Cars.published, true));

/** Public cars, newest first (§7), by car_category (catalog or team) and featured. */
export async function listCars(db: Database, filters: { category?: CarCategory; featured?: boolean } = {}): Promise<Car[]> {
  const conditions: SQL[] = [isPublic!];
  if (filters.category) conditions.push(eq(historicF1Cars.car_category, filters.category));
  if (filters.featured !== undefined) conditions.push(eq(historicF1Cars.featured, filters.featured));
  return db
    .select()
    .from(historicF1Cars)
    .where(and(...conditions))
    .orderBy(desc(historicF1Cars.created_at), desc(historicF1Cars.id));
}

/** One public car by its slug, or null (drafts and trashed cars are not found). */
export async function getCarBySlug(db: Database, slug: string): Promise<Car | null> {
  const [car] = await db
    .select()
    .from(historicF1Cars)
    .where(and(eq(historicF1Cars.slug, slug), isPublic))
    .limit(1);
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
  return {
    ...toCarCard(car),
    car_category: car.car_category,
    description: car.description,
    chassis: car.chassis,
    drivers: car.drivers,
    images: car.images,
  };
}

// The admin: every car outside the trash, published or not.

export interface AdminCarParams extends ListParams<CarSort> {
  category: string;
}

export interface AdminCarRow {
  id: string;
  name: string;
  slug: string;
  year: number;
  price: string | null;
  car_category: CarCategory;
  status: string;
  for_sale: boolean;
  for_rent: boolean;
  for_experience: boolean;
  featured: boolean;
  published: boolean;
  image_url: string | null;
  /** ISO. */
  updated_at: string;
}

function orderOf(sort: CarSort, dir: "asc" | "desc"): SQL[] {
  const direction = dir === "asc" ? asc : desc;
  const tieBreak = [desc(historicF1Cars.created_at), desc(historicF1Cars.id)];
  switch (sort) {
    case "name":
      return [direction(sql`lower(${historicF1Cars.name})`), ...tieBreak];
    case "year":
      return [direction(historicF1Cars.year), ...tieBreak];
    case "price":
      // Cars on request (no price) come last either way: they are not cheap.
      return [sql`${historicF1Cars.price} ${sql.raw(dir)} nulls last`, ...tieBreak];
    case "updated":
      return [direction(historicF1Cars.updated_at), desc(historicF1Cars.id)];
    case "created":
      return [direction(historicF1Cars.created_at), direction(historicF1Cars.id)];
  }
}

/** One page of the admin list: search over name, engine, chassis and drivers; status, category and year filters. */
export async function listAdminCars(db: Database, params: AdminCarParams): Promise<{ rows: AdminCarRow[]; page: PageInfo }> {
  const category = params.category === "catalog" || params.category === "team" ? params.category : null;
  const where = and(
    notInTrash,
    searchCondition(params.q, [historicF1Cars.name, historicF1Cars.engine, historicF1Cars.chassis, historicF1Cars.drivers]),
    publicationCondition(params.status, historicF1Cars.published),
    category ? eq(historicF1Cars.car_category, category) : undefined,
    params.year ? eq(historicF1Cars.year, params.year) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(historicF1Cars).where(where);
  const page = pageInfo(total?.value ?? 0, params.page);
  const rows = await db
    .select({
      id: historicF1Cars.id,
      name: historicF1Cars.name,
      slug: historicF1Cars.slug,
      year: historicF1Cars.year,
      price: historicF1Cars.price,
      car_category: historicF1Cars.car_category,
      status: historicF1Cars.status,
      for_sale: historicF1Cars.for_sale,
      for_rent: historicF1Cars.for_rent,
      for_experience: historicF1Cars.for_experience,
      featured: historicF1Cars.featured,
      published: historicF1Cars.published,
      image_url: historicF1Cars.image_url,
      updated_at: historicF1Cars.updated_at,
    })
    .from(historicF1Cars)
    .where(where)
    .orderBy(...orderOf(params.sort, params.dir))
    .limit(page.limit)
    .offset(page.offset);
  return { page, rows: rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() })) };
}

/** The years the list's year filter offers: those of at least one car, newest first. */
export async function listCarYears(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ year: historicF1Cars.year }).from(historicF1Cars).where(notInTrash).orderBy(desc(historicF1Cars.year));
  return rows.map((row) => row.year);
}

/** The car as the editor loads it; null when it does not exist or is in the trash. */
export async function getAdminCar(db: Database, id: string): Promise<Car | null> {
  const [row] = await db
    .select()
    .from(historicF1Cars)
    .where(and(eq(historicF1Cars.id, id), notInTrash))
    .limit(1);
  return row ?? null;
}

/** Whether another car (trashed ones included: the column is unique) already has this slug. */
export async function isCarSlugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: historicF1Cars.id })
    .from(historicF1Cars)
    .where(and(eq(historicF1Cars.slug, slug), exceptId ? ne(historicF1Cars.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}
