import { listCars } from "../cars/queries.server.ts";
import type { Database } from "../../platform/db.server.ts";
import type { DriverCar } from "./driver.ts";

/** The personal collection highlights: the team's own cars, featured ones first, newest first otherwise. */
export async function driverCollection(db: Database): Promise<DriverCar[]> {
  const cars = await listCars(db, { category: "team" });
  return [...cars]
    .sort((a, b) => Number(b.featured) - Number(a.featured))
    .map((car) => ({
      slug: car.slug,
      name: car.name,
      year: car.year,
      engine: car.engine,
      status: car.status,
      featured: car.featured,
      image: car.image_url,
    }));
}
