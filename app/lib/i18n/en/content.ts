/**
 * The English copy of the fixed pages: the driver's career, the services, the
 * experiences, the partners' categories (`features/site/content.ts`) and F1
 * Madness (`features/cars/content.ts`). The content modules hold only the
 * structure (ids, order, numbers, images) and these keys; the route loaders
 * resolve them with `translator()` from `../all.server.ts` and send plain
 * strings to the page. So only the server reads this file: no page downloads
 * it (`tests/integration/public-bundle.test.ts` checks). Quoted words of the
 * specification are kept word for word. A French catalogue has the same keys.
 */
export const contentEn = {
  // The driver page (§2).
  "content.driver.lead":
    "French karting champion, Formula Renault title winner, Le Mans podium finisher — and today the driver, engineer and team principal behind Écurie Vitesse Historique.",
  "content.driver.achievement.historicF1.title": "Two-time Historic Formula One Champion",
  "content.driver.achievement.historicF1.detail": "Titles won in the team's own Vitesse VH-78, restored in-house from a bare chassis.",
  "content.driver.achievement.monaco.title": "Monaco Historic Grand Prix winner",
  "content.driver.achievement.monaco.detail": "Victory in the 1966–1985 Formula 1 race, from fifth on the grid.",
  "content.driver.achievement.leMans.title": "Le Mans 24 Hours class podium",
  "content.driver.achievement.leMans.detail": "Third in LMP2 after a night stint in the rain that moved the car up four places.",
  "content.driver.achievement.formulaRenault.title": "French Formula Renault Champion",
  "content.driver.achievement.formulaRenault.detail": "Seven wins in fourteen races in his second season of single-seaters.",
  "content.driver.journey.workshop":
    "Lucas Delaunay grew up among historic racing cars: his father's restoration workshop near Magny-Cours was his playground long before it became a racing team. He started karting there in 1997 and won a national title the following year.",
  "content.driver.journey.singleSeaters":
    "Single-seaters came next. After a promising rookie season, he took the French Formula Renault championship in 2001 and spent the following years in Formula 3 and Formula 3000, learning to set up cars as carefully as he drove them. Endurance racing followed, with a Le Mans class podium in 2009.",
  "content.driver.journey.team":
    "In 2012 he came home to the workshop and turned it into Écurie Vitesse Historique. The idea was simple: restore historic Formula 1 cars to their exact original specification, and race them as hard as their designers intended. Two Historic Formula One titles and a win at Monaco later, the idea has proved itself.",
  "content.driver.journey.today":
    "Today Lucas still races every season, but he spends as much time passing on what he knows — coaching gentleman drivers, running track experiences and advising collectors on the cars they buy and restore.",
  "content.driver.stat.seasons": "Seasons of racing",
  "content.driver.stat.starts": "Race starts",
  "content.driver.stat.wins": "Wins",
  "content.driver.stat.podiums": "Podiums",
  "content.driver.stat.titles": "Championship titles",
  "content.driver.milestone.1997.title": "First laps",
  "content.driver.milestone.1997.text": "First karting season at the Magny-Cours kart track, in the family workshop's colours.",
  "content.driver.milestone.1998.title": "French karting champion",
  "content.driver.milestone.1998.text": "Nine wins from twelve rounds, and a first taste of the podium's top step.",
  "content.driver.milestone.2000.title": "Into single-seaters",
  "content.driver.milestone.2000.text": "Rookie season in Formula Renault Campus: two wins and third in the standings.",
  "content.driver.milestone.2001.title": "French Formula Renault champion",
  "content.driver.milestone.2001.text": "Seven wins in fourteen races, and the title with a round to spare.",
  "content.driver.milestone.2003.title": "Formula 3",
  "content.driver.milestone.2003.text": "Runner-up in the French Formula 3 championship, with four pole positions.",
  "content.driver.milestone.2005.title": "Formula 3000",
  "content.driver.milestone.2005.text": "A season with a privateer team; first podium in the rain at Spa-Francorchamps.",
  "content.driver.milestone.2007.title": "Endurance racing",
  "content.driver.milestone.2007.text": "Le Mans 24 Hours debut in the LMP2 class, sharing the car with two veterans.",
  "content.driver.milestone.2009.title": "Le Mans class podium",
  "content.driver.milestone.2009.text": "Third in LMP2 after a night stint in the rain that moved the car up four places.",
  "content.driver.milestone.2012.title": "Écurie Vitesse Historique",
  "content.driver.milestone.2012.text": "The family workshop becomes a racing team; the first historic Formula 1 car, the VH-78, arrives as a bare chassis.",
  "content.driver.milestone.2014.title": "Back on the grid",
  "content.driver.milestone.2014.text": "The restored VH-78 wins on its return to racing, at Dijon-Prenois.",
  "content.driver.milestone.2016.title": "Historic Formula One Champion",
  "content.driver.milestone.2016.text": "First title for the team, decided at the final round in Barcelona.",
  "content.driver.milestone.2018.title": "Monaco Historic Grand Prix",
  "content.driver.milestone.2018.text": "Victory in the 1966–1985 Formula 1 race, from fifth on the grid.",
  "content.driver.milestone.2020.title": "Coaching programme",
  "content.driver.milestone.2020.text": "Driver coaching opens to gentleman drivers, with telemetry reviews after every session.",
  "content.driver.milestone.2022.title": "Second Historic F1 title",
  "content.driver.milestone.2022.text": "Six wins, and the championship sealed at Magny-Cours in front of the home crowd.",
  "content.driver.milestone.2024.title": "Track experiences",
  "content.driver.milestone.2024.text": "The team opens its cars to guests: F1 drive days, coaching and passenger hot laps.",
  "content.driver.present.period": "{year} – present",
  "content.driver.present.title": "Season {season}",
  "content.driver.present.text":
    "Racing the team's cars in the historic championships, coaching the next generation and restoring the next car in the workshop.",

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

  // The partners' categories (§2); their names are brands, kept as data.
  "content.partner.category.performanceParts": "performance parts",
  "content.partner.category.bearings": "bearings and seals",
  "content.partner.category.lubricants": "lubricants",
  "content.partner.category.chemicals": "chemicals",
  "content.partner.category.media": "automotive media",
  "content.partner.category.tires": "tires",
  "content.partner.category.braking": "braking systems",
  "content.partner.category.equipment": "racing equipment",

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

  // F1 Madness (§2, §3): the page, its three static cars, its six services.
  "content.f1.eyebrow": "Historic Formula 1",
  "content.f1.title": "F1 Madness",
  "content.f1.lead":
    "Three decades of Formula 1 at full song: ground-effect wing cars, screaming V12s and the turbo monsters of the eighties. We find them, bring them back to life and race them.",
  "content.f1.stat.eras": "Eras of Formula 1 in our care",
  "content.f1.stat.experience": "Years of racing experience",
  "content.f1.stat.weekends": "Race weekends a season",
  "content.f1.carsTitle": "Historic cars",
  "content.f1.carsLead": "A glimpse of the machines passing through our workshop this season. Ask about any of them: the team answers every enquiry personally.",
  "content.f1.servicesTitle": "What we do",
  "content.f1.servicesLead": "Everything a historic Formula 1 car and its owner need, under one roof.",
  "content.f1.ecosystemTitle": "The Vitesse ecosystem",
  "content.f1.ecosystemLead":
    "F1 Madness is where it all meets: the collection of cars for sale and for the team, the experiences on track, the events where you can see them run, and the Pitshop for the paddock at home.",
  "content.f1.ecosystem.collection.title": "The Collection",
  "content.f1.ecosystem.collection.text": "Catalogue cars for sale and rent, and the team's own racers.",
  "content.f1.ecosystem.experiences.title": "Experiences",
  "content.f1.ecosystem.experiences.text": "Drive, learn and ride along in a historic Formula 1 car.",
  "content.f1.ecosystem.events.title": "Events",
  "content.f1.ecosystem.events.text": "Meet the team at historic meetings across Europe.",
  "content.f1.ecosystem.pitshop.title": "Pitshop",
  "content.f1.ecosystem.pitshop.text": "Team apparel, collectibles, books and films.",
  "content.f1.car.lambert-lt3.chassis": "Aluminium monocoque, chassis LT3-02",
  "content.f1.car.lambert-lt3.engine": "Ford Cosworth DFV 3.0 V8",
  "content.f1.car.lambert-lt3.description":
    "A privateer car from the year the first ground-effect experiments reached the grid. Two points finishes in period, a complete ownership file and a fresh DFV rebuild: ready for the Historic Grand Prix season.",
  "content.f1.car.corbiere-c80.chassis": "Aluminium honeycomb monocoque, chassis C80-04",
  "content.f1.car.corbiere-c80.engine": "3.0-litre V12, 48 valves",
  "content.f1.car.corbiere-c80.description":
    "Sliding skirts, a screaming French V12 and a wing-car profile that still turns heads in the paddock. Raced by the team this season, with places available for shared test days and coaching.",
  "content.f1.car.rocheval-rv84-turbo.chassis": "Carbon-fibre monocoque, chassis RV84-01",
  "content.f1.car.rocheval-rv84-turbo.engine": "1.5-litre turbocharged V6",
  "content.f1.car.rocheval-rv84-turbo.description":
    "One of the wild turbo-era machines, found in a barn near Clermont-Ferrand with its original tub and gearbox. In the workshop for a full, documented restoration: follow its return to the track.",
  "content.f1.service.acquisition.title": "Acquisition",
  "content.f1.service.acquisition.text":
    "We find, inspect and verify historic Formula 1 cars across Europe, from period history to the last bolt, before you commit.",
  "content.f1.service.restoration.title": "Restoration",
  "content.f1.service.restoration.text":
    "Chassis, engine and gearbox rebuilt in our workshop to original specification, every stage photographed and documented.",
  "content.f1.service.racing.title": "Racing",
  "content.f1.service.racing.text": "Full race-weekend support in historic championships: transport, mechanics, spares, strategy and data on the pit wall.",
  "content.f1.service.trackExperiences.title": "Track Experiences",
  "content.f1.service.trackExperiences.text": "Drive a real Cosworth-era car on great European circuits, with a briefing, an engineer and a coach at your side.",
  "content.f1.service.coaching.title": "Driver Coaching",
  "content.f1.service.coaching.text": "One-to-one coaching with a former professional driver: lines, braking, car control and the mindset of a race weekend.",
  "content.f1.service.consulting.title": "Technical Consulting",
  "content.f1.service.consulting.text": "Independent advice on authenticity, FIA Historic Technical Passports, set-up and long-term preservation of your car.",
} as const;

export type ContentKey = keyof typeof contentEn;
