import robotsParser from "robots-parser";
import { describe as group, expect, it } from "vitest";
import { checkStructuredData, htmlWithJsonLd } from "../../../tests/support/structured-data.ts";
import {
  breadcrumbLd,
  carLd,
  describe,
  driverLd,
  eventDates,
  galleryLd,
  merchandiseLd,
  newsArticleLd,
  plainText,
  robotsTxt,
  shareImage,
  sportsEventLd,
  sportsTeamLd,
  webSiteLd,
  workshopLd,
  type TeamFacts,
} from "./schema.ts";

const ORIGIN = "https://ecurie.example";
const team: TeamFacts = {
  origin: ORIGIN,
  name: "Écurie Vitesse Historique",
  url: `${ORIGIN}/`,
  logo: `${ORIGIN}/share/logo-512.png`,
  email: "contact@ecurie.example",
  sameAs: ["https://www.instagram.com/ecurie", "https://www.youtube.com/@ecurie"],
  driver: { name: "Lucas Delaunay", url: `${ORIGIN}/lucas-delaunay` },
};

group("descriptions", () => {
  it("keeps the text of Markdown or HTML on one line", () => {
    expect(plainText("## Race report\n\nA **double** podium at [Magny-Cours](https://x.fr) ![car](/media/a.webp)")).toBe("Race report A double podium at Magny-Cours");
    expect(plainText("<p>Spring&nbsp;test</p>\n<ul><li>One</li></ul>")).toBe("Spring test One");
  });

  it("cuts a long text at a word, under the limit, with an ellipsis; a short one is whole", () => {
    const long = "The team took both cars to Magny-Cours for the second round of the season and came home with a double podium after a race run in changing conditions all afternoon.";
    const cut = describe(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toBe(" ");
    expect(describe("A short text.")).toBe("A short text.");
  });
});

group("event dates", () => {
  it("gives a day event its days, and a timed one its Paris times with the offset of that day", () => {
    expect(eventDates({ date: "2026-05-08", endDate: "2026-05-10", startTime: null, endTime: null })).toEqual({ startDate: "2026-05-08", endDate: "2026-05-10" });
    expect(eventDates({ date: "2026-07-10", endDate: "2026-07-12", startTime: "09:00", endTime: "18:30" })).toEqual({
      startDate: "2026-07-10T09:00:00+02:00",
      endDate: "2026-07-12T18:30:00+02:00",
    });
    expect(eventDates({ date: "2026-12-05", endDate: null, startTime: "10:00", endTime: null })).toEqual({ startDate: "2026-12-05T10:00:00+01:00", endDate: "2026-12-05T10:00:00+01:00" });
    // The night the clocks go back: 02:30 exists twice; either reading is an hour of the right day.
    expect(eventDates({ date: "2026-10-25", endDate: null, startTime: "14:00", endTime: "17:00" })).toEqual({ startDate: "2026-10-25T14:00:00+01:00", endDate: "2026-10-25T17:00:00+01:00" });
  });
});

group("sharing image", () => {
  const sources = { "/media/car.webp": { src: "/media/car.webp", srcSet: "/media/car-480.webp 480w, /media/car-960.webp 960w, /media/car-1600.webp 1600w", width: 1600, height: 900 } };

  it("takes the first variant at least 1200 px wide, absolute, with its height", () => {
    expect(shareImage(ORIGIN, "/media/car.webp", sources, "Car")).toEqual({ url: `${ORIGIN}/media/car-1600.webp`, width: 1600, height: 900, alt: "Car" });
  });

  it("takes the largest when none is that wide, and nothing for no image", () => {
    const small = { "/media/s.webp": { src: "/media/s.webp", srcSet: "/media/s-480.webp 480w, /media/s-800.webp 800w", width: 800, height: 600 } };
    expect(shareImage(ORIGIN, "/media/s.webp", small, "S")).toEqual({ url: `${ORIGIN}/media/s-800.webp`, width: 800, height: 600, alt: "S" });
    expect(shareImage(ORIGIN, null, sources, "None")).toBeUndefined();
  });
});

group("robots.txt", () => {
  const robots = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN));
  const allowed = (path: string) => robots.isAllowed(ORIGIN + path, "Googlebot");

  it("keeps crawlers out of the admin, the API, the carts and the subscribers' links, in both languages", () => {
    for (const path of [
      "/admin",
      "/admin/login",
      "/api/auth/session",
      "/pitshop/cart",
      "/fr/boutique/panier",
      "/newsletter/confirm/abc",
      "/newsletter/unsubscribe/abc",
      "/fr/newsletter/confirmation/abc",
      "/fr/newsletter/desinscription/abc",
    ]) {
      expect(allowed(path), path).toBe(false);
    }
  });

  it("lets them read every public page, the images and the editions", () => {
    for (const path of ["/", "/fr", "/news", "/fr/actualites/un-article", "/newsletters/3f1c", "/pitshop", "/fr/boutique", "/collection/marchal-mr9", "/media/a.webp", "/lucas-delaunay"]) {
      expect(allowed(path), path).toBe(true);
    }
  });

  it("names the site map", () => {
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
  });
});

group("structured data", () => {
  it("describes the team with its logo and social pages, and the site", async () => {
    const report = await checkStructuredData(htmlWithJsonLd([sportsTeamLd(team), webSiteLd(team, "fr")]));
    expect(report.errors).toEqual([]);
    expect(report.objects[0]).toMatchObject({ "@type": "SportsTeam", name: team.name, logo: team.logo, sameAs: team.sameAs });
    expect(report.objects[1]).toMatchObject({ "@type": "WebSite", inLanguage: "fr", publisher: { "@id": `${ORIGIN}/#team` } });
  });

  it("leaves sameAs out when the team has no social page", () => {
    expect(sportsTeamLd({ ...team, sameAs: [] })).not.toHaveProperty("sameAs");
  });

  it("gives the workshop the contact page's weekly hours and the closures to come, closed all day", async () => {
    const hours = {
      weekly: [
        { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const, opens: "09:00", closes: "18:00" },
        { dayOfWeek: ["Saturday"] as const, opens: "10:00", closes: "16:00" },
      ],
      closures: [{ validFrom: "2026-12-24", validThrough: "2027-01-02" }],
    };
    const workshop = workshopLd(team, { url: `${ORIGIN}/contact`, telephone: "+33 3 86 21 47 90", address: "Technopôle du Circuit\n58470 Magny-Cours, France", hours });
    const report = await checkStructuredData(htmlWithJsonLd([workshop]));
    expect(report.errors).toEqual([]);
    expect(report.objects[0]).toMatchObject({
      "@type": "LocalBusiness",
      address: "Technopôle du Circuit, 58470 Magny-Cours, France",
      parentOrganization: { "@id": `${ORIGIN}/#team` },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday", "https://schema.org/Wednesday", "https://schema.org/Thursday", "https://schema.org/Friday"], opens: "09:00", closes: "18:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "10:00", closes: "16:00" },
      ],
      specialOpeningHoursSpecification: [{ "@type": "OpeningHoursSpecification", validFrom: "2026-12-24", validThrough: "2027-01-02", opens: "00:00", closes: "00:00" }],
    });
    const plain = workshopLd(team, { url: `${ORIGIN}/contact`, telephone: "", address: "", hours: { weekly: [], closures: [] } });
    expect(plain).not.toHaveProperty("telephone");
    expect(plain).not.toHaveProperty("specialOpeningHoursSpecification");
    expect(plain).not.toHaveProperty("address");
  });

  it("describes the driver as a person of the team", async () => {
    const report = await checkStructuredData(htmlWithJsonLd([driverLd(team, { description: "Champion.", jobTitle: "Racing driver", image: `${ORIGIN}/media/p.webp` })]));
    expect(report.errors).toEqual([]);
    expect(report.objects[0]).toMatchObject({ "@type": "Person", name: "Lucas Delaunay", memberOf: { "@id": `${ORIGIN}/#team` } });
  });

  it("gives a car for sale with a price its offer in euro, and a car without a price none", async () => {
    const forSale = carLd(team, { name: "Marchal MR9", url: `${ORIGIN}/collection/marchal-mr9`, description: "A car.", images: [`${ORIGIN}/media/c.webp`], year: 1979, engine: "Cosworth DFV", price: 385000, forSale: true });
    const onRequest = carLd(team, { name: "Vitesse VH-78", url: `${ORIGIN}/collection/vh-78`, description: "A car.", images: [], year: 1978, engine: null, price: null, forSale: true });
    const report = await checkStructuredData(htmlWithJsonLd([forSale, onRequest]));
    expect(report.errors).toEqual([]);
    expect(forSale).toMatchObject({ offers: { price: "385000.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" } });
    expect(onRequest).not.toHaveProperty("offers");
  });

  it("gives each merchandise item a product with its offer and stock", async () => {
    const inStock = merchandiseLd(team, { id: "cap", name: "Team cap", description: "A cap.", image: `${ORIGIN}/media/cap.webp`, price: 35, inStock: true, pageUrl: `${ORIGIN}/pitshop` });
    const soldOut = merchandiseLd(team, { id: "model", name: "1:18 model", description: "A model.", price: 149.9, inStock: false, pageUrl: `${ORIGIN}/pitshop` });
    const report = await checkStructuredData(htmlWithJsonLd([inStock, soldOut]));
    expect(report.errors).toEqual([]);
    expect(soldOut).toMatchObject({ image: team.logo, offers: { price: "149.90", availability: "https://schema.org/OutOfStock" } });
  });

  it("describes an article with its headline (at most 110 characters), image, dates and author", async () => {
    const article = newsArticleLd(team, { headline: "x".repeat(130), url: `${ORIGIN}/news/a`, description: "d", images: [`${ORIGIN}/media/a.webp`], published: "2026-05-10T08:00:00.000Z", modified: "2026-05-11T09:00:00.000Z", inLanguage: "en" });
    const report = await checkStructuredData(htmlWithJsonLd([article]));
    expect(report.errors).toEqual([]);
    expect(article.headline).toHaveLength(110);
  });

  it("describes an event with its place, dates in ISO 8601 and status", async () => {
    const day = sportsEventLd(team, { name: "Grand Prix de Monaco Historique", url: `${ORIGIN}/events/1`, startDate: "2026-05-08", endDate: "2026-05-10", location: "Circuit de Monaco", inLanguage: "en" });
    const timed = sportsEventLd(team, { name: "Track day", url: `${ORIGIN}/events/2`, startDate: "2026-06-01T09:00:00+02:00", location: "Magny-Cours", inLanguage: "fr" });
    const report = await checkStructuredData(htmlWithJsonLd([day, timed]));
    expect(report.errors).toEqual([]);
    expect(timed).toMatchObject({ endDate: "2026-06-01T09:00:00+02:00", eventStatus: "https://schema.org/EventScheduled", location: { name: "Magny-Cours" } });
  });

  it("lists breadcrumbs in order, each with its address", async () => {
    const crumbs = breadcrumbLd([
      { name: "Home", url: `${ORIGIN}/` },
      { name: "News", url: `${ORIGIN}/news` },
      { name: "An article", url: `${ORIGIN}/news/a` },
    ]);
    const report = await checkStructuredData(htmlWithJsonLd([crumbs, galleryLd({ name: "Monaco 2026", url: `${ORIGIN}/gallery/albums/1`, images: [] })]));
    expect(report.errors).toEqual([]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "News", item: `${ORIGIN}/news` },
      { "@type": "ListItem", position: 3, name: "An article", item: `${ORIGIN}/news/a` },
    ]);
  });

  it("reports what is wrong: a checker that cannot fail proves nothing", async () => {
    const broken = { "@context": "https://schema.org", "@type": "SportsEvent", name: "No date", location: { "@type": "Place", name: "Spa" } };
    const report = await checkStructuredData(htmlWithJsonLd([broken, { "@context": "https://schema.org", "@type": "Product", name: "No offer" }]));
    expect(report.errors).toEqual(expect.arrayContaining(["SportsEvent: startDate", "SportsEvent: location.address"]));
    expect(report.errors.some((error) => error.startsWith("Product:"))).toBe(true);
  });
});
