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
