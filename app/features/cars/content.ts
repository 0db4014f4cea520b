import { pathIn } from "../../lib/public-paths.ts";
import type { ContentKey } from "../../lib/i18n/en/content.ts";
import type { Translate } from "../../lib/i18n/index.ts";

/**
 * The F1 Madness page (§2, §3): three historic cars shown as static content,
 * the six services and the ecosystem block. This module holds the structure
 * (keys, years, numbers, liveries, icons, links) and the keys of the words in
 * the content catalogue (`lib/i18n/en/content.ts`); the route's loader
 * resolves them with `translator()`, so the copy never reaches the browser's
 * JavaScript. Proper names stay here as data, the same in every language:
 * the cars' model names and their period drivers.
 * No English words in this file: `lib/i18n/content.test.ts` refuses them.
 */
type ContentT = Translate<ContentKey>;

export type StaticCarStatus = "available" | "on_track" | "restoration";

interface StaticCarData {
  /** Stable key: the enquiry form posts it, the server maps it back to the name. */
  key: string;
  /** The model's name: a proper name. */
  name: string;
  year: number;
  chassis: ContentKey;
  engine: ContentKey;
  /** The period drivers' names. */
  drivers: string;
  status: StaticCarStatus;
  description: ContentKey;
  /** The race number painted on the nose, for the card's livery art. */
  number: number;
  livery: "bleu" | "rouge" | "vert";
}

/** A static car as the page receives it: the copy in the request's words. */
export interface StaticCar extends Omit<StaticCarData, "chassis" | "engine" | "description"> {
  chassis: string;
  engine: string;
  description: string;
}

const STATIC_CARS: readonly StaticCarData[] = [
  {
    key: "lambert-lt3",
    name: "Lambert LT3",
    year: 1977,
    chassis: "content.f1.car.lambert-lt3.chassis",
    engine: "content.f1.car.lambert-lt3.engine",
    drivers: "Jean-Marc Valence, Pierre Aubrac",
    status: "available",
    description: "content.f1.car.lambert-lt3.description",
    number: 19,
    livery: "bleu",
  },
  {
    key: "corbiere-c80",
    name: "Corbière C80",
    year: 1980,
    chassis: "content.f1.car.corbiere-c80.chassis",
    engine: "content.f1.car.corbiere-c80.engine",
    drivers: "Henri Castel",
    status: "on_track",
    description: "content.f1.car.corbiere-c80.description",
    number: 7,
    livery: "rouge",
  },
  {
    key: "rocheval-rv84-turbo",
    name: "Rocheval RV-84 Turbo",
    year: 1984,
    chassis: "content.f1.car.rocheval-rv84-turbo.chassis",
    engine: "content.f1.car.rocheval-rv84-turbo.engine",
    drivers: "Alain Mercadier, Thierry Vasseur",
    status: "restoration",
    description: "content.f1.car.rocheval-rv84-turbo.description",
    number: 31,
    livery: "vert",
  },
];

/** A static car by the key a form posted: its name is all the server needs for an enquiry. */
export function findStaticCar(key: string | null | undefined): { key: string; name: string } | null {
  const car = STATIC_CARS.find((candidate) => candidate.key === key);
  return car ? { key: car.key, name: car.name } : null;
}

export type ServiceIcon = "search" | "wrench" | "flag" | "gauge" | "graduation" | "clipboard";

export interface ServiceCard {
  title: string;
  text: string;
  icon: ServiceIcon;
}

const SERVICES: readonly { title: ContentKey; text: ContentKey; icon: ServiceIcon }[] = [
  { title: "content.f1.service.acquisition.title", text: "content.f1.service.acquisition.text", icon: "search" },
  { title: "content.f1.service.restoration.title", text: "content.f1.service.restoration.text", icon: "wrench" },
  { title: "content.f1.service.racing.title", text: "content.f1.service.racing.text", icon: "flag" },
  { title: "content.f1.service.trackExperiences.title", text: "content.f1.service.trackExperiences.text", icon: "gauge" },
  { title: "content.f1.service.coaching.title", text: "content.f1.service.coaching.text", icon: "graduation" },
  { title: "content.f1.service.consulting.title", text: "content.f1.service.consulting.text", icon: "clipboard" },
];

/** The hero's figures: numbers, the same in every language. */
const STATS: readonly { value: string; label: ContentKey }[] = [
  { value: "1967–1992", label: "content.f1.stat.eras" },
  { value: "25+", label: "content.f1.stat.experience" },
  { value: "40", label: "content.f1.stat.weekends" },
];

const ECOSYSTEM: readonly { title: ContentKey; text: ContentKey; to: string }[] = [
  { title: "content.f1.ecosystem.collection.title", text: "content.f1.ecosystem.collection.text", to: "/collection" },
  { title: "content.f1.ecosystem.experiences.title", text: "content.f1.ecosystem.experiences.text", to: "/experiences" },
  { title: "content.f1.ecosystem.events.title", text: "content.f1.ecosystem.events.text", to: "/events" },
  { title: "content.f1.ecosystem.pitshop.title", text: "content.f1.ecosystem.pitshop.text", to: "/pitshop" },
];

/** Everything the F1 Madness page shows of its fixed copy, in the request's words. */
export function f1madnessContent(t: ContentT) {
  return {
    copy: {
      eyebrow: t("content.f1.eyebrow"),
      title: t("content.f1.title"),
      lead: t("content.f1.lead"),
      stats: STATS.map(({ value, label }) => ({ value, label: t(label) })),
      carsTitle: t("content.f1.carsTitle"),
      carsLead: t("content.f1.carsLead"),
      servicesTitle: t("content.f1.servicesTitle"),
      servicesLead: t("content.f1.servicesLead"),
      ecosystemTitle: t("content.f1.ecosystemTitle"),
      ecosystemLead: t("content.f1.ecosystemLead"),
      ecosystem: ECOSYSTEM.map(({ title, text, to }) => ({ title: t(title), text: t(text), to: pathIn(to, t.locale) })),
    },
    cars: STATIC_CARS.map(({ chassis, engine, description, ...rest }): StaticCar => ({
      ...rest,
      chassis: t(chassis),
      engine: t(engine),
      description: t(description),
    })),
    services: SERVICES.map(({ title, text, icon }): ServiceCard => ({ title: t(title), text: t(text), icon })),
  };
}
