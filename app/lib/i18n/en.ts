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

  // Shared states (§4, §8)
  "state.loading": "Loading…",
  "state.retry": "Try again",

  // Newsletter subscription (§4, §8)
  "subscribe.title": "Subscribe to our newsletter",
  "subscribe.text": "Race reports, restoration diaries and invitations, once a month.",
  "subscribe.emailLabel": "Email address",
  "subscribe.emailPlaceholder": "you@example.com",
  "subscribe.button": "Subscribe",
  "subscribe.submitting": "Subscribing...",
  "subscribe.success": "Successfully subscribed to newsletter!",
  "subscribe.duplicate": "You are already subscribed to our newsletter",
  "subscribe.failed": "Failed to subscribe. Please try again.",

  // Load errors (§8)
  "error.homeNews": "Error loading news articles. Please try again later.",
  "error.events": "Error loading events. Please try again later.",
  "error.news": "Error loading articles. Please try again later.",
  "error.cars": "Error loading cars. Please try again later.",
  "error.gallery": "Error loading gallery. Please try again later.",
  "error.merchandise": "Error loading merchandise. Please try again later.",

  // Empty states (§8)
  "empty.homeNews": "No news articles available yet.",
  "empty.homeNewsletters": "No newsletters available yet.",
  "empty.events": "No upcoming events scheduled yet.",
  "empty.articles": "No articles available in this category yet.",
  "empty.cars": "No cars available in this category yet.",
  "empty.content": "No content available in this category yet.",
  "empty.merchandise": "No merchandise available in this category yet.",
  "empty.merchandiseHint": "Check back soon for new items!",

  // Forms: field messages (server validation)
  "form.required": "This field is required.",
  "form.nameRequired": "Please enter your name.",
  "form.nameTooLong": "Please shorten your name to 120 characters.",
  "form.emailRequired": "Please enter your email address.",
  "form.emailInvalid": "Please enter a valid email address.",
  "form.subjectRequired": "Please choose a subject.",
  "form.messageRequired": "Please write a message.",
  "form.messageTooLong": "Your message is too long: please shorten it.",
  "form.experienceTypeRequired": "Please choose an experience.",
  "form.carRequired": "Please choose a car.",
  "form.fixErrors": "Please correct the highlighted fields.",
  "form.sendFailed": "Your message could not be sent. Please try again.",
  "form.name": "Name",
  "form.email": "Email",
  "form.subject": "Subject",
  "form.message": "Message",

  // Contact (§3, §5, §9)
  "contact.send": "Send Message",
  "contact.sending": "Sending...",
  "contact.success": "Thank you! Your message has been sent. We will get back to you soon.",
  "contact.subject.placeholder": "Select a subject",
  "contact.subject.racing": "Racing Partnership",
  "contact.subject.coaching": "Driver Coaching",
  "contact.subject.cars": "Car Sales/Purchase",
  "contact.subject.partnership": "Sponsorship/Partnership",
  "contact.subject.media": "Media Inquiry",
  "contact.subject.other": "Other",

  // Experiences (§3, §5, §9)
  "experience.type": "Experience type",
  "experience.type.placeholder": "Select an experience",
  "experience.type.f1_drive": "F1 Drive Experience",
  "experience.type.coaching": "Track Day Coaching",
  "experience.type.vip": "VIP Event Package",
  "experience.type.hot_laps": "Passenger Hot Laps",
  "experience.type.custom": "Custom experience",
  "experience.send": "Send Request",
  "experience.sending": "Sending...",
  "experience.success": "Thank you! Your request has been received. The team will contact you shortly.",

  // Cars (§9)
  "car.forSale": "For Sale",
  "car.forRent": "Available to Rent",
  "car.forExperience": "Experience Available",
  "car.inquire": "Inquire Now",
  "car.enquirySent": "Thank you! Your enquiry has been sent.",
  "car.priceOnRequest": "Price on request",

  // Pitshop (§2, §9)
  "shop.inStock": "{count} in stock",
  "shop.outOfStock": "Out of stock",
  "shop.addToCart": "Add to Cart",
  "order.empty": "Your cart is empty.",

  // @section home-driver-services-experiences-contact

  // @section news-events-gallery

  // @section collection-f1madness-pitshop
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
