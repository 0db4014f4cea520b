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
