import type { Locale } from "../../lib/i18n/index.ts";

/**
 * Where each language's RSS feeds live (client-safe): the public layouts
 * announce the news feed in every page's head, /news links both. The route
 * table (`app/routes.ts`) lists the same paths as resource routes.
 */
export const FEED_PATHS = {
  news: { en: "/news/feed.xml", fr: "/fr/actualites/flux.xml" },
  newsletters: { en: "/newsletters/feed.xml", fr: "/fr/newsletters/flux.xml" },
} as const satisfies Record<string, Record<Locale, string>>;
