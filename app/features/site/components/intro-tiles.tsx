import { ArrowRight, CalendarDays, Camera, Car, Flag, Mail, Newspaper, Trophy, Wrench } from "lucide-react";
import { useT } from "../../../lib/i18n/index.ts";
import type { HomeView, TileIcon } from "../../pages/rules.ts";
import { PageLink } from "./page-link.tsx";

/** The pictures a tile may carry (the admin picks one by name). */
const ICONS: Record<TileIcon, typeof Newspaper> = { news: Newspaper, car: Car, calendar: CalendarDays, trophy: Trophy, wrench: Wrench, flag: Flag, camera: Camera, mail: Mail };

/** §2: the intro's shortcuts (three on the demo), as the team wrote them in Admin › Pages › Home. */
export function IntroTiles({ tiles }: { tiles: HomeView["intro"]["tiles"] }) {
  const t = useT();
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {tiles.map(({ href, title, text, icon }, index) => {
        const Icon = ICONS[icon];
        return (
          <li key={`${href}-${index}`}>
            <PageLink
              href={href}
              className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 p-7 transition-colors hover:border-white/25 hover:bg-night-3"
            >
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 origin-left scale-x-0 bg-signal transition-transform duration-300 group-hover:scale-x-100 group-focus-visible:scale-x-100" />
              <span className="flex items-center justify-between">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-racing/25 text-racing-light ring-1 ring-racing-light/40">
                  <Icon aria-hidden="true" size={22} />
                </span>
                {/* Drawn by CSS: a decorative numeral, not text to read or to contrast-check. */}
                <span aria-hidden="true" data-numeral={`0${index + 1}`} className="font-display text-4xl text-white/10 before:content-[attr(data-numeral)]" />
              </span>
              <span lang={title.lang} className="mt-8 block font-display text-2xl tracking-wide uppercase">
                {title.text}
              </span>
              {text.text ? (
                <span lang={text.lang} className="mt-3 block text-mist">
                  {text.text}
                </span>
              ) : null}
              <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-gold uppercase">
                {t("home.tiles.go")}
                <ArrowRight size={16} className="transition-transform group-hover:translate-x-1" />
              </span>
            </PageLink>
          </li>
        );
      })}
    </ul>
  );
}
