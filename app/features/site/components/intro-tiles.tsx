import { ArrowRight, CalendarDays, Car, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { useT, type PublicKey, useLocalPath } from "../../../lib/i18n/index.ts";

interface Tile {
  to: string;
  title: PublicKey;
  text: PublicKey;
  Icon: typeof Newspaper;
}

/** §2: the intro's three shortcuts. Latest News stays on the page (an anchor); the others are routes. */
const TILES: readonly Tile[] = [
  { to: "#news", title: "home.tiles.news", text: "home.tiles.newsText", Icon: Newspaper },
  { to: "/collection", title: "home.tiles.collection", text: "home.tiles.collectionText", Icon: Car },
  { to: "/events", title: "home.tiles.events", text: "home.tiles.eventsText", Icon: CalendarDays },
];

export function IntroTiles() {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {TILES.map(({ to, title, text, Icon }, index) => {
        const content = (
          <>
            <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 origin-left scale-x-0 bg-signal transition-transform duration-300 group-hover:scale-x-100 group-focus-visible:scale-x-100" />
            <span className="flex items-center justify-between">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-racing/25 text-racing-light ring-1 ring-racing-light/40">
                <Icon aria-hidden="true" size={22} />
              </span>
              {/* Drawn by CSS: a decorative numeral, not text to read or to contrast-check. */}
              <span aria-hidden="true" data-numeral={`0${index + 1}`} className="font-display text-4xl text-white/10 before:content-[attr(data-numeral)]" />
            </span>
            <span className="mt-8 block font-display text-2xl tracking-wide uppercase">{t(title)}</span>
            <span className="mt-3 block text-mist">{t(text)}</span>
            <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-gold uppercase">
              {t("home.tiles.go")}
              <ArrowRight size={16} className="transition-transform group-hover:translate-x-1" />
            </span>
          </>
        );
        const className =
          "group relative flex h-full flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 p-7 transition-colors hover:border-white/25 hover:bg-night-3";
        return (
          <li key={to}>
            {to.startsWith("#") ? (
              <a href={to} className={className}>
                {content}
              </a>
            ) : (
              <Link to={localPath(to)} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
