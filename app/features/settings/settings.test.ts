import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../../db/schema/site.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { updateSiteSettings } from "./mutations.server.ts";
import { getContactDetails, getEditableSiteSettings } from "./queries.server.ts";
import { siteSettingsSchema, socialLinksOf } from "./schema.ts";

const FORM = {
  teamName: "Écurie Vitesse Historique",
  contactEmail: "contact@ecurie.example",
  contactPhone: "+33 3 86 00 00 00",
  address: "Circuit Technopole, 58470 Magny-Cours, France",
  addressFr: "",
  notificationEmail: null,
  doubleOptIn: false,
  retentionMonths: "36",
};

describe("the settings form's French address", () => {
  it("is optional, trimmed, and as long as the English one may be", () => {
    const parse = (addressFr: string) => siteSettingsSchema.safeParse({ ...FORM, addressFr });
    expect(parse("  Technopôle  ").data?.addressFr).toBe("Technopôle");
    expect(parse("").success).toBe(true);
    expect(parse("x".repeat(501)).error?.issues[0]?.path).toEqual(["addressFr"]);
  });
});

describe("the retention period", () => {
  it("is a whole number of months from 1 to 120", () => {
    const parse = (retentionMonths: string | undefined) => siteSettingsSchema.safeParse({ ...FORM, retentionMonths });
    expect(parse("24").data?.retentionMonths).toBe(24);
    expect(parse("120").success).toBe(true);
    for (const wrong of ["0", "121", "12.5", "twelve", undefined]) {
      expect(parse(wrong).error?.issues.map((issue) => [issue.path, issue.message]), String(wrong)).toEqual([[["retentionMonths"], "siteSettings.field.retention"]]);
    }
  });
});

describe("the social networks' fields", () => {
  const parse = (fields: Record<string, string>) => siteSettingsSchema.safeParse({ ...FORM, ...fields });

  it("take a page of their own network over https, empty meaning none", () => {
    expect(parse({ instagram: " https://www.instagram.com/ecurie " }).data?.instagram).toBe("https://www.instagram.com/ecurie");
    expect(parse({ youtube: "https://youtu.be/abc", x: "https://twitter.com/ecurie" }).success).toBe(true);
    expect(parse({ tiktok: "" }).data?.tiktok).toBeNull();
  });

  it.each([
    ["instagram", "https://www.facebook.com/ecurie"],
    ["instagram", "http://www.instagram.com/ecurie"],
    ["instagram", "https://www.instagram.com/"],
    ["instagram", "https://instagram.com.evil.example/ecurie"],
    ["linkedin", "javascript:alert(1)//linkedin.com/x"],
    ["facebook", "https://user:pass@facebook.com/ecurie"],
    ["x", "not a url"],
  ])("refuse %s: %s", (network, value) => {
    expect(parse({ [network]: value }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[network], "siteSettings.field.socialInvalid"]]);
  });

  it("store only the networks that have a page, in the footer's order", () => {
    const input = siteSettingsSchema.parse({ ...FORM, tiktok: "https://www.tiktok.com/@ecurie", instagram: "https://www.instagram.com/ecurie" });
    expect(Object.keys(socialLinksOf(input))).toEqual(["instagram", "tiktok"]);
  });
});

describe.each(testDatabaseKinds())("contact details in each language on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(siteSettings).values({
      team_name: FORM.teamName,
      driver_name: "Lucas Delaunay",
      driver_slug: "lucas-delaunay",
      contact_email: FORM.contactEmail,
      contact_phone: FORM.contactPhone,
      address: FORM.address,
    });
  });
  afterAll(() => database?.close());

  it("shows the English address on a French page, marked English, while it has no French", async () => {
    expect(await getContactDetails(database.db, "fr")).toMatchObject({ address: FORM.address, addressLang: "en" });
    const english = await getContactDetails(database.db, "en");
    expect(english).toMatchObject({ address: FORM.address });
    expect(english).not.toHaveProperty("addressLang");
  });

  it("saves the French address from the form, each page then shows its own; emptied, French falls back again", async () => {
    await updateSiteSettings(database.db, siteSettingsSchema.parse({ ...FORM, addressFr: "Technopôle du Circuit, 58470 Magny-Cours" }));
    const french = await getContactDetails(database.db, "fr");
    expect(french).toEqual({ email: FORM.contactEmail, phone: FORM.contactPhone, address: "Technopôle du Circuit, 58470 Magny-Cours" });
    expect((await getContactDetails(database.db, "en")).address).toBe(FORM.address);
    expect((await getEditableSiteSettings(database.db)).addressFr).toBe("Technopôle du Circuit, 58470 Magny-Cours");

    await updateSiteSettings(database.db, siteSettingsSchema.parse(FORM));
    expect((await getEditableSiteSettings(database.db)).addressFr).toBe("");
    expect(await getContactDetails(database.db, "fr")).toMatchObject({ address: FORM.address, addressLang: "en" });
  });

  it("marks no address as English when there is no address at all", async () => {
    await updateSiteSettings(database.db, siteSettingsSchema.parse({ ...FORM, address: "" }));
    expect(await getContactDetails(database.db, "fr")).not.toHaveProperty("addressLang");
  });
});
