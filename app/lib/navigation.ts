import type { PublicKey } from "./i18n/index.ts";

export interface MenuEntry {
  to: string;
  /** A catalog key, or the driver's name for the career page. */
  label: PublicKey | { text: string };
  /** Only the exact path marks the entry current (Home would otherwise match everything). */
  end?: boolean;
  /** Other sections that belong to this entry (a newsletter edition belongs to News). */
  alsoCurrentUnder?: string[];
}

/** Whether the entry is the current one for this path: its own page, its sub-pages, or the sections it claims. */
export function isCurrentEntry(entry: MenuEntry, pathname: string): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (entry.end) return pathname === entry.to;
  return under(entry.to) || (entry.alsoCurrentUnder ?? []).some(under);
}

/**
 * The ten menu entries of §2, in order, at the page's language's paths
 * (`localPath` from `useLocalPath()`). The driver page's path and label come
 * from site settings.
 */
export function menuEntries(driver: { slug: string; name: string }, localPath: (path: string) => string = (path) => path): MenuEntry[] {
  const entries: MenuEntry[] = [
    { to: "/", label: "nav.home", end: true },
    { to: `/${driver.slug}`, label: { text: driver.name } },
    { to: "/f1madness", label: "nav.f1madness" },
    { to: "/news", label: "nav.news", alsoCurrentUnder: ["/newsletters"] },
    { to: "/events", label: "nav.events" },
    { to: "/collection", label: "nav.collection" },
    { to: "/gallery", label: "nav.gallery" },
    { to: "/experiences", label: "nav.experiences" },
    { to: "/pitshop", label: "nav.pitshop" },
    { to: "/contact", label: "nav.contact" },
  ];
  return entries.map((entry) => ({ ...entry, to: localPath(entry.to), alsoCurrentUnder: entry.alsoCurrentUnder?.map(localPath) }));
}
