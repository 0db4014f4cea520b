import { ResponsiveImage } from "../../../components/responsive-image.tsx";
import type { ImageSources } from "../../../lib/image-sources.ts";
import type { PartnerView } from "../../pages/rules.ts";

/** A monogram from the partner's name: the mark of a partner without a logo, initials read as one. */
function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join("");
}

/** §2: the partners, each with its category, its logo (or monogram) and its site, in the team's order (Admin › Pages › Home). */
export function PartnersGrid({ partners, images }: { partners: readonly PartnerView[]; images: Record<string, ImageSources> }) {
  return (
    <ul className="grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-white/10 bg-white/10 sm:grid-cols-2 lg:grid-cols-4">
      {partners.map((partner, index) => (
        <li key={`${partner.name}-${index}`} className="group relative flex items-center gap-4 bg-night-2 p-6 transition-colors focus-within:bg-night-3 hover:bg-night-3" data-testid="partner">
          {partner.logoUrl ? (
            // The partner's name is written beside its logo: the picture adds nothing to read aloud.
            <ResponsiveImage url={partner.logoUrl} sources={images} alt="" sizes="56px" className="h-14 w-14 shrink-0 rounded-full bg-cream object-contain p-1.5" />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full border border-gold/40 font-display text-lg tracking-wider text-gold transition-colors group-hover:border-gold"
            >
              {monogram(partner.name)}
            </span>
          )}
          <span className="min-w-0">
            <span className="block font-display text-lg leading-tight tracking-wide uppercase">
              {partner.url ? (
                <a href={partner.url} target="_blank" rel="noopener noreferrer" className="after:absolute after:inset-0 after:content-[''] hover:text-gold focus-visible:outline-none">
                  {partner.name}
                </a>
              ) : (
                partner.name
              )}
            </span>
            {partner.category.text ? (
              <span lang={partner.category.lang} className="mt-1.5 block text-xs font-semibold tracking-widest text-mist uppercase" data-testid="partner-category">
                {partner.category.text}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
