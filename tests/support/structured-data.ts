import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";

/**
 * Checks a page's structured data the way search engines read it: the
 * JSON-LD is extracted from the HTML by a real extractor, then checked by
 * Adobe's validator of Google's rich-result rules (Product, Offer,
 * BreadcrumbList, Organization, Person…), and, for the types that validator
 * does not know, against the properties Google's documentation requires
 * (Event: name, startDate, location; Article: headline, image, dates,
 * author). Returns the errors, one line each; warnings (optional fields such
 * as reviews or a GTIN, which a team's caps do not have) are not errors.
 */
export interface StructuredDataReport {
  /** The `@type` of every object found, in order. */
  types: string[];
  objects: Record<string, unknown>[];
  errors: string[];
}

type Json = Record<string, unknown>;

const REQUIRED: Record<string, (object: Json) => string[]> = {
  SportsEvent: (event) => [
    ...missing(event, ["name", "startDate", "location"]),
    ...missing((event.location ?? {}) as Json, ["name", "address"]).map((field) => `location.${field}`),
    ...(typeof event.startDate === "string" && !ISO_DATE.test(event.startDate) ? [`startDate is not ISO 8601: ${event.startDate}`] : []),
    ...(typeof event.endDate === "string" && !ISO_DATE.test(event.endDate) ? [`endDate is not ISO 8601: ${event.endDate}`] : []),
  ],
  NewsArticle: (article) => [
    ...missing(article, ["headline", "image", "datePublished", "dateModified", "author"]),
    ...(typeof article.headline === "string" && article.headline.length > 110 ? ["headline longer than 110 characters"] : []),
    ...missing((article.author ?? {}) as Json, ["name", "url"]).map((field) => `author.${field}`),
  ],
  Car: (car) => [
    ...missing(car, ["name", "url"]),
    ...(car.offers ? missing(car.offers as Json, ["price", "priceCurrency", "availability"]).map((field) => `offers.${field}`) : []),
  ],
  SportsTeam: (team) => missing(team, ["name", "url", "logo"]),
  WebSite: (site) => missing(site, ["name", "url"]),
  ImageGallery: (gallery) => missing(gallery, ["name", "url"]),
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function missing(object: Json, fields: readonly string[]): string[] {
  return fields.filter((field) => object[field] === undefined || object[field] === null || object[field] === "" || (Array.isArray(object[field]) && (object[field] as unknown[]).length === 0));
}

/** Every `<script type="application/ld+json">` of a page, parsed (a script that does not parse is an error). */
function jsonLdOf(html: string): { objects: Json[]; errors: string[] } {
  const objects: Json[] = [];
  const errors: string[] = [];
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const parsed = JSON.parse(match[1]!) as Json | Json[];
      objects.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    } catch (error) {
      errors.push(`JSON-LD does not parse: ${String(error)}`);
    }
  }
  return { objects, errors };
}

export async function checkStructuredData(html: string): Promise<StructuredDataReport> {
  const { objects, errors } = jsonLdOf(html);
  for (const object of objects) {
    if (object["@context"] !== "https://schema.org") errors.push(`${String(object["@type"])}: @context is not https://schema.org`);
    const type = String(object["@type"]);
    for (const problem of REQUIRED[type]?.(object) ?? []) errors.push(`${type}: ${problem}`);
  }
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);
  const issues = await new Validator().validate(extracted);
  for (const issue of issues) if (issue.severity === "ERROR") errors.push(`${issue.rootType}: ${issue.issueMessage}`);
  return { types: objects.map((object) => String(object["@type"])), objects, errors };
}

/** The HTML a page's head would have with these objects: for checking builders without a server. */
export function htmlWithJsonLd(objects: readonly object[]): string {
  return `<!DOCTYPE html><html><head>${objects.map((object) => `<script type="application/ld+json">${JSON.stringify(object)}</script>`).join("")}</head><body></body></html>`;
}
