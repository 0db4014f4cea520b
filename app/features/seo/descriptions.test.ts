import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../../db/schema/site.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import type { Services } from "../../platform/services.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { publishPage } from "../pages/mutations.server.ts";
import { searchDocumentSchema } from "../pages/schema.ts";
import { defaultSearchWords, driverJobTitle, pageDescription, pageSeo } from "./queries.server.ts";

/** Issue 15: what each page says of itself to search engines is the team's to write (Admin › Pages › Search and sharing). */
describe.each(testDatabaseKinds())("pages' search descriptions on %s", (kind) => {
  let database: DatabaseHandle;
  const context = (locale: "en" | "fr") => {
    const provider = new RouterContextProvider();
    provider.set(servicesContext, { db: database.db, env: { PUBLIC_URL: "https://ecurie.example" } } as unknown as Services);
    provider.set(localeContext, locale);
    return provider;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(siteSettings).values({ id: 1, team_name: "Écurie Test", driver_name: "Ada Lovelace", driver_slug: "ada-lovelace", contact_email: "team@example.com", contact_phone: "", address: "" });
  });
  afterAll(() => database?.close());

  it("keeps the site's own words, with the names, until the team writes its own", async () => {
    const english = await pageDescription(context("en"), "pitshop");
    expect(english).toContain("Écurie Test");
    expect(await pageDescription(context("fr"), "pitshop")).not.toBe(english);
    expect(await driverJobTitle(context("en"))).toBe("Racing driver and team principal");
    const defaults = await defaultSearchWords(database.db);
    expect(defaults.descriptions.pitshop.en).toBe(english);
    // The driver's lead describes his page when the team wrote nothing for it.
    expect(await pageDescription(context("en"), "driver", { otherwise: "Thirty seasons at the wheel." })).toBe("Thirty seasons at the wheel.");
  });

  it("uses the team's words once published, names replaced, French missing shown in English; the driver's lead gives way to them", async () => {
    const document = searchDocumentSchema.parse({
      descriptions: {
        pitshop: { en: "Caps, scale models and posters from {team}.", fr: "Casquettes, miniatures et affiches de {team}." },
        driver: { en: "{driver}, thirty seasons in historic racing." },
      },
      driverJobTitle: { en: "Racing driver", fr: "Pilote" },
    });
    await publishPage(database.db, "search", document, { by: "admin@example.com" });
    expect(await pageDescription(context("en"), "pitshop")).toBe("Caps, scale models and posters from Écurie Test.");
    expect(await pageDescription(context("fr"), "pitshop")).toBe("Casquettes, miniatures et affiches de Écurie Test.");
    expect(await pageDescription(context("fr"), "driver", { driverName: "Ada L.", otherwise: "Sa biographie." })).toBe("Ada L., thirty seasons in historic racing.");
    expect(await driverJobTitle(context("fr"))).toBe("Pilote");
    // The page's head says it, and an item's own words still come first.
    expect((await pageSeo(context("en"), { url: new URL("https://ecurie.example/pitshop"), page: "pitshop" })).description).toBe("Caps, scale models and posters from Écurie Test.");
    expect((await pageSeo(context("en"), { url: new URL("https://ecurie.example/news/a"), page: "news", description: "An article's own words." })).description).toBe("An article's own words.");
    // Untouched pages keep the site's words.
    expect(await pageDescription(context("en"), "events")).toBe((await defaultSearchWords(database.db)).descriptions.events.en);
  });
});
