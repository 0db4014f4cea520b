import type { MessageKey } from "./i18n/index.ts";

export interface MenuEntry {
  to: string;
  /** A catalog key, or the driver's name for the career page. */
  label: MessageKey | { text: string };
  /** Only the exact path marks the entry current (Home would otherwise match everything). */
  end?: boolean;
}

/** The ten menu entries of §2, in order. The driver page's path and label come from site settings. */
export function menuEntries(driver: { slug: string; name: string }): MenuEntry[] {
  return [
    { to: "/", label: "nav.home", end: true },
    { to: `/${driver.slug}`, label: { text: driver.name } },
    { to: "/f1madness", label: "nav.f1madness" },
    { to: "/news", label: "nav.news" },
    { to: "/events", label: "nav.events" },
    { to: "/collection", label: "nav.collection" },
    { to: "/gallery", label: "nav.gallery" },
    { to: "/experiences", label: "nav.experiences" },
    { to: "/pitshop", label: "nav.pitshop" },
    { to: "/contact", label: "nav.contact" },
  ];
}
