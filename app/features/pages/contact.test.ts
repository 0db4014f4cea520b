import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../../db/schema/site.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { parseForm } from "../../lib/form.ts";
import { publishPage, savePageDraft } from "./mutations.server.ts";
import { getAdminPage, readPageDocuments } from "./queries.server.ts";
import { contactDocumentSchema, contactView, hourLabel, hoursLines, openingHoursOf, upcomingClosures, type ContactDocument, type DayHours } from "./schema.ts";

const NNBSP = "\u202F";

const open = (opens: string, closes: string, breakStart = "", breakEnd = ""): DayHours => ({ closed: false, opens, closes, breakStart, breakEnd });
const closed: DayHours = { closed: true, opens: "", closes: "", breakStart: "", breakEnd: "" };
/** The specification's week: Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM, Sunday closed. */
const SPEC_WEEK: DayHours[] = [...Array.from({ length: 5 }, () => open("09:00", "18:00")), open("10:00", "16:00"), closed];

/** The week as the editor posts it: strings, a checked box as "on", an unchecked one absent. */
const postedWeek = (changes: Record<number, Record<string, string>> = {}): Record<string, string>[] =>
  SPEC_WEEK.map((day, index) => ({ ...(day.closed ? { closed: "on" } : { opens: day.opens, closes: day.closes }), ...changes[index] }));

const form = (overrides: Record<string, unknown> = {}) => ({ form: { title: { en: "Send us a message" } }, hours: postedWeek(), ...overrides });

const issuesOf = (value: unknown) => contactDocumentSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);

describe("the contact page's document, as the editor posts it", () => {
  it("reads the week, the closures and the page's words", () => {
    const document = contactDocumentSchema.parse(form({ closedDays: [{ from: "2026-12-24", to: "2027-01-02", reason: { en: "Christmas holidays", fr: "Congés de fin d’année" } }, { from: "2026-08-15", to: "" }] }));
    expect(document.hours).toEqual(SPEC_WEEK);
    expect(document.closedDays).toEqual([
      { from: "2026-12-24", to: "2027-01-02", reason: { en: "Christmas holidays", fr: "Congés de fin d’année" } },
      { from: "2026-08-15", to: null, reason: { en: "", fr: "" } },
    ]);
    expect(document.intro).toEqual({ eyebrow: { en: "", fr: "" }, lead: { en: "", fr: "" } });
  });

  it("reads the editor's form as posted: empty fields, an unchecked box, a closure without its last day", () => {
    const posted = new FormData();
    posted.set("form.title.en", "Send us a message");
    SPEC_WEEK.forEach((day, index) => {
      if (day.closed) posted.set(`hours[${index}].closed`, "on");
      for (const name of ["opens", "closes", "breakStart", "breakEnd"] as const) posted.set(`hours[${index}].${name}`, day[name]);
    });
    posted.set("hours[0].breakStart", "12:00");
    posted.set("hours[0].breakEnd", "13:00");
    posted.set("closedDays[0].from", "2026-12-24");
    posted.set("closedDays[0].to", "");
    posted.set("closedDays[0].reason.en", "");
    const submission = parseForm(posted, contactDocumentSchema);
    expect(submission.status).toBe("success");
    const document = (submission as { value: ContactDocument }).value;
    expect(document.hours).toEqual([open("09:00", "18:00", "12:00", "13:00"), ...SPEC_WEEK.slice(1)]);
    expect(document.closedDays).toEqual([{ from: "2026-12-24", to: null, reason: { en: "", fr: "" } }]);

    posted.set("hours[5].closes", "09:00");
    const refused = parseForm(posted, contactDocumentSchema);
    expect(refused.status === "error" ? refused.error : null).toEqual({ "hours[5].closes": ["adminPages.field.closesAfterOpens"] });
  });

  it("always has seven days: a day posted with nothing is a day whose times are missing", () => {
    const hours = postedWeek();
    hours[2] = {};
    expect(issuesOf(form({ hours }))).toEqual(["hours.2.opens:admin.field.required", "hours.2.closes:admin.field.required"]);
    expect(issuesOf(form({ hours: undefined }))).toHaveLength(14);
  });

  it("wants both times of an open day, on the 24-hour clock, closing after opening; a closed day keeps its times unchecked", () => {
    expect(issuesOf(form({ hours: postedWeek({ 0: { opens: "9am" }, 1: { closes: "09:00" }, 2: { opens: "18:00", closes: "18:00" }, 3: { opens: "24:00" } }) }))).toEqual([
      "hours.0.opens:adminPages.field.hour",
      "hours.1.closes:adminPages.field.closesAfterOpens",
      "hours.2.closes:adminPages.field.closesAfterOpens",
      "hours.3.opens:adminPages.field.hour",
    ]);
    // Closed with times left in the fields: nothing to check, the times wait for the day it opens again.
    expect(contactDocumentSchema.parse(form({ hours: postedWeek({ 6: { opens: "11:00", closes: "10:00" } }) })).hours[6]).toEqual({ closed: true, opens: "11:00", closes: "10:00", breakStart: "", breakEnd: "" });
    // Seconds, if a browser posts them, are dropped.
    expect(contactDocumentSchema.parse(form({ hours: postedWeek({ 0: { opens: "09:00:00" } }) })).hours[0]!.opens).toBe("09:00");
  });

  it("takes a break with both ends, inside the day", () => {
    expect(contactDocumentSchema.parse(form({ hours: postedWeek({ 0: { breakStart: "12:00", breakEnd: "14:00" } }) })).hours[0]).toEqual(open("09:00", "18:00", "12:00", "14:00"));
    expect(issuesOf(form({ hours: postedWeek({ 0: { breakStart: "12:00" }, 1: { breakEnd: "14:00" }, 2: { breakStart: "14:00", breakEnd: "12:00" }, 3: { breakStart: "08:00", breakEnd: "10:00" }, 4: { breakStart: "17:00", breakEnd: "18:00" } }) }))).toEqual([
      "hours.0.breakEnd:adminPages.field.breakBoth",
      "hours.1.breakStart:adminPages.field.breakBoth",
      "hours.2.breakEnd:adminPages.field.breakEndAfterStart",
      "hours.3.breakStart:adminPages.field.breakWithin",
      "hours.4.breakStart:adminPages.field.breakWithin",
    ]);
  });

  it("wants a closure's first day, real days, the last not before the first, at most 40", () => {
    expect(issuesOf(form({ closedDays: [{ to: "2026-12-31" }, { from: "2026-02-30" }, { from: "2026-12-24", to: "2026-12-23" }] }))).toEqual([
      "closedDays.0.from:admin.field.required",
      "closedDays.1.from:admin.field.date",
      "closedDays.2.to:adminPages.field.closureToBeforeFrom",
    ]);
    expect(issuesOf(form({ closedDays: Array.from({ length: 41 }, () => ({ from: "2026-05-01" })) }))).toEqual(["closedDays:adminPages.field.tooManyItems"]);
    expect(issuesOf(form({ form: { title: { fr: "Écrivez-nous" } } }))).toEqual(["form.title.en:admin.field.required"]);
  });
});

describe("the hours as the page writes them", () => {
  it("writes the specification's week in its words, and the French week as a French team would", () => {
    expect(hoursLines(SPEC_WEEK, "en")).toEqual([
      { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
      { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(hoursLines(SPEC_WEEK, "fr")).toEqual([
      { days: "Du lundi au vendredi", hours: `9${NNBSP}h – 18${NNBSP}h` },
      { days: "Samedi", hours: `10${NNBSP}h – 16${NNBSP}h` },
      { days: "Dimanche", hours: "Fermé" },
    ]);
  });

  it("writes times with their minutes, noon and midnight right, on a plain space in English", () => {
    expect(["00:00", "00:30", "09:05", "12:00", "12:45", "13:00", "23:59"].map((time) => hourLabel(time, "en"))).toEqual(["12:00 AM", "12:30 AM", "9:05 AM", "12:00 PM", "12:45 PM", "1:00 PM", "11:59 PM"]);
    expect(["00:00", "09:05", "12:30", "23:59"].map((time) => hourLabel(time, "fr"))).toEqual([`0${NNBSP}h`, `9${NNBSP}h${NNBSP}05`, `12${NNBSP}h${NNBSP}30`, `23${NNBSP}h${NNBSP}59`]);
  });

  it("groups only consecutive days with the same hours, breaks included", () => {
    expect(hoursLines(Array.from({ length: 7 }, () => closed), "en")).toEqual([{ days: "Monday - Sunday", hours: "Closed" }]);
    expect(hoursLines(Array.from({ length: 7 }, () => closed), "fr")).toEqual([{ days: "Du lundi au dimanche", hours: "Fermé" }]);
    const everyDay = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00"].map((opens) => open(opens, "20:00"));
    expect(hoursLines(everyDay, "en").map((line) => line.days)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(hoursLines(everyDay, "fr").map((line) => line.days)).toEqual(["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"]);
    // Sunday open like the weekdays, Saturday closed between them: Sunday is not joined to Friday.
    const sundayOpen = [...SPEC_WEEK.slice(0, 5), closed, open("09:00", "18:00")];
    expect(hoursLines(sundayOpen, "en")).toEqual([
      { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
      { days: "Saturday", hours: "Closed" },
      { days: "Sunday", hours: "9:00 AM - 6:00 PM" },
    ]);
    // Two days together, and a lunch break.
    const lunch = [closed, ...Array.from({ length: 4 }, () => open("09:00", "18:00", "12:00", "13:30")), open("10:00", "16:00"), open("10:00", "16:00")];
    expect(hoursLines(lunch, "en")).toEqual([
      { days: "Monday", hours: "Closed" },
      { days: "Tuesday - Friday", hours: "9:00 AM - 12:00 PM, 1:30 PM - 6:00 PM" },
      { days: "Saturday - Sunday", hours: "10:00 AM - 4:00 PM" },
    ]);
    expect(hoursLines(lunch, "fr")).toEqual([
      { days: "Lundi", hours: "Fermé" },
      { days: "Du mardi au vendredi", hours: `9${NNBSP}h – 12${NNBSP}h et 13${NNBSP}h${NNBSP}30 – 18${NNBSP}h` },
      { days: "Samedi et dimanche", hours: `10${NNBSP}h – 16${NNBSP}h` },
    ]);
  });
});

describe("the closures the page lists", () => {
  const closures: ContactDocument["closedDays"] = [
    { from: "2026-12-24", to: "2027-01-02", reason: { en: "Christmas holidays", fr: "Congés de fin d’année" } },
    { from: "2026-05-01", to: null, reason: { en: "Labour Day", fr: "" } },
    { from: "2026-08-10", to: "2026-08-21", reason: { en: "", fr: "" } },
    ...["2027-02-01", "2027-03-01", "2027-04-01", "2027-05-03"].map((from) => ({ from, to: null, reason: { en: "", fr: "" } })),
  ];

  it("shows those not over yet, soonest first, at most five, today's marked, in the page's language", () => {
    const listed = upcomingClosures(closures, "2026-08-15", "fr");
    expect(listed.map((closure) => [closure.from, closure.today])).toEqual([
      ["2026-08-10", true],
      ["2026-12-24", false],
      ["2027-02-01", false],
      ["2027-03-01", false],
      ["2027-04-01", false],
    ]);
    expect(listed[1]!.reason).toEqual({ text: "Congés de fin d’année" });
    expect(upcomingClosures(closures, "2026-05-01", "fr")[0]).toEqual({ from: "2026-05-01", to: null, reason: { text: "Labour Day", lang: "en" }, today: true });
    // The last day of a closure still counts; the day after, it is gone.
    expect(upcomingClosures(closures, "2027-01-02", "en")[0]).toMatchObject({ from: "2026-12-24", today: true });
    expect(upcomingClosures(closures, "2027-01-03", "en")[0]!.from).toBe("2027-02-01");
  });

  it("gives structured data the weekly hours and the closures to come, closed all day", () => {
    expect(openingHoursOf({ hours: [...SPEC_WEEK.slice(0, 4), open("09:00", "18:00", "12:00", "14:00"), open("10:00", "16:00"), closed], closedDays: closures.slice(0, 3) }, "2026-08-15")).toEqual({
      weekly: [
        { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "09:00", closes: "18:00" },
        { dayOfWeek: ["Friday"], opens: "09:00", closes: "12:00" },
        { dayOfWeek: ["Friday"], opens: "14:00", closes: "18:00" },
        { dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" },
      ],
      closures: [
        { validFrom: "2026-08-10", validThrough: "2026-08-21" },
        { validFrom: "2026-12-24", validThrough: "2027-01-02" },
      ],
    });
  });

  it("makes the page's view: its words, the lines and the closures", () => {
    const view = contactView(contactDocumentSchema.parse(form({ intro: { eyebrow: { en: "Get in touch", fr: "Prendre contact" } }, closedDays: closures.slice(0, 1) })), "fr", "2026-12-01");
    expect(view.intro.eyebrow).toEqual({ text: "Prendre contact" });
    expect(view.form.title).toEqual({ text: "Send us a message", lang: "en" });
    expect(view.hours[0]).toEqual({ days: "Du lundi au vendredi", hours: `9${NNBSP}h – 18${NNBSP}h` });
    expect(view.closures).toHaveLength(1);
  });
});

describe.each(testDatabaseKinds())("the contact page on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(siteSettings).values({ id: 1, team_name: "Écurie Test", driver_name: "Ada Lovelace", driver_slug: "ada-lovelace", contact_email: "team@example.com", contact_phone: "", address: "" });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("shows the specification's hours before the team writes its page", async () => {
    const documents = await readPageDocuments(database.db);
    expect(hoursLines(documents.contact.hours, "en")).toEqual([
      { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
      { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(documents.contact.closedDays).toEqual([]);
    expect(contactDocumentSchema.safeParse(documents.contact).success).toBe(true);
  });

  it("keeps new hours and a closure in a draft until they are published", async () => {
    const first = contactDocumentSchema.parse(form());
    await publishPage(database.db, "contact", first, { by: "ada@example.com" });
    const changed = contactDocumentSchema.parse(form({ hours: postedWeek({ 5: { opens: "09:30", closes: "17:00" } }), closedDays: [{ from: "2026-12-24", to: "2027-01-02", reason: { en: "Christmas holidays" } }] }));
    await savePageDraft(database.db, "contact", changed, { by: "grace@example.com", publishAt: null });

    expect((await readPageDocuments(database.db)).contact.hours[5]).toEqual(open("10:00", "16:00"));
    expect((await readPageDocuments(database.db, { preview: true })).contact.hours[5]).toEqual(open("09:30", "17:00"));
    expect((await getAdminPage(database.db, "contact")).hasDraft).toBe(true);

    const change = await publishPage(database.db, "contact", changed, { by: "grace@example.com" });
    expect([change.before.closedDays, change.after.closedDays.length]).toEqual([[], 1]);
    const live = (await readPageDocuments(database.db)).contact;
    expect(hoursLines(live.hours, "en")[1]).toEqual({ days: "Saturday", hours: "9:30 AM - 5:00 PM" });
    expect(live.closedDays[0]).toEqual({ from: "2026-12-24", to: "2027-01-02", reason: { en: "Christmas holidays", fr: "" } });
  });
});
