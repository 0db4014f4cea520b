/** A car of the driver's personal collection, as the career page shows it. Client-safe. */
export interface DriverCar {
  slug: string;
  name: string;
  year: number;
  engine: string | null;
  status: string;
  featured: boolean;
  image: string | null;
}
