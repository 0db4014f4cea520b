import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { historicF1Cars, type CarCategory } from "../../db/schema/cars.ts";
import type { Database } from "../../platform/db.server.ts";
import { pageInfo, type ListParams, type PageInfo } from "../admin/schema.ts";
import type { CarSort, CarCard, CarDetail, CarLangs, CarText } from "./schema.ts";
import { previewWithDraft, publicationCondition, rowExists, searchCondition } from "../admin/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { findSlugRedirect } from "../redirects/queries.server.ts";
import { isUuid } from "../../lib/ids.ts";


export type Car = typeof historicF1Cars.$inferSelect;

const notInTrash = isNull(historicF1Cars.deleted_at);
/** What visitors may see: published and not in the trash. */
const isPublic = and(notInTrash, eq(historicF1Cars.published, true));

/** Whether visitors see the car now: its edits may wait as a draft. */
export const isCarLive = (db: Database, id: string) => rowExists(db, historicF1Cars, and(eq(historicF1Cars.id, id), isPublic));

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

/**
 * One public car by one of its addresses (its English or its French slug),
 * or null (drafts and trashed cars are not found). The page's own language's
 * address wins should two cars share a slug across languages.
 */
export async function getPublicCar(db: Database, slug: string, locale: Locale = DEFAULT_LOCALE, { preview = false }: { preview?: boolean } = {}): Promise<Car | null> {
  const rows = await db
    .select()
    .from(historicF1Cars)
    .where(and(or(eq(historicF1Cars.slug, slug), eq(historicF1Cars.slug_fr, slug)), preview ? notInTrash : isPublic))
    .limit(2);
  return rows.find((row) => carIn(row, locale).slug === slug) ?? rows[0] ?? null;
}

/** Whether the car has its French version: its French description is the marker (decision 013). */
export function carHasFrench(row: Pick<Car, "description_fr">): boolean {
  return row.description_fr !== null;
}

/** A car's words on a page of one language, and which of them are another language's. */
export interface CarWords {
  slug: string;
  name: string;
  description: string;
  engine: string | null;
  chassis: string | null;
  drivers: string | null;
  specifications: Record<string, string>;
  /** Set when the car has no version in the page's language: every text is the English one. */
  lang?: Locale;
  /** The texts shown in another language than the page's, one by one. */
  langs: CarLangs;
}

const present = (value: string | Record<string, string> | null) => (typeof value === "string" ? value.trim() !== "" : value !== null && Object.keys(value).length > 0);

/**
 * A car's words on a page of one language (decision 013): on a French page,
 * its French texts when it has a French version, each empty one replaced by
 * its English one and said so in `langs`; a car without French shows in
 * English, every text marked (`lang`). The name and the address are the
 * English ones where the French are empty: a model name reads the same in
 * French, so it is not marked then. English always exists.
 */
export function carIn(row: Car, locale: Locale): CarWords {
  const english = { slug: row.slug, name: row.name, description: row.description, engine: row.engine, chassis: row.chassis, drivers: row.drivers, specifications: row.specifications ?? {} };
  if (locale === "en") return { ...english, langs: {} };
  const french = carHasFrench(row);
  const langs: CarLangs = {};
  const text = <T extends string | Record<string, string> | null>(field: CarText, frenchValue: T | null, englishValue: T): T => {
    if (french && frenchValue !== null && present(frenchValue)) return frenchValue;
    if (present(englishValue)) langs[field] = "en";
    return englishValue;
  };
  return {
    slug: french && row.slug_fr !== null ? row.slug_fr : row.slug,
    name: french ? (row.name_fr ?? row.name) : text("name", null, row.name),
    description: text("description", row.description_fr, row.description),
    engine: text("engine", row.engine_fr, row.engine),
    chassis: text("chassis", row.chassis_fr, row.chassis),
    drivers: text("drivers", row.drivers_fr, row.drivers),
    specifications: text("specifications", row.specifications_fr, english.specifications),
    ...(french ? {} : { lang: "en" as const }),
    langs,
  };
}

/** Where a car lives in each language; null for a language it has no version in (not announced there). */
export function carAlternates(row: Pick<Car, "slug" | "slug_fr" | "description_fr">): Record<Locale, string | null> {
  return {
    en: pathIn(`/collection/${row.slug}`, "en"),
    fr: carHasFrench(row) ? pathIn(`/collection/${row.slug_fr ?? row.slug}`, "fr") : null,
  };
}

/** The fields a car card renders, nothing more (loader data is serialized to every visitor), in the page's language. */
export function toCarCard(car: Car, locale: Locale = DEFAULT_LOCALE): CarCard {
  const words = carIn(car, locale);
  return {
    id: car.id,
    slug: words.slug,
    name: words.name,
    year: car.year,
    price: car.price,
    engine: words.engine,
    status: car.status,
    specifications: words.specifications,
    for_sale: car.for_sale,
    for_rent: car.for_rent,
    for_experience: car.for_experience,
    image_url: car.image_url,
    ...(Object.keys(words.langs).length > 0 ? { langs: words.langs } : {}),
  };
}

export function toCarDetail(car: Car, locale: Locale = DEFAULT_LOCALE): CarDetail {
  const words = carIn(car, locale);
  return {
    ...toCarCard(car, locale),
    car_category: car.car_category,
    description: words.description,
    chassis: words.chassis,
    drivers: words.drivers,
    images: car.images,
    alternates: carAlternates(car),
    ...(words.lang ? { lang: words.lang } : {}),
  };
}

/** The public cars of one tab of /collection, as cards in the page's language. */
export async function listCarCards(db: Database, category: CarCategory, locale: Locale = DEFAULT_LOCALE): Promise<CarCard[]> {
  return (await listCars(db, { category })).map((car) => toCarCard(car, locale));
}

/**
 * A car's page, in the page's language. An address of the car that is not
 * this language's own (the English slug on a French page, the French one on
 * an English page, an old link) answers `{ redirect }` to the right one.
 */
/** `preview`: an admin's preview (`?preview=draft`) shows an unpublished car too, as it will look once published. */
export async function getCarView(db: Database, slug: string, locale: Locale = DEFAULT_LOCALE, options: { preview?: boolean } = {}): Promise<CarDetail | { redirect: string } | null> {
  const car = await getPublicCar(db, slug, locale, options);
  if (!car) return oldCarAddress(db, slug, locale);
  const detail = toCarDetail(car, locale);
  if (detail.slug !== slug) return { redirect: pathIn(`/collection/${detail.slug}`, locale) };
  // The preview of a published car shows its draft waiting, at the address visitors use today.
  return options.preview ? toCarDetail(await previewWithDraft(db, "car", car, true), locale) : detail;
}

/**
 * A slug no car has now: one a car had before a rename (features/redirects)
 * leads to that car's current address in the page's language, if the car is
 * still public; anything else is nothing (a 404).
 */
async function oldCarAddress(db: Database, slug: string, locale: Locale): Promise<{ redirect: string } | null> {
  const targetId = await findSlugRedirect(db, "car", locale, slug);
  if (!targetId || !isUuid(targetId)) return null;
  const [car] = await db
    .select()
    .from(historicF1Cars)
    .where(and(eq(historicF1Cars.id, targetId), isPublic))
    .limit(1);
  if (!car) return null;
  const current = carIn(car, locale).slug;
  return current === slug ? null : { redirect: pathIn(`/collection/${current}`, locale) };
}

/**
 * The car an enquiry is about, from the slug its form posted (either
 * language's): its name as the visitor read it, for the stored enquiry and
 * the visitor's e-mail.
 */
export async function findCarForEnquiry(db: Database, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<{ ref: string; id: string; name: string } | null> {
  const car = await getPublicCar(db, slug, locale);
  if (!car) return null;
  const words = carIn(car, locale);
  return { ref: words.slug, id: car.id, name: words.name };
}

// The admin: every car outside the trash, published or not.

export interface AdminCarParams extends ListParams<CarSort> {
  category: string;
}

export interface AdminCarRow {
  id: string;
  name: string;
  slug: string;
  /** Whether the car has its French version (the list marks those without). */
  hasFrench: boolean;
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

/** One page of the admin list: search over name, engine, chassis and drivers in both languages; status, category and year filters. */
export async function listAdminCars(db: Database, params: AdminCarParams): Promise<{ rows: AdminCarRow[]; page: PageInfo }> {
  const category = params.category === "catalog" || params.category === "team" ? params.category : null;
  const where = and(
    notInTrash,
    searchCondition(params.q, [
      historicF1Cars.name,
      historicF1Cars.engine,
      historicF1Cars.chassis,
      historicF1Cars.drivers,
      historicF1Cars.name_fr,
      historicF1Cars.engine_fr,
      historicF1Cars.chassis_fr,
      historicF1Cars.drivers_fr,
    ]),
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
      hasFrench: sql<boolean>`${historicF1Cars.description_fr} is not null`,
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
  return { page, rows: rows.map((row) => ({ ...row, hasFrench: Boolean(row.hasFrench), updated_at: row.updated_at.toISOString() })) };
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

/**
 * Whether another car (trashed ones included: the columns are unique) already
 * has this address, as its English or its French slug: one address never
 * leads to two cars.
 */
export async function isCarSlugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: historicF1Cars.id })
    .from(historicF1Cars)
    .where(and(or(eq(historicF1Cars.slug, slug), eq(historicF1Cars.slug_fr, slug)), exceptId ? ne(historicF1Cars.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}
