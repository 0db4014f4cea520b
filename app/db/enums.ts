/**
 * The value lists the database constrains (text columns with an enum), kept
 * apart from the tables so the browser-safe feature schemas can import them
 * without pulling Drizzle into a page's JavaScript.
 */
export const requestStatuses = ["new", "in_progress", "done", "archived"] as const;
export const contactSubjects = ["racing", "coaching", "cars", "partnership", "media", "other"] as const;
export const experienceTypes = ["f1_drive", "coaching", "vip", "hot_laps", "custom"] as const;

/**
 * The legal pages the team edits (issue 14): one row each in `legal_pages`,
 * one public page each (lib/public-paths.ts).
 */
export const legalPageKeys = ["legal-notice", "privacy", "terms", "cookies"] as const;

/**
 * The pages whose words and pictures the team edits as one document each
 * (issue 15): one row each in `site_pages`, a public page each.
 */
export const sitePageKeys = ["home", "driver", "experiences", "f1madness", "services", "contact"] as const;
