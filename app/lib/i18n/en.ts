/**
 * The English message catalog: every string the interface shows, in one place.
 * Another language is a file with the same keys (see `Messages`). Quoted
 * messages of the specification are kept word for word.
 */
export const en = {
  "site.skipToContent": "Skip to content",
  "nav.label": "Main navigation",
  "nav.home": "Home",
  "nav.f1madness": "F1 Madness",
  "nav.news": "News",
  "nav.events": "Events",
  "nav.collection": "Collection",
  "nav.gallery": "Gallery",
  "nav.experiences": "Experiences",
  "nav.pitshop": "Pitshop",
  "nav.contact": "Contact",
  "nav.services": "Services",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "footer.ecosystem": "Ecosystem",
  "footer.services": "Services",
  "footer.follow": "Follow us",
  "footer.contactUs": "Contact Us",
  "footer.partners": "Our partners",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms of Service",
  "footer.legal": "Legal Notice",
  "footer.copyright": "© {year} {team}. All rights reserved.",
  "footer.tagline": "Acquisition, restoration and racing of historic Formula 1 cars since 1997.",
  "notFound.title": "Page not found",
  "notFound.text": "The page you are looking for has left the circuit.",
  "notFound.home": "Back to the home page",
  "error.title": "Something went wrong",
  "error.text": "An unexpected error occurred. Please try again in a moment.",
  "page.comingUp": "This page is being prepared.",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
