/**
 * The copy of the F1 Madness page: three historic cars shown as static
 * content (§2, §3), the six services and the ecosystem block. Fictional, in
 * English, kept out of the message catalog because it is page copy.
 */

export type StaticCarStatus = "available" | "on_track" | "restoration";

export interface StaticCar {
  /** Stable key: the enquiry form posts it, the server maps it back to the name. */
  key: string;
  name: string;
  year: number;
  chassis: string;
  engine: string;
  drivers: string;
  status: StaticCarStatus;
  description: string;
  /** The race number painted on the nose, for the card's livery art. */
  number: number;
  livery: "bleu" | "rouge" | "vert";
}

export const staticCars: readonly StaticCar[] = [
  {
    key: "lambert-lt3",
    name: "Lambert LT3",
    year: 1977,
    chassis: "Aluminium monocoque, chassis LT3-02",
    engine: "Ford Cosworth DFV 3.0 V8",
    drivers: "Jean-Marc Valence, Pierre Aubrac",
    status: "available",
    description:
      "A privateer car from the year the first ground-effect experiments reached the grid. Two points finishes in period, a complete ownership file and a fresh DFV rebuild: ready for the Historic Grand Prix season.",
    number: 19,
    livery: "bleu",
  },
  {
    key: "corbiere-c80",
    name: "Corbière C80",
    year: 1980,
    chassis: "Aluminium honeycomb monocoque, chassis C80-04",
    engine: "3.0-litre V12, 48 valves",
    drivers: "Henri Castel",
    status: "on_track",
    description:
      "Sliding skirts, a screaming French V12 and a wing-car profile that still turns heads in the paddock. Raced by the team this season, with places available for shared test days and coaching.",
    number: 7,
    livery: "rouge",
  },
  {
    key: "rocheval-rv84-turbo",
    name: "Rocheval RV-84 Turbo",
    year: 1984,
    chassis: "Carbon-fibre monocoque, chassis RV84-01",
    engine: "1.5-litre turbocharged V6",
    drivers: "Alain Mercadier, Thierry Vasseur",
    status: "restoration",
    description:
      "One of the wild turbo-era machines, found in a barn near Clermont-Ferrand with its original tub and gearbox. In the workshop for a full, documented restoration: follow its return to the track.",
    number: 31,
    livery: "vert",
  },
];

export function findStaticCar(key: string | null | undefined): StaticCar | null {
  return staticCars.find((car) => car.key === key) ?? null;
}

export type ServiceIcon = "search" | "wrench" | "flag" | "gauge" | "graduation" | "clipboard";

export interface ServiceCard {
  title: string;
  text: string;
  icon: ServiceIcon;
}

export const f1madnessServices: readonly ServiceCard[] = [
  {
    title: "Acquisition",
    text: "We find, inspect and verify historic Formula 1 cars across Europe, from period history to the last bolt, before you commit.",
    icon: "search",
  },
  {
    title: "Restoration",
    text: "Chassis, engine and gearbox rebuilt in our workshop to original specification, every stage photographed and documented.",
    icon: "wrench",
  },
  {
    title: "Racing",
    text: "Full race-weekend support in historic championships: transport, mechanics, spares, strategy and data on the pit wall.",
    icon: "flag",
  },
  {
    title: "Track Experiences",
    text: "Drive a real Cosworth-era car on great European circuits, with a briefing, an engineer and a coach at your side.",
    icon: "gauge",
  },
  {
    title: "Driver Coaching",
    text: "One-to-one coaching with a former professional driver: lines, braking, car control and the mindset of a race weekend.",
    icon: "graduation",
  },
  {
    title: "Technical Consulting",
    text: "Independent advice on authenticity, FIA Historic Technical Passports, set-up and long-term preservation of your car.",
    icon: "clipboard",
  },
];

export const f1madnessCopy = {
  eyebrow: "Historic Formula 1",
  title: "F1 Madness",
  lead: "Three decades of Formula 1 at full song: ground-effect wing cars, screaming V12s and the turbo monsters of the eighties. We find them, bring them back to life and race them.",
  stats: [
    { value: "1967–1992", label: "Eras of Formula 1 in our care" },
    { value: "25+", label: "Years of racing experience" },
    { value: "40", label: "Race weekends a season" },
  ],
  carsTitle: "Historic cars",
  carsLead: "A glimpse of the machines passing through our workshop this season. Ask about any of them: the team answers every enquiry personally.",
  servicesTitle: "What we do",
  servicesLead: "Everything a historic Formula 1 car and its owner need, under one roof.",
  ecosystemTitle: "The Vitesse ecosystem",
  ecosystemLead:
    "F1 Madness is where it all meets: the collection of cars for sale and for the team, the experiences on track, the events where you can see them run, and the Pitshop for the paddock at home.",
  ecosystem: [
    { title: "The Collection", text: "Catalogue cars for sale and rent, and the team's own racers.", to: "/collection" },
    { title: "Experiences", text: "Drive, learn and ride along in a historic Formula 1 car.", to: "/experiences" },
    { title: "Events", text: "Meet the team at historic meetings across Europe.", to: "/events" },
    { title: "Pitshop", text: "Team apparel, collectibles, books and films.", to: "/pitshop" },
  ],
  inquireTitle: "Inquire about a historic car",
} as const;
