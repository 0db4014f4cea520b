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
