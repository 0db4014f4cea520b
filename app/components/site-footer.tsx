import { Link } from "react-router";
import { useT, useLocalPath } from "../lib/i18n/index.ts";
import type { SocialNetwork } from "../db/schema/site.ts";
import { SOCIAL_ICONS } from "./social-icons.tsx";

interface SiteFooterProps {
  teamName: string;
  driver: { slug: string; name: string };
  contactEmail: string;
  /** The team's pages on social networks, only those it has. */
  social: ReadonlyArray<{ network: SocialNetwork; url: string }>;
  /** The partners' ticker, in order. */
  partners: ReadonlyArray<{ name: string; category: string; lang?: string }>;
  /** The services column: each /services section's short name and anchor, in the page's order (Admin › Pages › Services). */
  services: ReadonlyArray<{ anchor: string; name: string; lang?: string }>;
}

/**
 * The footer of §2: ecosystem and services links, social icons, Contact Us,
 * a partner ticker, legal links and the copyright line with the current year.
 */
export function SiteFooter({ teamName, driver, contactEmail, social, partners, services }: SiteFooterProps) {
  const t = useT();
  const localPath = useLocalPath();
  const year = new Date().getFullYear();
  const ecosystem = [
    { to: `/${driver.slug}`, label: driver.name },
    { to: "/f1madness", label: t("nav.f1madness") },
    { to: "/collection", label: t("nav.collection") },
    { to: "/experiences", label: t("nav.experiences") },
    { to: "/pitshop", label: t("nav.pitshop") },
    { to: "/services", label: t("nav.services") },
  ];
  const tickerItems = [...partners, ...partners];

  return (
    <footer className="mt-24 border-t border-white/10 bg-night-2 text-sm">
      <div aria-label={t("footer.partners")} role="region" className="overflow-hidden border-b border-white/10 py-4">
        <ul className="animate-ticker flex w-max gap-12 whitespace-nowrap">
          {tickerItems.map((partner, index) => (
            <li key={`${partner.name}-${index}`} aria-hidden={index >= partners.length ? true : undefined} className="flex items-baseline gap-2">
              <span className="font-display text-base tracking-wider text-cream uppercase">{partner.name}</span>
              <span lang={partner.lang} className="text-xs text-mist">
                {partner.category}
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="font-display text-xl tracking-wider uppercase">{teamName}</p>
          <p className="text-mist">{t("footer.tagline")}</p>
          <Link to={localPath("/contact")} className="inline-block rounded bg-signal px-5 py-3 font-semibold text-cream hover:bg-signal-dark">
            {t("footer.contactUs")}
          </Link>
        </div>
        <nav aria-label={t("footer.ecosystem")}>
          <h2 className="mb-3 text-base text-gold">{t("footer.ecosystem")}</h2>
          <ul className="space-y-2">
            {ecosystem.map((link) => (
              <li key={link.to}>
                <Link to={localPath(link.to)} className="text-cream/85 hover:text-cream hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.services")}>
          <h2 className="mb-3 text-base text-gold">{t("footer.services")}</h2>
          <ul className="space-y-2">
            {services.map((link) => (
              <li key={link.anchor}>
                <Link to={localPath(`/services#${link.anchor}`)} lang={link.lang} className="text-cream/85 hover:text-cream hover:underline">
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {social.length > 0 ? (
            <>
              <h2 className="mb-3 text-base text-gold">{t("footer.follow")}</h2>
              <ul className="mb-4 flex flex-wrap gap-3">
                {social.map(({ network, url }) => {
                  const { name, Icon } = SOCIAL_ICONS[network];
                  return (
                    <li key={network}>
                      {/* rel="me": the team's own profiles, which search engines and networks may link back. */}
                      <a href={url} rel="me noopener" aria-label={name} title={name} className="flex h-11 w-11 items-center justify-center rounded-full border border-white/20 text-cream/85 hover:border-gold hover:text-cream">
                        <Icon />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
          <p>
            <a href={`mailto:${contactEmail}`} className="text-cream/85 hover:text-cream hover:underline">
              {contactEmail}
            </a>
          </p>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-6 py-6 text-mist sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year, team: teamName })}</p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to={localPath("/privacy")} className="hover:text-cream hover:underline">{t("footer.privacy")}</Link>
            </li>
            <li>
              <Link to={localPath("/terms")} className="hover:text-cream hover:underline">{t("footer.terms")}</Link>
            </li>
            <li>
              <Link to={localPath("/legal-notice")} className="hover:text-cream hover:underline">{t("footer.legal")}</Link>
            </li>
            <li>
              <Link to={localPath("/cookies")} className="hover:text-cream hover:underline">{t("footer.cookies")}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
