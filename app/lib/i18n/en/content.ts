/**
 * The English copy of the fixed pages not yet edited in Admin › Pages: the
 * services and the experiences (`features/site/content.ts`). The content modules hold only the
 * structure (ids, order, numbers, images) and these keys; the route loaders
 * resolve them with `translator()` from `../all.server.ts` and send plain
 * strings to the page. So only the server reads this file: no page downloads
 * it (`tests/integration/public-bundle.test.ts` checks). Quoted words of the
 * specification are kept word for word. A French catalogue has the same keys.
 */
export const contentEn = {
  // The experiences (§9); their names are public keys (`experience.type.*`).
  "content.experience.f1_drive.description":
    "A full day at the wheel of a 1970s Formula 1 car, on a closed circuit, with the team running the car for you.",
  "content.experience.f1_drive.include.fitting": "Seat fitting and technical briefing",
  "content.experience.f1_drive.include.warmUp": "Warm-up laps in a single-seater",
  "content.experience.f1_drive.include.runs": "Three runs in the historic F1 car",
  "content.experience.f1_drive.include.debrief": "Data and onboard video debrief",
  "content.experience.coaching.description": "One-to-one coaching with Lucas Delaunay in your own car or one of ours, built around your goals.",
  "content.experience.coaching.include.trackWalk": "Track walk and line study",
  "content.experience.coaching.include.sessions": "Sessions with in-car coaching",
  "content.experience.coaching.include.telemetry": "Telemetry comparison with a reference lap",
  "content.experience.coaching.include.report": "Written progress report",
  "content.experience.vip.description": "Live a historic Grand Prix weekend from inside the team: garage access, grid walk and hospitality.",
  "content.experience.vip.include.garage": "Team garage and paddock access",
  "content.experience.vip.include.gridWalk": "Grid walk before the race",
  "content.experience.vip.include.hospitality": "Hospitality for two, all weekend",
  "content.experience.vip.include.meet": "Meet the driver and the mechanics",
  "content.experience.hot_laps.note": "3-5 laps",
  "content.experience.hot_laps.description": "Ride alongside a professional driver in a two-seater racing car and feel what a flying lap really is.",
  "content.experience.hot_laps.include.safety": "Safety briefing",
  "content.experience.hot_laps.include.laps": "3-5 laps at race pace",
  "content.experience.hot_laps.include.gear": "Race suit and helmet provided",
  "content.experience.hot_laps.include.video": "Onboard video of your laps",

  // The seven services of /services (§1).
  "content.service.acquisition.title": "Acquisition",
  "content.service.acquisition.tagline": "The right car, with the right history.",
  "content.service.acquisition.description":
    "We find, inspect and negotiate historic Formula 1 cars for collectors and racers. Every car is checked against its period records before an offer is made, so you know exactly which chassis you are buying and what it has been through.",
  "content.service.acquisition.point.search": "Search through a private network of owners and teams",
  "content.service.acquisition.point.history": "Chassis history and period documentation checked",
  "content.service.acquisition.point.inspection": "Pre-purchase inspection and track shakedown",
  "content.service.acquisition.point.transport": "Transport, import and registration handled",
  "content.service.acquisition.related": "Browse the collection",
  "content.service.restoration.title": "Restoration",
  "content.service.restoration.tagline": "Original specification, documented part by part.",
  "content.service.restoration.description":
    "Our workshop restores historic single-seaters to their exact original specification, from a bare tub to race-ready. Each original part that passes inspection is kept, every repair is photographed and recorded, and the car leaves with a complete restoration file.",
  "content.service.restoration.point.stripDown": "Full strip-down, crack testing and chassis repair",
  "content.service.restoration.point.rebuilds": "Engine and gearbox rebuilds with specialist partners",
  "content.service.restoration.point.livery": "Period-correct paint and livery",
  "content.service.restoration.point.file": "Restoration file and FIA Historic Technical Passport",
  "content.service.racing.title": "Racing",
  "content.service.racing.tagline": "Historic Formula 1, raced as intended.",
  "content.service.racing.description":
    "The team races its own cars and customer cars in the historic Formula 1 championships and at the great historic meetings — Monaco, Spa, Magny-Cours, Goodwood. We prepare, transport and run the car; you, or our driver, race it.",
  "content.service.racing.point.arriveAndDrive": "Arrive-and-drive programmes for a race or a season",
  "content.service.racing.point.preparation": "Race preparation and trackside engineering",
  "content.service.racing.point.entries": "Historic Formula One championship entries",
  "content.service.racing.point.data": "Data logging and debriefs after each session",
  "content.service.racing.related": "See the race calendar",
  "content.service.track-experiences.title": "Track experiences",
  "content.service.track-experiences.tagline": "Your first laps in a real Formula 1 car.",
  "content.service.track-experiences.description":
    "From passenger hot laps to a full day at the wheel of a historic Formula 1 car, our experiences are built around your level. Each one includes briefing, equipment and a coach, on circuits we know by heart.",
  "content.service.track-experiences.point.days": "F1 drive days, coaching days and hot laps",
  "content.service.track-experiences.point.equipment": "Helmet, race suit and HANS device provided",
  "content.service.track-experiences.point.coach": "Professional coach and safety car on track",
  "content.service.track-experiences.point.video": "Video and data of your laps to take home",
  "content.service.track-experiences.related": "View the experiences",
  "content.service.driver-coaching.title": "Driver coaching",
  "content.service.driver-coaching.tagline": "Faster, safer, more consistent.",
  "content.service.driver-coaching.description":
    "One-to-one coaching with a professional racing driver, in your car or ours. We combine on-track work, in-car video and data analysis to find time where it matters — braking, line and car control in the wet.",
  "content.service.driver-coaching.point.sessions": "Sessions on circuit or in the simulator",
  "content.service.driver-coaching.point.reviews": "Telemetry and onboard video reviews",
  "content.service.driver-coaching.point.raceWeekend": "Race-weekend coaching from the pit wall",
  "content.service.driver-coaching.point.licence": "Licence preparation for historic racing",
  "content.service.team-management.title": "Team management",
  "content.service.team-management.tagline": "A complete team behind your car.",
  "content.service.team-management.description":
    "For owners who want to race without running a team: we take charge of logistics, entries, mechanics, spares and scheduling for a single event or a whole season, so you only have to arrive and drive.",
  "content.service.team-management.point.planning": "Season planning and event entries",
  "content.service.team-management.point.crew": "Mechanics, engineers and hospitality",
  "content.service.team-management.point.spares": "Spares, fuel and tyre management",
  "content.service.team-management.point.transport": "Transport and storage between events",
  "content.service.technical-consulting.title": "Technical consulting",
  "content.service.technical-consulting.tagline": "Engineering knowledge of a lost era.",
  "content.service.technical-consulting.description":
    "Collectors, museums and other teams call on our engineers for authenticity reports, set-up advice and reliability upgrades that respect historic regulations. We also value cars for insurance and sale.",
  "content.service.technical-consulting.point.authenticity": "Authenticity and originality reports",
  "content.service.technical-consulting.point.setUp": "Set-up sheets and reliability programmes",
  "content.service.technical-consulting.point.valuations": "Valuations for insurance and sale",
  "content.service.technical-consulting.point.museums": "Support for museums and concours entries",

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
