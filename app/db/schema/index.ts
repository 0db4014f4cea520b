// The whole schema, for Drizzle's relational API and drizzle-kit.
export * from "./auth.ts";
export * from "./bookings.ts";
export * from "./cars.ts";
export * from "./drafts.ts";
export * from "./events.ts";
export * from "./gallery.ts";
export * from "./legal.ts";
export * from "./mail.ts";
export * from "./media.ts";
export * from "./news.ts";
export * from "./orders.ts";
export * from "./pages.ts";
export * from "./newsletter.ts";
export * from "./redirects.ts";
export * from "./shop.ts";
export * from "./security.ts";
export * from "./site.ts";
