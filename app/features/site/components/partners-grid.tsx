import type { Partner } from "../content.ts";

/** A monogram from the partner's name: the demo has no logos, and initials read as a mark. */
function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join("");
}

/** §2: the eight partners, each with its category. */
export function PartnersGrid({ partners }: { partners: readonly Partner[] }) {
  return (
    <ul className="grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-white/10 bg-white/10 sm:grid-cols-2 lg:grid-cols-4">
      {partners.map((partner) => (
        <li key={partner.name} className="group flex items-center gap-4 bg-night-2 p-6 transition-colors hover:bg-night-3" data-testid="partner">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full border border-gold/40 font-display text-lg tracking-wider text-gold transition-colors group-hover:border-gold"
          >
            {monogram(partner.name)}
          </span>
          <span className="min-w-0">
            <span className="block font-display text-lg leading-tight tracking-wide uppercase">{partner.name}</span>
            <span className="mt-1.5 block text-xs font-semibold tracking-widest text-mist uppercase" data-testid="partner-category">
              {partner.category}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
