

/**
 * The driver career page's copy (§2): a fictional but plausible career, from
 * the first kart race in 1997 to the present season. Client-safe.
 */

/** The career starts here; the timeline runs from this year to the present one. */
export const CAREER_START_YEAR = 1997;

/** The helmet artwork the demo seed stores; shown only when the media library has it. */
export const DRIVER_PORTRAIT_URL = "/media/demo/hero/driver-1600.webp";

export const driverLead =
  "French karting champion, Formula Renault title winner, Le Mans podium finisher — and today the driver, engineer and team principal behind Écurie Vitesse Historique.";

export interface Achievement {
  year: string;
  title: string;
  detail: string;
}

export const achievements: readonly Achievement[] = [
  { year: "2016 · 2022", title: "Two-time Historic Formula One Champion", detail: "Titles won in the team's own Vitesse VH-78, restored in-house from a bare chassis." },
  { year: "2018", title: "Monaco Historic Grand Prix winner", detail: "Victory in the 1966–1985 Formula 1 race, from fifth on the grid." },
  { year: "2009", title: "Le Mans 24 Hours class podium", detail: "Third in LMP2 after a night stint in the rain that moved the car up four places." },
  { year: "2001", title: "French Formula Renault Champion", detail: "Seven wins in fourteen races in his second season of single-seaters." },
];

export const journey: readonly string[] = [
  "Lucas Delaunay grew up among historic racing cars: his father's restoration workshop near Magny-Cours was his playground long before it became a racing team. He started karting there in 1997 and won a national title the following year.",
  "Single-seaters came next. After a promising rookie season, he took the French Formula Renault championship in 2001 and spent the following years in Formula 3 and Formula 3000, learning to set up cars as carefully as he drove them. Endurance racing followed, with a Le Mans class podium in 2009.",
  "In 2012 he came home to the workshop and turned it into Écurie Vitesse Historique. The idea was simple: restore historic Formula 1 cars to their exact original specification, and race them as hard as their designers intended. Two Historic Formula One titles and a win at Monaco later, the idea has proved itself.",
  "Today Lucas still races every season, but he spends as much time passing on what he knows — coaching gentleman drivers, running track experiences and advising collectors on the cars they buy and restore.",
];

export interface CareerStat {
  value: string;
  label: string;
}

/** 1997 is the first season: in 2026 the driver is in his 30th. */
export function seasonCount(currentYear: number): number {
  return currentYear - CAREER_START_YEAR + 1;
}

/** The stats cards; the seasons follow the calendar. */
export function careerStats(currentYear: number): CareerStat[] {
  return [
    { value: String(seasonCount(currentYear)), label: "Seasons of racing" },
    { value: "312", label: "Race starts" },
    { value: "47", label: "Wins" },
    { value: "118", label: "Podiums" },
    { value: "4", label: "Championship titles" },
  ];
}

export interface TimelineEntry {
  /** "1997", or "2026 – present" for the current season. */
  period: string;
  title: string;
  text: string;
  /** True for the entry that runs to the present. */
  current?: boolean;
}

const MILESTONES: readonly (TimelineEntry & { year: number })[] = [
  { year: 1997, period: "1997", title: "First laps", text: "First karting season at the Magny-Cours kart track, in the family workshop's colours." },
  { year: 1998, period: "1998", title: "French karting champion", text: "Nine wins from twelve rounds, and a first taste of the podium's top step." },
  { year: 2000, period: "2000", title: "Into single-seaters", text: "Rookie season in Formula Renault Campus: two wins and third in the standings." },
  { year: 2001, period: "2001", title: "French Formula Renault champion", text: "Seven wins in fourteen races, and the title with a round to spare." },
  { year: 2003, period: "2003", title: "Formula 3", text: "Runner-up in the French Formula 3 championship, with four pole positions." },
  { year: 2005, period: "2005", title: "Formula 3000", text: "A season with a privateer team; first podium in the rain at Spa-Francorchamps." },
  { year: 2007, period: "2007", title: "Endurance racing", text: "Le Mans 24 Hours debut in the LMP2 class, sharing the car with two veterans." },
  { year: 2009, period: "2009", title: "Le Mans class podium", text: "Third in LMP2 after a night stint in the rain that moved the car up four places." },
  { year: 2012, period: "2012", title: "Écurie Vitesse Historique", text: "The family workshop becomes a racing team; the first historic Formula 1 car, the VH-78, arrives as a bare chassis." },
  { year: 2014, period: "2014", title: "Back on the grid", text: "The restored VH-78 wins on its return to racing, at Dijon-Prenois." },
  { year: 2016, period: "2016", title: "Historic Formula One Champion", text: "First title for the team, decided at the final round in Barcelona." },
  { year: 2018, period: "2018", title: "Monaco Historic Grand Prix", text: "Victory in the 1966–1985 Formula 1 race, from fifth on the grid." },
  { year: 2020, period: "2020", title: "Coaching programme", text: "Driver coaching opens to gentleman drivers, with telemetry reviews after every session." },
  { year: 2022, period: "2022", title: "Second Historic F1 title", text: "Six wins, and the championship sealed at Magny-Cours in front of the home crowd." },
  { year: 2024, period: "2024", title: "Track experiences", text: "The team opens its cars to guests: F1 drive days, coaching and passenger hot laps." },
];

/**
 * The complete history: every milestone up to the given year, then the
 * current season, "{year} – present", so the timeline always reaches today.
 */
export function careerTimeline(currentYear: number): TimelineEntry[] {
  const past: TimelineEntry[] = MILESTONES.filter((milestone) => milestone.year < currentYear).map(({ period, title, text }) => ({ period, title, text }));
  return [
    ...past,
    {
      period: `${currentYear} – present`,
      title: `Season ${seasonCount(currentYear)}`,
      text: "Racing the team's cars in the historic championships, coaching the next generation and restoring the next car in the workshop.",
      current: true,
    },
  ];
}

/**
 * The four experiences of §9, exactly as priced there, with their copy.
 * Client-safe. `type` is the value of the request form's experience type.
 */
export type ExperienceCardType = "f1_drive" | "coaching" | "vip" | "hot_laps";

export interface Experience {
  type: ExperienceCardType;
  /** "From" price in euro. */
  price: number;
  duration: "full_day" | "weekend" | "half_day";
  level?: "advanced";
  featured: boolean;
  /** A short note shown with the duration, e.g. the number of laps. */
  note?: string;
  description: string;
  includes: readonly string[];
}

export const experiences: readonly Experience[] = [
  {
    type: "f1_drive",
    price: 15_000,
    duration: "full_day",
    level: "advanced",
    featured: true,
    description: "A full day at the wheel of a 1970s Formula 1 car, on a closed circuit, with the team running the car for you.",
    includes: ["Seat fitting and technical briefing", "Warm-up laps in a single-seater", "Three runs in the historic F1 car", "Data and onboard video debrief"],
  },
  {
    type: "coaching",
    price: 2_500,
    duration: "full_day",
    featured: false,
    description: "One-to-one coaching with Lucas Delaunay in your own car or one of ours, built around your goals.",
    includes: ["Track walk and line study", "Sessions with in-car coaching", "Telemetry comparison with a reference lap", "Written progress report"],
  },
  {
    type: "vip",
    price: 8_000,
    duration: "weekend",
    featured: true,
    description: "Live a historic Grand Prix weekend from inside the team: garage access, grid walk and hospitality.",
    includes: ["Team garage and paddock access", "Grid walk before the race", "Hospitality for two, all weekend", "Meet the driver and the mechanics"],
  },
  {
    type: "hot_laps",
    price: 1_500,
    duration: "half_day",
    note: "3-5 laps",
    featured: false,
    description: "Ride alongside a professional driver in a two-seater racing car and feel what a flying lap really is.",
    includes: ["Safety briefing", "3-5 laps at race pace", "Race suit and helmet provided", "Onboard video of your laps"],
  },
];

/** The eight partners of the home page and the footer ticker (§2), each with its category. */
export interface Partner {
  name: string;
  category: string;
}

export const partners: readonly Partner[] = [
  { name: "Vortex Performance", category: "performance parts" },
  { name: "Roulements Arnaud", category: "bearings and seals" },
  { name: "Huiles Castellane", category: "lubricants" },
  { name: "Chimie Lafarge Racing", category: "chemicals" },
  { name: "Paddock Revue", category: "automotive media" },
  { name: "Pneus Héritage", category: "tires" },
  { name: "Freinage Duroc", category: "braking systems" },
  { name: "Équipement Piste", category: "racing equipment" },
];

/**
 * The seven services of the team (§1), each a section of /services whose id
 * the footer links to. Client-safe marketing copy.
 */
export type ServiceId =
  | "acquisition"
  | "restoration"
  | "racing"
  | "track-experiences"
  | "driver-coaching"
  | "team-management"
  | "technical-consulting";

/** The contact form's subject a service's enquiry starts with (§5 options). */
export type ServiceSubject = "racing" | "coaching" | "cars" | "partnership" | "media" | "other";

export interface Service {
  id: ServiceId;
  title: string;
  tagline: string;
  description: string;
  points: readonly string[];
  subject: ServiceSubject;
  /** Another page that tells more, when there is one. */
  related?: { to: string; label: string };
}

export const services: readonly Service[] = [
  {
    id: "acquisition",
    title: "Acquisition",
    tagline: "The right car, with the right history.",
    description:
      "We find, inspect and negotiate historic Formula 1 cars for collectors and racers. Every car is checked against its period records before an offer is made, so you know exactly which chassis you are buying and what it has been through.",
    points: ["Search through a private network of owners and teams", "Chassis history and period documentation checked", "Pre-purchase inspection and track shakedown", "Transport, import and registration handled"],
    subject: "cars",
    related: { to: "/collection", label: "Browse the collection" },
  },
  {
    id: "restoration",
    title: "Restoration",
    tagline: "Original specification, documented part by part.",
    description:
      "Our workshop restores historic single-seaters to their exact original specification, from a bare tub to race-ready. Each original part that passes inspection is kept, every repair is photographed and recorded, and the car leaves with a complete restoration file.",
    points: ["Full strip-down, crack testing and chassis repair", "Engine and gearbox rebuilds with specialist partners", "Period-correct paint and livery", "Restoration file and FIA Historic Technical Passport"],
    subject: "cars",
  },
  {
    id: "racing",
    title: "Racing",
    tagline: "Historic Formula 1, raced as intended.",
    description:
      "The team races its own cars and customer cars in the historic Formula 1 championships and at the great historic meetings — Monaco, Spa, Magny-Cours, Goodwood. We prepare, transport and run the car; you, or our driver, race it.",
    points: ["Arrive-and-drive programmes for a race or a season", "Race preparation and trackside engineering", "Historic Formula One championship entries", "Data logging and debriefs after each session"],
    subject: "racing",
    related: { to: "/events", label: "See the race calendar" },
  },
  {
    id: "track-experiences",
    title: "Track experiences",
    tagline: "Your first laps in a real Formula 1 car.",
    description:
      "From passenger hot laps to a full day at the wheel of a historic Formula 1 car, our experiences are built around your level. Each one includes briefing, equipment and a coach, on circuits we know by heart.",
    points: ["F1 drive days, coaching days and hot laps", "Helmet, race suit and HANS device provided", "Professional coach and safety car on track", "Video and data of your laps to take home"],
    subject: "other",
    related: { to: "/experiences", label: "View the experiences" },
  },
  {
    id: "driver-coaching",
    title: "Driver coaching",
    tagline: "Faster, safer, more consistent.",
    description:
      "One-to-one coaching with a professional racing driver, in your car or ours. We combine on-track work, in-car video and data analysis to find time where it matters — braking, line and car control in the wet.",
    points: ["Sessions on circuit or in the simulator", "Telemetry and onboard video reviews", "Race-weekend coaching from the pit wall", "Licence preparation for historic racing"],
    subject: "coaching",
  },
  {
    id: "team-management",
    title: "Team management",
    tagline: "A complete team behind your car.",
    description:
      "For owners who want to race without running a team: we take charge of logistics, entries, mechanics, spares and scheduling for a single event or a whole season, so you only have to arrive and drive.",
    points: ["Season planning and event entries", "Mechanics, engineers and hospitality", "Spares, fuel and tyre management", "Transport and storage between events"],
    subject: "racing",
  },
  {
    id: "technical-consulting",
    title: "Technical consulting",
    tagline: "Engineering knowledge of a lost era.",
    description:
      "Collectors, museums and other teams call on our engineers for authenticity reports, set-up advice and reliability upgrades that respect historic regulations. We also value cars for insurance and sale.",
    points: ["Authenticity and originality reports", "Set-up sheets and reliability programmes", "Valuations for insurance and sale", "Support for museums and concours entries"],
    subject: "other",
  },
];
