import { slugify } from "../../app/features/admin/schema.ts";
import fs from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { demoEvents } from "../../app/db/seed/demo-content.ts";
import { demoEventsFr } from "../../app/db/seed/demo-content.fr.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { alternatesOf, publicEn, publicFr } from "./support/french.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 14, feeds and calendars: each event's own page in both languages, its
 * "Add to calendar" file, the feed a phone subscribes to, the archive, and
 * the news feeds announced in the head and linked on /news. Everything this
 * file creates ends in the trash (the public specs count the demo events).
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const cards = (page: Page) => page.getByTestId("event-card");
const plain = (text: string | null) => (text ?? "").replace(/[\u2009\u202f\u00a0]/g, " ");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const upcoming = demoEvents.filter((event) => event.daysFromToday >= 0).sort((a, b) => a.daysFromToday - b.daysFromToday);
const past = demoEvents.filter((event) => event.daysFromToday < 0).sort((a, b) => b.daysFromToday - a.daysFromToday);
const monaco = demoEvents.find((event) => event.slug === "monaco-historic-grand-prix")!;
const trackDay = upcoming[0]!;

/** The calendar day the seed gave a demo event (days from the moment the test server seeded, in UTC). */
function seededDay(days: number): Date {
  return new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
}
const dayRange = (tag: string, first: Date, length = 1) =>
  plain(new Intl.DateTimeFormat(tag, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).formatRange(first, new Date(first.getTime() + (length - 1) * 86_400_000)));

/** A calendar file's events, parsed as a calendar app would (its VTIMEZONEs registered). */
function parseCalendar(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { root, events: root.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)) };
}

/** A calendar day `days` from today, as the date input posts it. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe("an event's page", () => {
  test("a card leads to the event's page, with everything the event has and a way back", async ({ page, baseURL }) => {
    await page.goto("/events");
    await cards(page).filter({ hasText: monaco.name }).getByRole("link", { name: monaco.name }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${UUID}$`));
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(monaco.name);
    await expect(page).toHaveTitle(new RegExp(`^${monaco.name} \\| `));
    const main = page.locator("main");
    await expect(main).toContainText(monaco.event_type);
    await expect(main).toContainText(monaco.location);
    await expect(main).toContainText(monaco.description);
    await expect(main.getByText("Featured", { exact: true })).toBeVisible();
    expect(plain(await main.getByTestId("event-days").textContent())).toBe(dayRange("en-US", seededDay(monaco.daysFromToday), monaco.days));
    // An all-day meeting: no times.
    await expect(main.getByTestId("event-times")).toHaveCount(0);
    await expect(main.locator("img").first()).toHaveAttribute("srcset", /\/media\//);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", monaco.description);
    expect(await alternatesOf(page)).toEqual([
      ["en", `${baseURL}/events/${id}`],
      ["fr", `${baseURL}/fr/evenements/${id}`],
      ["x-default", `${baseURL}/events/${id}`],
    ]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: publicEn["events.backToEvents"] }).first().click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test("the French card leads to the French page, in French, with its times in French format", async ({ page }) => {
    const french = demoEventsFr[trackDay.slug]!;
    await page.goto("/fr/evenements");
    await cards(page).first().getByRole("link", { name: french.name }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/evenements/${UUID}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(french.name);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
    const main = page.locator("main");
    await expect(main).toContainText(french.event_type);
    await expect(main).toContainText(french.description);
    expect(plain(await main.getByTestId("event-days").textContent())).toBe(dayRange("fr-FR", seededDay(trackDay.daysFromToday)));
    expect(plain(await main.getByTestId("event-times").textContent())).toBe(`${trackDay.startTime} – ${trackDay.endTime} (${publicFr["events.parisTime"]})`);
    await expect(main.locator("[lang]")).toHaveCount(0);
    await page.getByRole("link", { name: publicFr["events.backToEvents"] }).first().click();
    await expect(page).toHaveURL(/\/fr\/evenements$/);
  });

  test("Add to calendar downloads the event's file, in the page's language, with its Paris times", async ({ page }) => {
    for (const [path, words, name] of [
      ["/events", publicEn, trackDay.name],
      ["/fr/evenements", publicFr, demoEventsFr[trackDay.slug]!.name],
    ] as const) {
      await page.goto(path);
      await cards(page).first().getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: words["events.addToCalendar"] }).click()]);
      // Named after the event, the second time too (then from the render cache), never "calendar.ics".
      expect(download.suggestedFilename()).toBe(`${slugify(name)}.ics`);
      const [again] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: words["events.addToCalendar"] }).click()]);
      expect(again.suggestedFilename()).toBe(`${slugify(name)}.ics`);
      const { events } = parseCalendar(fs.readFileSync((await download.path())!, "utf8"));
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event!.summary).toBe(name);
      expect(event!.startDate.zone?.tzid).toBe("Europe/Paris");
      expect(event!.startDate.toString()).toBe(`${seededDay(trackDay.daysFromToday).toISOString().slice(0, 10)}T${trackDay.startTime}:00`);
      expect(event!.component.getFirstPropertyValue("url")).toBe(page.url());
    }
  });

  test("an unknown id, or a word that is not an id, is the 404 page", async ({ page }) => {
    for (const path of ["/events/00000000-0000-4000-8000-000000000000", "/events/nope", "/fr/evenements/nope"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    expect((await page.request.get("/events/00000000-0000-4000-8000-000000000000/calendar.ics")).status()).toBe(404);
  });
});

test.describe("the season calendar and the archive", () => {
  test("/events offers the feed of upcoming events to subscribe to (webcal) and to download", async ({ page, baseURL }) => {
    await page.goto("/events");
    const subscribe = page.getByRole("link", { name: publicEn["events.subscribe"], exact: true });
    await expect(subscribe).toHaveAttribute("href", `${baseURL!.replace(/^http:/, "webcal:")}/events/calendar.ics`);
    const download = page.getByRole("link", { name: publicEn["events.downloadCalendar"] });
    await expect(download).toHaveAttribute("href", "/events/calendar.ics");
    const response = await page.request.get("/events/calendar.ics");
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const { root, events } = parseCalendar(await response.text());
    expect(root.getFirstPropertyValue("x-wr-calname")).toMatch(/ — Events$/);
    expect(events.map((event) => event.summary)).toEqual(upcoming.map((event) => event.name));

    await page.goto("/fr/evenements");
    await expect(page.getByRole("link", { name: publicFr["events.subscribe"], exact: true })).toHaveAttribute("href", /^webcal:\/\/.+\/fr\/evenements\/calendrier\.ics$/);
    const french = parseCalendar(await (await page.request.get("/fr/evenements/calendrier.ics")).text());
    expect(french.events.map((event) => event.summary)).toEqual(upcoming.map((event) => demoEventsFr[event.slug]!.name));
  });

  test("past events have their archive, newest first, each keeping its page", async ({ page }) => {
    await page.goto("/events");
    await page.getByRole("link", { name: publicEn["events.pastLink"] }).click();
    await expect(page).toHaveURL(/\/events\/past$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicEn["events.past.title"]);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(past.map((event) => event.name));
    await expectNoSeriousA11yViolations(page);
    await cards(page).first().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/events/${UUID}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(past[0]!.name);
    await expect(page.locator("main").getByText(publicEn["events.pastBadge"], { exact: true })).toBeVisible();
    await page.getByRole("link", { name: publicEn["events.backToPast"] }).first().click();
    await expect(page).toHaveURL(/\/events\/past$/);

    await page.goto("/fr/evenements");
    await page.getByRole("link", { name: publicFr["events.pastLink"] }).click();
    await expect(page).toHaveURL(/\/fr\/evenements\/archives$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["events.past.title"]);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(past.map((event) => demoEventsFr[event.slug]!.name));
  });
});

test.describe("news feeds", () => {
  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "item" });

  test("every page announces its language's news feed in the head; /news links it, and the newsletter tab its editions' feed", async ({ page, baseURL }) => {
    for (const [path, feed] of [
      ["/", "/news/feed.xml"],
      ["/events", "/news/feed.xml"],
      ["/fr", "/fr/actualites/flux.xml"],
      ["/fr/evenements", "/fr/actualites/flux.xml"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", feed);
    }

    await page.goto("/news");
    const newsFeed = page.getByRole("link", { name: publicEn["news.feed"] });
    await expect(newsFeed).toHaveAttribute("href", "/news/feed.xml");
    const news = xml.parse(await (await page.request.get("/news/feed.xml")).text()).rss.channel;
    expect(news.language).toBe("en");
    expect(news.item.length).toBeGreaterThan(0);
    for (const item of news.item) expect(item.link).toMatch(new RegExp(`^${baseURL}/news/[a-z0-9-]+$`));
    // The first item is the first card of /news.
    await expect(page.locator("main article h3, main article h2").first()).toHaveText(news.item[0].title);

    await page.getByRole("link", { name: publicEn["news.tab.newsletter"], exact: true }).click();
    await expect(page.getByRole("link", { name: publicEn["newsletter.feed"] })).toHaveAttribute("href", "/newsletters/feed.xml");
    const editions = xml.parse(await (await page.request.get("/newsletters/feed.xml")).text()).rss.channel;
    for (const item of editions.item) expect(item.link).toMatch(new RegExp(`^${baseURL}/newsletters/${UUID}$`));

    await page.goto("/fr/actualites");
    await expect(page.getByRole("link", { name: publicFr["news.feed"] })).toHaveAttribute("href", "/fr/actualites/flux.xml");
    const french = xml.parse(await (await page.request.get("/fr/actualites/flux.xml")).text()).rss.channel;
    expect(french.language).toBe("fr");
    for (const item of french.item) expect(item.link).toMatch(new RegExp(`^${baseURL}/fr/actualites/[a-z0-9-]+$`));
  });
});

test.describe("an event's times, set in the admin", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the admin sets a meeting's days and Paris times; a wrong one is refused under its field; they show on both sites", async ({ page }) => {
    const name = `Tour Auto ${unique()}`;
    await adminSession(page);
    try {
      await page.goto("/admin/events/new");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminEn["adminEvents.newTitle"]);
      await page.getByLabel(adminEn["adminEvents.field.name"], { exact: true }).fill(name);
      await page.getByLabel(adminEn["adminEvents.field.date"], { exact: true }).fill(dayFromToday(30));
      await page.getByLabel(adminEn["adminEvents.field.endDate"], { exact: true }).fill(dayFromToday(29));
      await page.getByLabel(adminEn["adminEvents.field.type"], { exact: true }).selectOption("Historic Grand Prix");
      await page.getByLabel(adminEn["adminEvents.field.location"], { exact: true }).fill("Grand Palais, Paris");
      await page.getByLabel(adminEn["adminEvents.field.startTime"], { exact: true }).fill("09:30");
      await page.getByLabel(adminEn["adminEvents.field.endTime"], { exact: true }).fill("19:00");
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      const endDate = page.getByLabel(adminEn["adminEvents.field.endDate"], { exact: true });
      await expect(endDate).toHaveAttribute("aria-invalid", "true");
      await expect(endDate).toHaveAccessibleDescription(new RegExp(`^${adminEn["adminEvents.error.endDateBeforeStart"].replace(/\./g, "\\.")}`));
      await expect(page.getByLabel(adminEn["adminEvents.field.startTime"], { exact: true })).toHaveValue("09:30");

      await endDate.fill(dayFromToday(32));
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(toast(page, adminEn["admin.form.created"])).toBeVisible();
      await expect(page.getByLabel(adminEn["adminEvents.field.endTime"], { exact: true })).toHaveValue("19:00");
      const view = page.getByRole("link", { name: adminEn["adminContent.viewOnSite"] });
      await expect(view).toHaveAttribute("href", new RegExp(`^/events/${UUID}$`));
      const eventPath = (await view.getAttribute("href"))!;

      await expect.poll(async () => (await page.request.get(eventPath)).status()).toBe(200);
      await page.goto(eventPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      // One language only: no hreflang alternates (they announce translations).
      await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
      const main = page.locator("main");
      expect(plain(await main.getByTestId("event-days").textContent())).toBe(dayRange("en-US", new Date(`${dayFromToday(30)}T00:00:00Z`), 3));
      expect(plain(await main.getByTestId("event-times").textContent())).toBe("9:30 AM – 7:00 PM (Paris time)");

      // No French version: the French page shows the English, marked, and is not announced in French.
      await page.goto(eventPath.replace(/^\/events\//, "/fr/evenements/"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      expect(plain(await page.locator("main").getByTestId("event-times").textContent())).toBe(`09:30 – 19:00 (${publicFr["events.parisTime"]})`);
      await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);

      // Its calendar file carries the Paris times with their zone, from the first day to the last.
      const { events } = parseCalendar(await (await page.request.get(`${eventPath}/calendar.ics`)).text());
      expect(events[0]!.startDate.toString()).toBe(`${dayFromToday(30)}T09:30:00`);
      expect(events[0]!.endDate.toString()).toBe(`${dayFromToday(32)}T19:00:00`);
      expect(events[0]!.endDate.zone?.tzid).toBe("Europe/Paris");
    } finally {
      await page.goto(`/admin/events?q=${encodeURIComponent(name)}`);
      const row = page.getByTestId("event-row").filter({ has: page.getByRole("link", { name, exact: true }) });
      if (await row.count()) {
        await row.getByRole("button", { name: `Delete ${name}` }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Move to trash" }).click();
        await expect(row).toHaveCount(0);
      }
    }
  });
});
