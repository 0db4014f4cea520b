/**
 * The value lists the database constrains (text columns with an enum), kept
 * apart from the tables so the browser-safe feature schemas can import them
 * without pulling Drizzle into a page's JavaScript.
 */
export const requestStatuses = ["new", "in_progress", "done", "archived"] as const;
export const contactSubjects = ["racing", "coaching", "cars", "partnership", "media", "other"] as const;

/**
 * The legal pages the team edits (issue 14): one row each in `legal_pages`,
 * one public page each (lib/public-paths.ts).
 */
export const legalPageKeys = ["legal-notice", "privacy", "terms", "cookies"] as const;

/**
 * The pages whose words and pictures the team edits as one document each
 * (issue 15): one row each in `site_pages`, a public page each.
 */
export const sitePageKeys = ["home", "driver", "experiences", "f1madness", "services", "contact", "search", "listings"] as const;

/**
 * What an old address can lead to (issue 15, features/redirects): content
 * whose slug the team can change. "driver" is the driver page, whose address
 * is the driver page's (Admin › Pages; its target id is "driver").
 */
export const slugRedirectTypes = ["article", "car", "album", "driver"] as const;

/** How an order paid online reaches its buyer: picked up at the workshop, or shipped. */
export const deliveryMethods = ["pickup", "shipping"] as const;

/** The VAT rates a product may carry (basis points): standard, intermediate, reduced (books), super-reduced, none. */
export const vatRates = [2000, 1000, 550, 210, 0] as const;
export type VatRate = (typeof vatRates)[number];

/** Where an order paid online stands; "shipped" also covers an order collected at the workshop. */
export const orderStatuses = ["awaiting_payment", "paid", "shipped", "cancelled", "refunded", "partly_refunded"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
