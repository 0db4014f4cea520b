import type { CarCategory, CarSpecifications } from "../schema/cars.ts";
import type { MerchandiseCategory } from "../schema/shop.ts";
import type { siteSettings } from "../schema/site.ts";
import type { GalleryScene, LiveryName, ProductKind } from "./demo-images.server.ts";

/**
 * The demo content, as plain data. Everyone and everything here is fictional.
 * Dates are offsets from "today" (resolved by the seed) so a fresh install
 * always shows upcoming events and recent news, whatever day it is seeded.
 */

export const DEMO_TEAM_NAME = "Écurie Vitesse Historique";
export const DEMO_DRIVER_NAME = "Lucas Delaunay";
export const DEMO_DRIVER_SLUG = "lucas-delaunay";

export const demoSiteSettings: Omit<typeof siteSettings.$inferInsert, "id" | "updated_at"> = {
  team_name: DEMO_TEAM_NAME,
  driver_name: DEMO_DRIVER_NAME,
  driver_slug: DEMO_DRIVER_SLUG,
  contact_email: "contact@ecurie-vitesse.example",
  contact_phone: "+33 3 86 21 47 90",
  address: "Technopôle du Circuit, 58470 Magny-Cours, France",
  // Demo accounts (the team puts its own in the settings); LinkedIn and TikTok left empty show no icon.
  social_links: {
    instagram: "https://www.instagram.com/ecurievitesse.demo",
    facebook: "https://www.facebook.com/ecurievitesse.demo",
    youtube: "https://www.youtube.com/@ecurievitesse-demo",
    x: "https://x.com/ecurievitesse_demo",
  },
};

export type CarStatus = "available" | "on_track" | "restoration";

export interface DemoCar {
  slug: string;
  name: string;
  year: number;
  /** Euro, as PostgreSQL numeric text; null when the car is not priced (team cars). */
  price: string | null;
  description: string;
  engine: string;
  chassis: string;
  drivers: string | null;
  status: CarStatus;
  specifications: CarSpecifications;
  car_category: CarCategory;
  for_sale: boolean;
  for_rent: boolean;
  for_experience: boolean;
  featured: boolean;
  createdDaysAgo: number;
  art: { number: number; livery: LiveryName };
}

export const demoCars: DemoCar[] = [
  {
    slug: "vitesse-vh-78",
    name: "Vitesse VH-78",
    year: 1978,
    price: null,
    description:
      "The team's flagship: a 1978 ground-effect Cosworth car with sliding skirts and a narrow aluminium monocoque. Raced in period by a French privateer outfit, it has been campaigned by the team in historic Grand Prix racing since its return to the track.",
    engine: "Ford Cosworth DFV 3.0 V8",
    chassis: "Aluminium honeycomb monocoque, chassis VH-78/2",
    drivers: "Lucas Delaunay",
    status: "on_track",
    specifications: { Power: "485 hp", Weight: "575 kg", Gearbox: "Hewland FGA 400", Tyres: "Goodyear slicks" },
    car_category: "team",
    for_sale: false,
    for_rent: false,
    for_experience: true,
    featured: true,
    createdDaysAgo: 30,
    art: { number: 27, livery: "bleu" },
  },
  {
    slug: "vitesse-vh-82-turbo",
    name: "Vitesse VH-82 Turbo",
    year: 1982,
    price: null,
    description:
      "A 1982 turbocharged car from the first wave of 1.5-litre engines, with a carbon-reinforced tub and a flat-bottom conversion. Currently in the workshop for a full rebuild of its engine and a new fuel cell to current FIA historic standards.",
    engine: "1.5-litre turbocharged V6",
    chassis: "Aluminium and carbon composite monocoque, chassis VH-82/1",
    drivers: "Lucas Delaunay",
    status: "restoration",
    specifications: { Power: "640 hp", Weight: "585 kg", Gearbox: "Hewland DGB", "Boost pressure": "2.5 bar" },
    car_category: "team",
    for_sale: false,
    for_rent: false,
    for_experience: false,
    featured: false,
    createdDaysAgo: 60,
    art: { number: 26, livery: "creme" },
  },
  {
    slug: "vitesse-vh-71",
    name: "Vitesse VH-71",
    year: 1971,
    price: null,
    description:
      "The first car to wear the team's tricolore stripes: a wedge-nosed 1971 Cosworth car with side radiators and a tall periscope airbox. Driven in demonstrations and available for private track days with coaching.",
    engine: "Ford Cosworth DFV 3.0 V8",
    chassis: "Aluminium monocoque, chassis VH-71/3",
    drivers: "Lucas Delaunay, guest drivers",
    status: "available",
    specifications: { Power: "450 hp", Weight: "550 kg", Gearbox: "Hewland DG 300", Tyres: "Firestone slicks" },
    car_category: "team",
    for_sale: false,
    for_rent: true,
    for_experience: true,
    featured: false,
    createdDaysAgo: 90,
    art: { number: 18, livery: "bleu" },
  },
  {
    slug: "arceau-a5",
    name: "Arceau A5",
    year: 1968,
    price: "720000.00",
    description:
      "A slender 1968 cigar-bodied car from the last season before wings took over, restored by the team to its original navy and gold colours. A regular at hill climbs and concours.",
    engine: "3.0-litre V8, Lucas mechanical injection",
    chassis: "Aluminium monocoque with tubular rear subframe",
    drivers: "Lucas Delaunay",
    status: "on_track",
    specifications: { Power: "410 hp", Weight: "530 kg", Gearbox: "Hewland DG 300", Tyres: "Dunlop treaded" },
    car_category: "team",
    for_sale: false,
    for_rent: false,
    for_experience: true,
    featured: false,
    createdDaysAgo: 120,
    art: { number: 8, livery: "marine" },
  },
  {
    slug: "marchal-mr9",
    name: "Marchal MR9",
    year: 1974,
    price: "1150000.00",
    description:
      "A 1974 Cosworth car with full period history, two podiums in national Formula Libre events and continuous documentation. Fresh engine rebuild, FIA Historic Technical Passport, ready to race.",
    engine: "Ford Cosworth DFV 3.0 V8",
    chassis: "Aluminium monocoque, chassis MR9-04",
    drivers: null,
    status: "available",
    specifications: { Power: "470 hp", Weight: "575 kg", Gearbox: "Hewland FG 400", Tyres: "Goodyear slicks" },
    car_category: "catalog",
    for_sale: true,
    for_rent: false,
    for_experience: false,
    featured: true,
    createdDaysAgo: 5,
    art: { number: 14, livery: "rouge" },
  },
  {
    slug: "sauveterre-s2",
    name: "Sauveterre S2",
    year: 1967,
    price: "685000.00",
    description:
      "A graceful 1967 car from a small French constructor, one of three built. Original engine block, period-correct gearbox and a detailed restoration file with photographs of every stage.",
    engine: "3.0-litre V8",
    chassis: "Aluminium monocoque, chassis S2-02",
    drivers: null,
    status: "available",
    specifications: { Power: "390 hp", Weight: "520 kg", Gearbox: "ZF 5DS-25", Tyres: "Dunlop treaded" },
    car_category: "catalog",
    for_sale: true,
    for_rent: false,
    for_experience: false,
    featured: false,
    createdDaysAgo: 12,
    art: { number: 5, livery: "vert" },
  },
  {
    slug: "brevent-bv3",
    name: "Brévent BV3",
    year: 1976,
    price: "1450000.00",
    description:
      "A 1976 flat-12 car with a wide front track and striking full-width nose. Offered for sale or for seasonal rental with full team support at historic Grand Prix meetings.",
    engine: "3.0-litre flat-12",
    chassis: "Aluminium monocoque, chassis BV3-01",
    drivers: null,
    status: "available",
    specifications: { Power: "500 hp", Weight: "590 kg", Gearbox: "5-speed transverse", Tyres: "Goodyear slicks" },
    car_category: "catalog",
    for_sale: true,
    for_rent: true,
    for_experience: false,
    featured: true,
    createdDaysAgo: 18,
    art: { number: 11, livery: "noir" },
  },
  {
    slug: "ondine-on1-turbo",
    name: "Ondine ON-1 Turbo",
    year: 1986,
    price: "890000.00",
    description:
      "A 1986 turbo-era car with a four-cylinder engine and a carbon-fibre tub. Undergoing a careful mechanical recommissioning before it joins the experience programme.",
    engine: "1.5-litre turbocharged inline-4",
    chassis: "Carbon-fibre monocoque, chassis ON1-05",
    drivers: null,
    status: "restoration",
    specifications: { Power: "850 hp", Weight: "540 kg", Gearbox: "6-speed manual", "Boost pressure": "3.8 bar" },
    car_category: "catalog",
    for_sale: false,
    for_rent: true,
    for_experience: true,
    featured: false,
    createdDaysAgo: 25,
    art: { number: 33, livery: "marine" },
  },
  {
    slug: "kessler-k90",
    name: "Kessler K-90",
    year: 1990,
    price: "540000.00",
    description:
      "A 1990 naturally aspirated car with a high nose and a torquey 3.5-litre V8. An accessible way into the late-era historic grids, delivered with spares package and setup sheets.",
    engine: "3.5-litre V8",
    chassis: "Carbon-fibre monocoque, chassis K90-03",
    drivers: null,
    status: "available",
    specifications: { Power: "620 hp", Weight: "505 kg", Gearbox: "6-speed transverse", Tyres: "Avon historic slicks" },
    car_category: "catalog",
    for_sale: true,
    for_rent: false,
    for_experience: false,
    featured: false,
    createdDaysAgo: 40,
    art: { number: 21, livery: "rouge" },
  },
  {
    slug: "falaise-fx2",
    name: "Falaise FX2",
    year: 1992,
    price: "975000.00",
    description:
      "A 1992 car with active-suspension era aerodynamics and a screaming 3.5-litre V10. Maintained by the team and available for driving experiences on selected European circuits.",
    engine: "3.5-litre V10",
    chassis: "Carbon-fibre monocoque, chassis FX2-02",
    drivers: null,
    status: "on_track",
    specifications: { Power: "720 hp", Weight: "505 kg", Gearbox: "6-speed semi-automatic", Tyres: "Avon historic slicks" },
    car_category: "catalog",
    for_sale: false,
    for_rent: false,
    for_experience: true,
    featured: false,
    createdDaysAgo: 70,
    art: { number: 2, livery: "creme" },
  },
];

export type ArticleCategory = "news" | "race_report" | "team_news" | "restoration_diary";

export interface DemoArticle {
  slug: string;
  title: string;
  /** Null on purpose for one article: the site falls back to the first 120 characters of the content. */
  excerpt: string | null;
  category: ArticleCategory;
  /** Paragraphs separated by blank lines. */
  content: string;
  withImage: boolean;
  /** Null = unpublished draft. */
  publishedDaysAgo: number | null;
  createdDaysAgo: number;
}

export const demoArticles: DemoArticle[] = [
  {
    slug: "double-podium-at-magny-cours",
    title: "Double podium at the Magny-Cours Historic Grand Prix",
    excerpt: "A second and a third place on home soil for the VH-78, after a weekend of changing weather and close racing.",
    category: "race_report",
    content: [
      "The home round never disappoints, and this year was no exception. Qualifying took place on a damp track that dried line by line, and Lucas Delaunay put the VH-78 fourth on the grid with his final lap.",
      "Race one started on a dry surface. A clean getaway moved the car up to third by the Adelaide hairpin, and a patient pass into the Nürburgring chicane on lap nine secured second place, which held to the flag.",
      "Race two was run in the rain. The team softened the rear anti-roll bar and raised the ride height by five millimetres; the car was visibly calmer over the kerbs, and a late safety car left no time to challenge for the lead. Third place completed a very satisfying weekend.",
      "Many thanks to the mechanics, who rebuilt a gearbox overnight after Saturday's practice, and to everyone who came to the paddock to see the cars up close.",
    ].join("\n\n"),
    withImage: true,
    publishedDaysAgo: 36,
    createdDaysAgo: 37,
  },
  {
    slug: "restoration-diary-vh-82-bare-tub",
    title: "Restoration diary: the VH-82 back to its bare tub",
    excerpt: null,
    category: "restoration_diary",
    content: [
      "Every restoration starts with the same question: what is original, and what has been changed over forty years of racing? For the VH-82 Turbo, the answer took three weeks of careful disassembly, labelling and photography before a single part could be sent out for crack testing.",
      "The tub itself is in remarkably good condition. The aluminium outer skins show the expected fatigue around the front suspension pick-up points, but the carbon-reinforced bulkheads are sound. We have decided to keep every original panel that passes inspection and to document each repair, so that the car's history stays readable.",
      "The engine has gone to our specialist partner for a complete rebuild. The turbocharger will be refurbished rather than replaced, and the wastegate will be recalibrated to run at a reduced, reliability-friendly boost for historic events.",
      "Next month: the new fuel cell arrives, and the wiring loom, which had grown by half over the years, will be rebuilt to the original diagram.",
    ].join("\n\n"),
    withImage: true,
    publishedDaysAgo: 20,
    createdDaysAgo: 22,
  },
  {
    slug: "lucas-delaunay-confirmed-for-the-season",
    title: "Lucas Delaunay confirmed for the full historic season",
    excerpt: "The team's driver will contest every round of the historic Grand Prix calendar with the VH-78 and the Arceau A5.",
    category: "team_news",
    content: [
      "We are delighted to confirm that Lucas Delaunay will drive for the team throughout the coming season, sharing his time between the VH-78 in historic Grand Prix events and the Arceau A5 in hill climbs and concours.",
      "Beyond racing, Lucas will continue to lead the coaching programme, working with clients on track days and driving experiences across France, Belgium and the United Kingdom.",
      "The season calendar is available on the events page, and the team will publish a report after every round.",
    ].join("\n\n"),
    withImage: true,
    publishedDaysAgo: 12,
    createdDaysAgo: 13,
  },
  {
    slug: "marchal-mr9-joins-the-collection",
    title: "The Marchal MR9 joins the collection",
    excerpt: "A 1974 Cosworth car with full period history is now available for sale through the team.",
    category: "news",
    content: [
      "The Marchal MR9 is one of the most complete cars to pass through our workshop: continuous ownership records, period photographs and every invoice since its first restoration.",
      "The car has just completed a shakedown at Magny-Cours with a freshly rebuilt engine. It holds a valid FIA Historic Technical Passport and is ready to race from the first round of the season.",
      "Viewings can be arranged at the workshop by appointment, and the team can provide full race support to its next owner.",
    ].join("\n\n"),
    withImage: true,
    publishedDaysAgo: 4,
    createdDaysAgo: 5,
  },
  {
    slug: "rain-master-class-at-spa",
    title: "A rain master-class at Spa-Francorchamps",
    excerpt: "From eleventh on the grid to the podium, in conditions that caught out half the field.",
    category: "race_report",
    content: [
      "The Ardennes lived up to their reputation: dry at the top of the hill, soaked at the bottom. A gearbox issue in qualifying left the VH-78 eleventh on the grid.",
      "The rain arrived on the formation lap. By the end of the first lap the car was seventh, and the tricolore nose was in the top three before half distance.",
      "A podium at Spa is always special. The car returns to the workshop for a routine rebuild before the next round.",
    ].join("\n\n"),
    withImage: true,
    publishedDaysAgo: 95,
    createdDaysAgo: 96,
  },
  {
    slug: "track-days-open-for-booking",
    title: "Track days open for booking",
    excerpt: "Drive a historic Formula 1 car with the team's coaches at Magny-Cours and Dijon-Prenois.",
    category: "news",
    content: [
      "The new season of track days is now open. Each day includes a technical briefing, a seat fitting, progressive sessions with a coach and telemetry analysis between runs.",
      "Places are limited to six drivers per day so that everyone gets real time in the car. Get in touch through the contact page to reserve a date.",
    ].join("\n\n"),
    withImage: false,
    publishedDaysAgo: 60,
    createdDaysAgo: 61,
  },
  {
    slug: "new-technical-partner-announcement",
    title: "A new technical partner for the workshop",
    excerpt: "Details to follow.",
    category: "team_news",
    content: [
      "This announcement is still being prepared with our partner and will be published once both sides have approved it.",
      "It will cover the partnership's scope, the first projects in the workshop and what it means for the team's cars on track.",
    ].join("\n\n"),
    withImage: true,
    publishedDaysAgo: null,
    createdDaysAgo: 1,
  },
];

export interface DemoEdition {
  title: string;
  subject: string;
  /** Simple HTML: h2, p, ul, a. */
  content: string;
  /** Null = not sent yet. */
  sentDaysAgo: number | null;
  createdDaysAgo: number;
}

export const demoEditions: DemoEdition[] = [
  {
    title: "Spring newsletter",
    subject: "The season starts: calendar, cars and track days",
    content:
      "<h2>The season starts</h2>" +
      "<p>The cars are rebuilt, the transporter is loaded and the calendar is set. Here is what the coming months hold for the team.</p>" +
      "<ul><li>Historic Grand Prix rounds in France, Monaco and Belgium</li><li>Hill climbs with the Arceau A5</li><li>Six track days with coaching</li></ul>" +
      '<p>See every date on the <a href="https://ecurie-vitesse.example/events">events page</a>.</p>',
    sentDaysAgo: 75,
    createdDaysAgo: 78,
  },
  {
    title: "Summer newsletter",
    subject: "Double podium at home and a new car in the collection",
    content:
      "<h2>A summer on the podium</h2>" +
      "<p>Two podiums at Magny-Cours, a rain master-class at Spa and the arrival of the Marchal MR9: a busy few weeks for the team.</p>" +
      "<ul><li>Race reports from Magny-Cours and Spa-Francorchamps</li><li>The MR9 is available for sale</li><li>Restoration diary: the VH-82 Turbo</li></ul>" +
      '<p>Read the full stories in our <a href="https://ecurie-vitesse.example/news">news section</a>.</p>',
    sentDaysAgo: 8,
    createdDaysAgo: 10,
  },
  {
    title: "Autumn newsletter",
    subject: "Winter workshop programme and next season's dates",
    content:
      "<h2>Into the workshop</h2>" +
      "<p>As the racing season closes, the workshop fills up. Here is our winter programme and a first look at next year.</p>" +
      "<ul><li>Engine rebuilds for the VH-78 and the A5</li><li>The VH-82 Turbo returns to the track</li></ul>" +
      '<p>Questions? <a href="https://ecurie-vitesse.example/contact">Contact the team</a>.</p>',
    sentDaysAgo: null,
    createdDaysAgo: 2,
  },
];

export interface DemoEvent {
  slug: string;
  name: string;
  event_type: string;
  location: string;
  /** Negative = in the past. The first day. */
  daysFromToday: number;
  /** How many days the meeting lasts (1 when absent). */
  days?: number;
  /** Paris wall-clock times, "HH:MM": the start on the first day, the end on the last; absent for an all-day event. */
  startTime?: string;
  endTime?: string;
  description: string;
  featured: boolean;
}

export const demoEvents: DemoEvent[] = [
  {
    slug: "magny-cours-historic-grand-prix",
    name: "Magny-Cours Historic Grand Prix",
    event_type: "Historic Grand Prix",
    location: "Circuit de Nevers Magny-Cours, France",
    daysFromToday: -40,
    days: 3,
    startTime: "08:30",
    endTime: "18:30",
    description: "The team's home round: two races for 1966-1985 Formula 1 cars, an open paddock and demonstration laps.",
    featured: false,
  },
  {
    slug: "spa-classic-weekend",
    name: "Spa-Francorchamps Classic Weekend",
    event_type: "Historic Grand Prix",
    location: "Spa-Francorchamps, Belgium",
    daysFromToday: -110,
    days: 3,
    description: "Historic Formula 1 on one of the great circuits, with the Eau Rouge climb at full speed.",
    featured: false,
  },
  {
    slug: "magny-cours-track-day",
    name: "Magny-Cours Track Day",
    event_type: "Track Day",
    location: "Circuit de Nevers Magny-Cours, France",
    daysFromToday: 21,
    startTime: "08:30",
    endTime: "17:30",
    description: "A private track day with the team's cars and coaches: briefing, seat fitting, four sessions and telemetry debrief.",
    featured: false,
  },
  {
    slug: "monaco-historic-grand-prix",
    name: "Monaco Historic Grand Prix",
    event_type: "Historic Grand Prix",
    location: "Monaco",
    daysFromToday: 62,
    days: 3,
    description: "The jewel of the historic calendar: the VH-78 races through the streets of the Principality. Hospitality packages available.",
    featured: true,
  },
  {
    slug: "goodwood-hill-climb",
    name: "Goodwood Hill Climb",
    event_type: "Hill Climb",
    location: "Goodwood, United Kingdom",
    daysFromToday: 128,
    days: 2,
    startTime: "09:00",
    endTime: "18:00",
    description: "The Arceau A5 takes on the famous hill in front of the house, with a paddock full of racing history.",
    featured: false,
  },
  {
    slug: "chantilly-concours",
    name: "Concours d'Élégance at Chantilly",
    event_type: "Concours",
    location: "Chantilly, France",
    daysFromToday: 205,
    startTime: "10:00",
    endTime: "19:00",
    description: "The Sauveterre S2 is presented on the lawns of the château in the pre-1970 racing class.",
    featured: false,
  },
  {
    slug: "dijon-prenois-track-day",
    name: "Dijon-Prenois Track Day",
    event_type: "Track Day",
    location: "Dijon-Prenois, France",
    daysFromToday: 300,
    startTime: "09:00",
    endTime: "17:00",
    description: "End the season on the fast, undulating Burgundy circuit with coaching from Lucas Delaunay.",
    featured: false,
  },
];

export interface DemoProduct {
  slug: string;
  name: string;
  /** Euro, as PostgreSQL numeric text. */
  price: string;
  category: MerchandiseCategory;
  description: string;
  featured: boolean;
  active: boolean;
  stock_quantity: number;
  sizes_available: string[];
  createdDaysAgo: number;
  art: { kind: ProductKind; color?: string; label?: string };
}

const SIZES = ["S", "M", "L", "XL"];

export const demoProducts: DemoProduct[] = [
  {
    slug: "team-t-shirt",
    name: "Team T-Shirt",
    price: "39.00",
    category: "Apparel",
    description: "Heavyweight organic cotton T-shirt with the tricolore stripes and team lettering.",
    featured: true,
    active: true,
    stock_quantity: 120,
    sizes_available: SIZES,
    createdDaysAgo: 3,
    art: { kind: "tshirt", color: "#e10600" },
  },
  {
    slug: "heritage-polo",
    name: "Heritage Polo",
    price: "69.00",
    category: "Apparel",
    description: "Navy piqué polo with red collar, woven stripe badge and mother-of-pearl buttons.",
    featured: false,
    active: true,
    stock_quantity: 45,
    sizes_available: SIZES,
    createdDaysAgo: 9,
    art: { kind: "polo", color: "#0b1f3a" },
  },
  {
    slug: "pit-crew-softshell-jacket",
    name: "Pit Crew Softshell Jacket",
    price: "149.00",
    category: "Apparel",
    description: "The jacket our mechanics wear in the paddock: windproof softshell, full zip, embroidered shoulders.",
    featured: true,
    active: true,
    stock_quantity: 18,
    sizes_available: ["S", "M", "L", "XL", "XXL"],
    createdDaysAgo: 15,
    art: { kind: "jacket", color: "#e10600" },
  },
  {
    slug: "team-cap",
    name: "Team Cap",
    price: "32.00",
    category: "Accessories",
    description: "Six-panel cotton cap with embroidered team initials and tricolore tab.",
    featured: false,
    active: true,
    stock_quantity: 80,
    sizes_available: [],
    createdDaysAgo: 21,
    art: { kind: "cap", color: "#e10600" },
  },
  {
    slug: "enamel-paddock-mug",
    name: "Enamel Paddock Mug",
    price: "19.00",
    category: "Accessories",
    description: "The mug that survives the transporter: enamelled steel with a tricolore band.",
    featured: false,
    active: true,
    stock_quantity: 0,
    sizes_available: [],
    createdDaysAgo: 27,
    art: { kind: "mug", color: "#e10600" },
  },
  {
    slug: "leather-race-number-keyring",
    name: "Leather Race Number Keyring",
    price: "24.00",
    category: "Accessories",
    description: "Stitched leather keyring embossed with the VH-78's race number.",
    featured: false,
    active: true,
    stock_quantity: 60,
    sizes_available: [],
    createdDaysAgo: 33,
    art: { kind: "keyring", color: "#0b1f3a", label: "27" },
  },
  {
    slug: "weekender-holdall",
    name: "Weekender Holdall",
    price: "129.00",
    category: "Accessories",
    description: "Waxed canvas holdall sized for a race weekend, with leather handles and a stripe band.",
    featured: false,
    active: true,
    stock_quantity: 12,
    sizes_available: [],
    createdDaysAgo: 39,
    art: { kind: "bag", color: "#0b1f3a" },
  },
  {
    slug: "vh-78-model-1-18",
    name: "VH-78 Scale Model 1:18",
    price: "189.00",
    category: "Collectibles",
    description: "Hand-finished 1:18 resin model of the VH-78 in its race livery, on a display plinth.",
    featured: true,
    active: true,
    stock_quantity: 25,
    sizes_available: [],
    createdDaysAgo: 45,
    art: { kind: "model", label: "1:18" },
  },
  {
    slug: "grand-prix-historique-print",
    name: "Grand Prix Historique Print",
    price: "95.00",
    category: "Collectibles",
    description: "Numbered art print, 50 × 70 cm, on heavyweight matte paper.",
    featured: false,
    active: true,
    stock_quantity: 40,
    sizes_available: [],
    createdDaysAgo: 51,
    art: { kind: "poster", label: "ÉDITION LIMITÉE" },
  },
  {
    slug: "enamel-pin-set",
    name: "Enamel Pin Set",
    price: "29.00",
    category: "Collectibles",
    description: "Three hard-enamel pins with gold edges: race number, team initials and F1.",
    featured: false,
    active: true,
    stock_quantity: 75,
    sizes_available: [],
    createdDaysAgo: 57,
    art: { kind: "pins" },
  },
  {
    slug: "anniversary-print-2019",
    name: "Anniversary Print (retired)",
    price: "120.00",
    category: "Collectibles",
    description: "A retired limited print, kept in the catalogue for the archive.",
    featured: false,
    active: false,
    stock_quantity: 3,
    sizes_available: [],
    createdDaysAgo: 400,
    art: { kind: "poster", label: "ÉDITION ANNIVERSAIRE" },
  },
  {
    slug: "vitesse-fifty-years-book",
    name: "Vitesse: Fifty Years of Racing",
    price: "59.00",
    category: "Books & Media",
    description: "A 320-page hardback history of the team, its cars and its people, with archive photographs.",
    featured: true,
    active: true,
    stock_quantity: 34,
    sizes_available: [],
    createdDaysAgo: 63,
    art: { kind: "book", color: "#0b1f3a" },
  },
  {
    slug: "la-legende-documentary",
    name: "La Légende — Documentary Film",
    price: "24.90",
    category: "Books & Media",
    description: "A documentary following the team through a season of historic racing. Blu-ray, French and English.",
    featured: false,
    active: true,
    stock_quantity: 50,
    sizes_available: [],
    createdDaysAgo: 69,
    art: { kind: "film" },
  },
  {
    slug: "team-calendar",
    name: "Team Wall Calendar",
    price: "22.00",
    category: "Books & Media",
    description: "Twelve months of the team's cars, photographed in the workshop and on track.",
    featured: false,
    active: true,
    stock_quantity: 90,
    sizes_available: [],
    createdDaysAgo: 75,
    art: { kind: "calendar" },
  },
];

export interface DemoAlbum {
  slug: string;
  title: string;
  description: string;
  /** The album's event date; its year is the album's year. */
  daysAgo: number;
  published: boolean;
  display_order: number;
  photos: Array<{ caption: string; scene: GalleryScene }>;
}

export const demoAlbums: DemoAlbum[] = [
  {
    slug: "magny-cours-historic-grand-prix",
    title: "Magny-Cours Historic Grand Prix",
    description: "The home round: a double podium, a night in the workshop and a full paddock.",
    daysAgo: 40,
    published: true,
    display_order: 0,
    photos: [
      { caption: "The VH-78 at full speed on the main straight", scene: "car" },
      { caption: "Pit board for the final laps of race one", scene: "pitlane" },
      { caption: "The grid before race two", scene: "grid" },
      { caption: "Second place trophy", scene: "trophy" },
      { caption: "Lucas Delaunay's helmet, ready for the rain", scene: "helmet" },
      { caption: "Chequered flag", scene: "flag" },
      { caption: "Fresh slicks for race one", scene: "wheel" },
      { caption: "The crowd in the main grandstand", scene: "grandstand" },
    ],
  },
  {
    slug: "spa-classic-weekend",
    title: "Spa-Francorchamps Classic Weekend",
    description: "From eleventh to the podium in the Ardennes rain.",
    daysAgo: 420,
    published: true,
    display_order: 1,
    photos: [
      { caption: "Paddock at dusk", scene: "paddock" },
      { caption: "Climbing out of the first corner", scene: "car" },
      { caption: "Third place on the podium", scene: "trophy" },
      { caption: "Pit lane during qualifying", scene: "pitlane" },
      { caption: "The grandstand at the start", scene: "grandstand" },
      { caption: "End of the race", scene: "flag" },
      { caption: "Wheel change in the garage", scene: "wheel" },
    ],
  },
  {
    slug: "monaco-historic-grand-prix",
    title: "Monaco Historic Grand Prix",
    description: "The streets of the Principality, with the VH-71 and the Arceau A5.",
    daysAgo: 800,
    published: true,
    display_order: 2,
    photos: [
      { caption: "Morning in the paddock by the harbour", scene: "paddock" },
      { caption: "The VH-71 on the grid", scene: "grid" },
      { caption: "Through the streets", scene: "car" },
      { caption: "Helmet ready in the garage", scene: "helmet" },
      { caption: "Pit lane before the start", scene: "pitlane" },
      { caption: "Trophy ceremony", scene: "trophy" },
    ],
  },
  {
    slug: "vh-82-restoration",
    title: "VH-82 Turbo restoration",
    description: "Behind the scenes of the VH-82's rebuild (draft, not yet published).",
    daysAgo: 1180,
    published: false,
    display_order: 3,
    photos: [
      { caption: "Wheels off, first day of the strip-down", scene: "wheel" },
      { caption: "The workshop at night", scene: "pitlane" },
      { caption: "First fire-up after the rebuild", scene: "car" },
      { caption: "Livery samples", scene: "helmet" },
      { caption: "Loading the transporter", scene: "paddock" },
      { caption: "Shakedown flag", scene: "flag" },
    ],
  },
];

export interface DemoVideo {
  slug: string;
  title: string;
  description: string;
  duration: string;
  video_url: string | null;
  video_embed_code: string | null;
  published: boolean;
  display_order: number;
  createdDaysAgo: number;
  scene: GalleryScene;
}

export const demoVideos: DemoVideo[] = [
  {
    slug: "onboard-vh-78-magny-cours",
    title: "Onboard: a lap of Magny-Cours in the VH-78",
    description: "Ride along with Lucas Delaunay for a flying lap of the home circuit.",
    duration: "4:32",
    video_url: null,
    video_embed_code:
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/kV3pZ8xQ1mE" title="Onboard: a lap of Magny-Cours in the VH-78" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
    published: true,
    display_order: 0,
    createdDaysAgo: 35,
    scene: "car",
  },
  {
    slug: "vh-82-restoration-timelapse",
    title: "VH-82 Turbo: restoration timelapse",
    description: "Six months in the workshop, in six minutes.",
    duration: "6:18",
    video_url: "https://vimeo.com/824615093",
    video_embed_code: null,
    published: true,
    display_order: 1,
    createdDaysAgo: 50,
    scene: "wheel",
  },
  {
    slug: "paddock-walk-spa",
    title: "Paddock walk at Spa-Francorchamps",
    description: "A tour of the team's paddock on race morning.",
    duration: "2:47",
    video_url: null,
    video_embed_code: null,
    published: true,
    display_order: 2,
    createdDaysAgo: 100,
    scene: "paddock",
  },
  {
    slug: "monaco-preview",
    title: "Monaco preview",
    description: "Draft: a preview of the Monaco Historic Grand Prix.",
    duration: "3:05",
    // The demo hero film (uploaded with the demo media): a file this site plays, whatever VIDEO_FILE_HOSTS says.
    video_url: "/media/demo/hero/home.webm",
    video_embed_code: null,
    published: false,
    display_order: 3,
    createdDaysAgo: 2,
    scene: "grid",
  },
];
