import type { ContentKey } from "../../lib/i18n/index.ts";
import type { DescribedPage } from "../pages/rules.ts";

/**
 * What each fixed page says of itself to search engines and social networks
 * (its meta description) where it has no item of its own to describe it,
 * until the team writes its own (Admin › Pages › Search and sharing): the
 * keys of the words in the content catalogue, with `{team}` and `{driver}`
 * from the settings. An item's page (an article, a car) is described by the
 * item's own words instead.
 */
export const PAGE_DESCRIPTIONS = {
  home: "content.seo.home.description",
  driver: "content.seo.driver.description",
  f1madness: "content.seo.f1madness.description",
  services: "content.seo.services.description",
  news: "content.seo.news.description",
  newsletter: "content.seo.newsletter.description",
  events: "content.seo.events.description",
  collection: "content.seo.collection.description",
  collectionTeam: "content.seo.collectionTeam.description",
  gallery: "content.seo.gallery.description",
  galleryVideos: "content.seo.galleryVideos.description",
  experiences: "content.seo.experiences.description",
  pitshop: "content.seo.pitshop.description",
  contact: "content.seo.contact.description",
  privacy: "content.seo.privacy.description",
  terms: "content.seo.terms.description",
  legalNotice: "content.seo.legalNotice.description",
  cookies: "content.seo.cookies.description",
} as const satisfies Record<DescribedPage, ContentKey>;

export type { DescribedPage };

/** The driver's job, as his page's structured data (Person) says it, until the team writes its own. */
export const DRIVER_JOB_TITLE: ContentKey = "content.seo.driver.jobTitle";
