import { eq } from "drizzle-orm";
import { SCHEDULED_PUBLICATIONS } from "../../content/registry.server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "../../db/schema/pages.ts";
import { siteSettings } from "../../db/schema/site.ts";
import { auditLog } from "../../db/schema/security.ts";
import { readContentState } from "../../platform/content-version.server.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { findSlugRedirect } from "../redirects/queries.server.ts";
import { discardPageDraft, publishDuePages, publishPage, savePageDraft } from "./mutations.server.ts";
import { getAdminPage, listAdminPages, readPageDocuments } from "./queries.server.ts";
import { driverDocumentSchema, driverView, experienceOptions, experiencesDocumentSchema, experiencesView, homeDocumentSchema, homeView, missingFrench, textIn, type DriverDocument, type HomeDocument } from "./schema.ts";

const quiet = { info: () => {}, error: () => {} };

/** A home page as the form posts it: every value a string, nested names already read into objects. */
function homeForm(overrides: Record<string, unknown> = {}) {
  return {
    hero: { title: { en: "Écurie Test", fr: "" }, primary: { label: { en: "Cars", fr: "Voitures" }, href: "/collection" }, secondary: { href: "/experiences" } },
    intro: { title: { en: "Intro" }, tiles: [{ icon: "car", title: { en: "Collection", fr: "Collection" }, href: "/collection" }] },
    partners: [{ name: "Pneus Test", category: { en: "tires", fr: "pneus" }, url: "https://pneus.example" }],
    ...overrides,
  };
}

describe("a page's document, as the editor's form posts it", () => {
  it("reads nested bilingual words, lists and links; French may wait, English may not", () => {
    const home = homeDocumentSchema.parse(homeForm());
    expect(home.hero.title).toEqual({ en: "Écurie Test", fr: "" });
    expect(home.hero.secondary.label).toEqual({ en: "", fr: "" });
    expect(home.partners[0]).toEqual({ name: "Pneus Test", category: { en: "tires", fr: "pneus" }, logoUrl: null, url: "https://pneus.example" });
    expect(missingFrench(home)).toEqual(["hero.title", "intro.title"]);

    const refused = homeDocumentSchema.safeParse(homeForm({ hero: { title: { fr: "Seulement" }, primary: { label: { en: "Go" }, href: "javascript:alert(1)" }, secondary: { href: "//evil.example" } } }));
    expect(refused.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`)).toEqual([
      "hero.title.en:admin.field.required",
      "hero.primary.href:adminPages.field.link",
      "hero.secondary.href:adminPages.field.link",
    ]);
  });

  it("keeps one-line words on one line, and at most three tiles", () => {
    const refused = homeDocumentSchema.safeParse(homeForm({ intro: { title: { en: "Two\nlines" }, tiles: Array.from({ length: 4 }, () => ({ title: { en: "T" }, href: "#news" })) } }));
    expect(refused.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`)).toEqual(["intro.title.en:adminPages.field.oneLine", "intro.tiles:adminPages.field.tooManyTiles"]);
  });

  it("reads the experiences' cards and offers the request form the requestable ones, then the custom choice", () => {
    const form = {
      request: { title: { en: "Custom request" }, customLabel: { en: "Custom experience", fr: "Expérience sur mesure" } },
      cards: [
        { key: "F1_Drive", name: { en: "F1 Drive Experience", fr: "Pilotage d’une F1" }, price: "15000", duration: { en: "Full day" }, featured: "on", requestable: "on", includes: { en: "Seat fitting\r\n\r\nThree runs " } },
        { key: "museum-visit", name: { en: "Museum visit" }, price: "0" },
      ],
    };
    const document = experiencesDocumentSchema.parse(form);
    expect(document.cards.map((card) => [card.key, card.price, card.featured, card.requestable])).toEqual([
      ["f1_drive", 15_000, true, true],
      ["museum-visit", 0, false, false],
    ]);
    expect(experienceOptions(document, "fr")).toEqual([
      { value: "f1_drive", label: "Pilotage d’une F1" },
      { value: "custom", label: "Expérience sur mesure" },
    ]);
    const french = experiencesView(document, "fr");
    expect(french.cards[0]).toMatchObject({ name: { text: "Pilotage d’une F1" }, duration: { text: "Full day", lang: "en" }, includes: { items: ["Seat fitting", "Three runs"], lang: "en" }, image: null });
    expect(french.cards[1]!.name).toEqual({ text: "Museum visit", lang: "en" });
    // Without a custom label the form offers the cards only.
    expect(experienceOptions(experiencesDocumentSchema.parse({ ...form, request: { title: { en: "R" } } }), "en").map((option) => option.value)).toEqual(["f1_drive"]);

    const refused = experiencesDocumentSchema.safeParse({
      request: {},
      cards: [
        { key: "custom", name: { en: "A" }, price: "12.5" },
        { key: "hot laps", name: { en: "B" }, price: "-1", image: { url: "/media/uploads/laps-960.webp" } },
        { key: "vip", name: { fr: "C" }, price: "" },
        { key: "vip", name: { en: "D" }, price: "20000000" },
      ],
    });
    expect(refused.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`)).toEqual([
      "cards.0.key:adminPages.experiences.customTaken",
      "cards.0.price:admin.field.integer",
      "cards.1.key:adminPages.field.key",
      "cards.1.price:adminPages.field.price",
      "cards.1.image.alt.en:adminPages.field.altRequired",
      "cards.2.name.en:admin.field.required",
      "cards.2.price:admin.field.required",
      "cards.3.price:adminPages.field.price",
      "request.title.en:admin.field.required",
    ]);
    // A price grouped as the admin's language writes it.
    for (const price of ["16,500", "16 500 €", "€16,500", "16.500"]) {
      expect(experiencesDocumentSchema.parse({ ...form, cards: [{ ...form.cards[0], price }] }).cards[0]!.price, price).toBe(16_500);
    }
    // Two cards with one reference: the form could not tell them apart.
    const twice = experiencesDocumentSchema.safeParse({ ...form, cards: [form.cards[0], form.cards[0]] });
    expect(twice.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`)).toEqual(["cards:adminPages.experiences.duplicateKey"]);
  });

  it("wants a portrait described, a career year from 1997, and an address no other page uses", () => {
    const refused = driverDocumentSchema.safeParse({
      name: "Ada",
      slug: "news",
      portrait: { url: "/media/uploads/portrait-1600.webp" },
      timeline: [{ year: "1996", title: { en: "Karting" } }, { year: "twenty", title: { en: "X" } }],
    });
    expect(refused.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`)).toEqual([
      "slug:adminPages.field.slugTaken",
      "portrait.alt.en:adminPages.field.altRequired",
      "timeline.0.year:adminPages.field.careerYear",
      "timeline.1.year:admin.field.integer",
    ]);
    expect(driverDocumentSchema.safeParse({ name: "Ada", slug: "ada-l", timeline: [{ year: "1997", toPresent: "on", title: { en: "Now" } }] }).data?.timeline[0]).toMatchObject({ year: 1997, toPresent: true });
  });

  it("gives a French page the French words, or the English marked as English", () => {
    expect(textIn({ en: "Hello", fr: "Bonjour" }, "fr")).toEqual({ text: "Bonjour" });
    expect(textIn({ en: "Hello", fr: "" }, "fr")).toEqual({ text: "Hello", lang: "en" });
    expect(textIn({ en: "Hello", fr: "Bonjour" }, "en")).toEqual({ text: "Hello" });
    const home = homeView(homeDocumentSchema.parse(homeForm()), "fr");
    // A button without words is not shown; the other keeps its English path (the component translates it).
    expect(home.hero.buttons).toEqual([{ label: { text: "Voitures" }, href: "/collection" }]);
    const driver = driverView(driverDocumentSchema.parse({ name: "Ada", slug: "ada", biography: { en: "One.\n\nTwo.\r\n\r\nThree." } }), "fr");
    expect(driver.biography).toEqual({ paragraphs: ["One.", "Two.", "Three."], lang: "en" });
  });
});

describe.each(testDatabaseKinds())("pages on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(siteSettings).values({ id: 1, team_name: "Écurie Test", driver_name: "Ada Lovelace", driver_slug: "ada-lovelace", contact_email: "team@example.com", contact_phone: "", address: "" });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("shows a site without pages yet blank pages with the names it has, nothing invented", async () => {
    const documents = await readPageDocuments(database.db);
    expect(documents.home.hero.title).toEqual({ en: "Écurie Test", fr: "" });
    expect(documents.home.partners).toEqual([]);
    expect([documents.driver.name, documents.driver.slug, documents.driver.timeline]).toEqual(["Ada Lovelace", "ada-lovelace", []]);
    expect((await listAdminPages(database.db)).map((page) => [page.key, page.publishedAt])).toEqual([
      ["home", null],
      ["driver", null],
      ["f1madness", null],
      ["services", null],
      ["experiences", null],
      ["contact", null],
      ["listings", null],
      ["search", null],
    ]);
  });

  it("keeps a draft from visitors, shows it to a preview, publishes it with one action and records before and after", async () => {
    const first = homeDocumentSchema.parse(homeForm());
    await publishPage(database.db, "home", first, { by: "ada@example.com" });
    const draft: HomeDocument = { ...first, hero: { ...first.hero, title: { en: "New title", fr: "Nouveau titre" } } };
    await savePageDraft(database.db, "home", draft, { by: "grace@example.com", publishAt: null });

    expect((await readPageDocuments(database.db)).home.hero.title.en).toBe("Écurie Test");
    expect((await readPageDocuments(database.db, { preview: true })).home.hero.title.en).toBe("New title");
    const editor = await getAdminPage(database.db, "home");
    expect([editor.hasDraft, editor.document.hero.title.en, editor.published.hero.title.en, editor.state.draftSavedBy]).toEqual([true, "New title", "Écurie Test", "grace@example.com"]);

    const change = await publishPage(database.db, "home", draft, { by: "grace@example.com" });
    expect([change.before.hero.title.en, change.after.hero.title.en]).toEqual(["Écurie Test", "New title"]);
    expect((await readPageDocuments(database.db)).home.hero.title.fr).toBe("Nouveau titre");
    expect((await getAdminPage(database.db, "home")).hasDraft).toBe(false);
    expect(await discardPageDraft(database.db, "home")).toBe(false);
  });

  it("publishes a scheduled draft at its time: visitors read it from that moment, the job then records it as its author's", async () => {
    const now = new Date();
    const current = (await readPageDocuments(database.db)).home;
    const later = new Date(now.getTime() + 3_600_000);
    await savePageDraft(database.db, "home", { ...current, hero: { ...current.hero, title: { en: "At noon", fr: "À midi" } } }, { by: "grace@example.com", publishAt: later });

    expect((await readPageDocuments(database.db, { now })).home.hero.title.en).toBe("New title");
    expect((await readContentState(database.db, SCHEDULED_PUBLICATIONS, now)).nextPublishAt?.getTime()).toBe(later.getTime());
    expect((await readPageDocuments(database.db, { now: new Date(later.getTime() + 1) })).home.hero.title.en).toBe("At noon");

    expect(await publishDuePages(database.db, quiet, now)).toBe(0);
    expect(await publishDuePages(database.db, quiet, new Date(later.getTime() + 1))).toBe(1);
    const [row] = await database.db.select().from(sitePages).where(eq(sitePages.key, "home"));
    expect([row!.draft, row!.publish_at, row!.published_by, row!.published_at.getTime()]).toEqual([null, null, "grace@example.com", later.getTime()]);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "home_page.publish"));
    expect(audit).toMatchObject({ actor_email: "grace@example.com", target_type: "home_page", target_id: "home" });
    expect((audit!.details as { after: HomeDocument }).after.hero.title.en).toBe("At noon");
  });

  it("drops a draft on Discard, the published page untouched", async () => {
    const current = (await readPageDocuments(database.db)).home;
    await savePageDraft(database.db, "home", { ...current, partners: [] }, { by: "grace@example.com", publishAt: new Date(Date.now() + 60_000) });
    expect(await discardPageDraft(database.db, "home")).toBe(true);
    const row = (await database.db.select().from(sitePages).where(eq(sitePages.key, "home")))[0]!;
    expect([row.draft, row.publish_at]).toEqual([null, null]);
    expect((await readPageDocuments(database.db)).home.partners).toHaveLength(1);
  });

  it("moves the driver's name and address into the settings a blank page reads, the old address leading to the new one", async () => {
    const driver: DriverDocument = driverDocumentSchema.parse({ name: "Ada King", slug: "ada-king", timeline: [{ year: "1997", title: { en: "First laps" } }] });
    await publishPage(database.db, "driver", driver, { by: "ada@example.com" });
    const [settings] = await database.db.select().from(siteSettings);
    expect([settings!.driver_name, settings!.driver_slug]).toEqual(["Ada King", "ada-king"]);
    expect(await findSlugRedirect(database.db, "driver", "en", "ada-lovelace")).toBe("driver");
    expect(await findSlugRedirect(database.db, "driver", "fr", "ada-lovelace")).toBe("driver");
    expect(await findSlugRedirect(database.db, "driver", "en", "ada-king")).toBeNull();
    expect((await readPageDocuments(database.db)).driver.timeline[0]!.title.en).toBe("First laps");
  });

  it("replaces a document that no longer reads (edited by hand) with the blank page rather than failing", async () => {
    await database.db.update(sitePages).set({ published: { hero: "broken" } }).where(eq(sitePages.key, "home"));
    expect((await readPageDocuments(database.db)).home.hero.title.en).toBe("Écurie Test");
  });
});
