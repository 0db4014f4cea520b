import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { useLocalPath, useT } from "../lib/i18n/index.ts";
import { isCurrentEntry, menuEntries } from "../lib/navigation.ts";

interface SiteHeaderProps {
  teamName: string;
  driver: { slug: string; name: string };
}

/**
 * The site header with the ten menu entries. On small screens the menu folds
 * behind a button; it is a <details> element, so it opens without JavaScript
 * too, and closes itself after a navigation.
 */
export function SiteHeader({ teamName, driver }: SiteHeaderProps) {
  const t = useT();
  const localPath = useLocalPath();
  const entries = menuEntries(driver, localPath);
  const location = useLocation();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (mobileMenu.current) mobileMenu.current.open = false;
  }, [location.pathname]);

  const label = (entry: (typeof entries)[number]) => (typeof entry.label === "string" ? t(entry.label) : entry.label.text);
  const linkClass = (isActive: boolean) =>
    `block rounded px-2.5 py-2 text-sm font-semibold tracking-wide whitespace-nowrap uppercase transition-colors ${
      isActive ? "bg-signal text-cream" : "text-cream/85 hover:bg-night-3 hover:text-cream"
    }`;

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-night/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded focus:bg-gold focus:px-4 focus:py-2 focus:text-night">
        {t("site.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 lg:px-6">
        <Link to={localPath("/")} className="flex items-center gap-3" aria-label={`${teamName} — ${t("nav.home")}`}>
          <span aria-hidden="true" className="livery-stripe block h-9 w-14 rounded-sm bg-night-2" />
          <span className="font-display text-lg leading-tight tracking-wider uppercase">{teamName}</span>
        </Link>

        <div className="flex items-center gap-2">
          <nav aria-label={t("nav.label")} className="hidden xl:block">
            <ul className="flex items-center gap-0.5">
              {entries.map((entry) => (
                <li key={entry.to}>
                  <MenuLink entry={entry} pathname={location.pathname} className={linkClass}>
                    {label(entry)}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>

          <details
            ref={mobileMenu}
            className="group xl:hidden"
            // Escape closes the open menu, as every menu does, and leaves the focus on its button.
            onKeyDown={(event) => {
              const menu = event.currentTarget;
              if (event.key !== "Escape" || !menu.open) return;
              menu.open = false;
              menu.querySelector("summary")?.focus();
            }}
          >
            <summary
              className="flex cursor-pointer list-none items-center gap-2 rounded border border-white/20 px-3 py-2 text-sm font-semibold uppercase [&::-webkit-details-marker]:hidden"
            >
              <Menu className="group-open:hidden" size={20} aria-hidden="true" />
              <X className="hidden group-open:block" size={20} aria-hidden="true" />
              <span className="sr-only sm:not-sr-only group-open:hidden">{t("nav.openMenu")}</span>
              <span className="hidden group-open:inline max-sm:sr-only">{t("nav.closeMenu")}</span>
            </summary>
            <nav aria-label={t("nav.label")} className="absolute inset-x-0 top-full border-b border-white/10 bg-night-2 px-4 py-4 shadow-2xl">
              <ul className="grid gap-1 sm:grid-cols-2">
                {entries.map((entry) => (
                  <li key={entry.to}>
                    <MenuLink entry={entry} pathname={location.pathname} className={linkClass}>
                      {label(entry)}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
          <LanguageSwitcher className="rounded border border-white/20 px-2.5 py-2 text-sm font-semibold tracking-wide text-cream/85 hover:bg-night-3 hover:text-cream" />
        </div>
      </div>
    </header>
  );
}

/** A menu link, marked aria-current="page" when it is the current entry (see isCurrentEntry). */
function MenuLink({
  entry,
  pathname,
  className,
  children,
}: {
  entry: ReturnType<typeof menuEntries>[number];
  pathname: string;
  className: (isActive: boolean) => string;
  children: React.ReactNode;
}) {
  const current = isCurrentEntry(entry, pathname);
  return (
    <Link to={entry.to} aria-current={current ? "page" : undefined} className={className(current)}>
      {children}
    </Link>
  );
}
