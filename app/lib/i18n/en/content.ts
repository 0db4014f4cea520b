/**
 * The English copy not yet edited in the admin: the pages' search
 * descriptions (`features/seo/content.ts`). The content module holds only
 * these keys; the route loaders
 * resolve them with `translator()` from `../all.server.ts` and send plain
 * strings to the page. So only the server reads this file: no page downloads
 * it (`tests/integration/public-bundle.test.ts` checks). Quoted words of the
 * specification are kept word for word. A French catalogue has the same keys.
 */
export const contentEn = {
  // What each page says of itself to search engines and social networks (its meta description,
  // at most about 160 characters), where the page has no item of its own to describe it.
  "content.seo.home.description": "{team}: historic Formula 1 cars restored, raced and offered for sale, track experiences and coaching with {driver}, a former professional driver.",
  "content.seo.driver.description": "{driver}: French karting champion, Formula Renault title winner and Le Mans podium finisher, today driver and team principal of {team}.",
  "content.seo.driver.jobTitle": "Racing driver and team principal",
  "content.seo.f1madness.description": "F1 Madness by {team}: three historic Formula 1 cars and six services, from acquisition and restoration to racing and coaching.",
  "content.seo.services.description": "Acquisition, restoration, racing support, track experiences, coaching and team management for historic Formula 1 cars, by {team}.",
  "content.seo.news.description": "Race reports, restoration diaries and team news from {team}, the historic Formula 1 team of {driver}.",
  "content.seo.newsletter.description": "Every newsletter {team} has sent: the season's races, the cars in the workshop and what comes next.",
  "content.seo.events.description": "Where to see {team} race: the historic Formula 1 meetings of the season, with dates and circuits.",
  "content.seo.collection.description": "Historic Formula 1 cars of {team}: for sale, for rent and for track days, each restored to its original specification.",
  "content.seo.collectionTeam.description": "The race cars of {team}: the historic Formula 1 cars the team races in historic championships.",
  "content.seo.gallery.description": "Photos and videos of {team}: race weekends, the workshop and historic Formula 1 cars on track.",
  "content.seo.galleryVideos.description": "Videos of {team}: onboard laps, race weekends and historic Formula 1 cars at full speed.",
  "content.seo.experiences.description": "Drive a historic Formula 1 car, get coached by {driver}, ride along or live a Grand Prix weekend with {team}.",
  "content.seo.pitshop.description": "The {team} pitshop: caps, shirts, scale models and team gear, with prices in euros including VAT.",
  "content.seo.contact.description": "Contact {team}: buy, sell or restore a historic Formula 1 car, book an experience or ask the team a question.",
  "content.seo.privacy.description": "How {team} collects and uses your personal data, for how long, and how to exercise your rights.",
  "content.seo.terms.description": "The terms of {team}: order and experience requests, prices in euros including VAT, and your right of withdrawal.",
  "content.seo.cookies.description": "The cookies and browser storage this site uses, what each is for and how long it lasts.",
  "content.seo.legalNotice.description": "Legal notice of the {team} website: publisher, director of publication and host.",
} as const;

export type ContentKey = keyof typeof contentEn;
