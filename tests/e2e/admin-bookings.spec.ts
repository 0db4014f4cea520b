import { expect, test, type Browser, type Page } from "./support/test.ts";
import type { ParsedMail } from "mailparser";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { countMails, outboxDrained, readOutbox, waitForMail } from "./support/outbox.ts";
import { requestsReported } from "./support/requests.ts";

const TEAM = "Écurie Vitesse Historique";

let unique = 0;
const stamp = () => `${Date.now().toString(36)}${unique++}`;
const uniqueEmail = (label: string) => `${label}-${stamp()}@example.com`;

/**
 * The team's notification of a request, found by the visitor's address in
 * its Reply-To (the team's own address may be changed by the settings screen).
 */
async function waitForNotification(visitorEmail: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox()).find((mail) => (mail.replyTo?.text ?? "").includes(visitorEmail) && subject.test(mail.subject ?? ""));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

/** The sidebar's count of new requests (0 when the badge is not shown). */
async function sidebarCount(page: Page): Promise<number> {
  await page.goto("/admin/bookings");
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  const badge = nav.getByTestId("bookings-new-count");
  if ((await badge.count()) === 0) {
    await expect(nav.getByRole("link", { name: "Bookings", exact: true })).toBeVisible();
    return 0;
  }
  const count = Number(await badge.textContent());
  await expect(nav.getByRole("link", { name: `Bookings, ${count} new`, exact: true })).toBeVisible();
  return count;
}

/** A visitor of their own (no admin session), closed once the form is sent. */
async function asVisitor(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const row = (page: Page, name: string) => page.getByTestId("request-row").filter({ hasText: name });

async function expectNewInInbox(page: Page, name: string, typeBadge: string, before: number) {
  expect(await sidebarCount(page)).toBe(before + 1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bookings");
  await expect(row(page, name)).toHaveCount(1);
  await expect(row(page, name).getByTestId("request-type")).toHaveText(typeBadge);
  await expect(row(page, name)).toContainText("New");
}

test.describe("admin bookings: every public form lands in the inbox with its two e-mails", () => {
  test("the contact form", async ({ page, browser }) => {
    await adminSession(page);
    // The team's address as the settings screen holds it (the contact address when none is set for notifications).
    await page.goto("/admin/settings");
    const teamAddress = (await page.locator('input[name="notificationEmail"]').inputValue()) || (await page.locator('input[name="contactEmail"]').inputValue());
    expect(teamAddress).toMatch(/@/);
    const before = await sidebarCount(page);
    const name = `Marie Contact ${stamp()}`;
    const email = uniqueEmail("inbox-contact");
    await asVisitor(browser, async (visitor) => {
      await visitor.goto("/contact");
      await visitor.getByLabel("Name", { exact: true }).fill(name);
      await visitor.getByLabel("Email", { exact: true }).fill(email);
      await visitor.getByLabel("Subject", { exact: true }).selectOption("media");
      await visitor.getByLabel("Message", { exact: true }).fill("An interview about the VH-78, please.");
      await visitor.getByRole("button", { name: "Send Message" }).click();
      await expect(visitor.getByRole("status").filter({ hasText: "Thank you! Your message has been sent." })).toBeVisible();
    });
    const notification = await waitForNotification(email, exactly(`New contact message: Media Inquiry — ${name}`));
    expect(notification.to).toMatchObject({ value: [{ address: teamAddress }] });
    expect(notification.text).toContain("An interview about the VH-78, please.");
    expect(notification.text).toMatch(/\/admin\/bookings\/contact\/[0-9a-f-]{36}/);
    const confirmation = await waitForMail(email, exactly(`We received your message — ${TEAM}`));
    expect(confirmation.text).toContain("An interview about the VH-78, please.");
    expect(confirmation.text).toContain("What happens next");
    expect(confirmation.text).toContain("contact@ecurie-vitesse.example");
    await expectNewInInbox(page, name, "Contact", before);
    await expect(row(page, name)).toContainText("Media Inquiry");
  });

  test("Inquire Now on /collection", async ({ page, browser }) => {
    await adminSession(page);
    const before = await sidebarCount(page);
    const name = `Ada Collection ${stamp()}`;
    const email = uniqueEmail("inbox-collection");
    await asVisitor(browser, async (visitor) => {
      await visitor.goto("/collection");
      const card = visitor.getByTestId("car-card").filter({ has: visitor.getByRole("heading", { name: "Kessler K-90", exact: true }) });
      await card.getByRole("button", { name: "Inquire Now about the Kessler K-90" }).click();
      const dialog = visitor.getByRole("dialog", { name: "Inquire about the Kessler K-90" });
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Message (optional)").fill("Is the K-90 available for the 2027 season?");
      await dialog.getByRole("button", { name: "Send enquiry" }).click();
      await expect(dialog.getByRole("status")).toContainText("Thank you! Your enquiry has been sent.");
    });
    await waitForNotification(email, exactly(`New car enquiry: Kessler K-90 — ${name}`));
    const confirmation = await waitForMail(email, exactly(`Your enquiry about the Kessler K-90 — ${TEAM}`));
    expect(confirmation.text).toContain("Is the K-90 available for the 2027 season?");
    await expectNewInInbox(page, name, "Car enquiry", before);
    await expect(row(page, name)).toContainText("Kessler K-90");
  });

  test("Inquire Now on /f1madness", async ({ page, browser }) => {
    await adminSession(page);
    const before = await sidebarCount(page);
    const name = `Niki Madness ${stamp()}`;
    const email = uniqueEmail("inbox-f1");
    await asVisitor(browser, async (visitor) => {
      await visitor.goto("/f1madness");
      const card = visitor.getByTestId("static-car").filter({ has: visitor.getByRole("heading", { name: "Corbière C80", exact: true }) });
      await card.getByRole("button", { name: "Inquire Now about the Corbière C80" }).click();
      const dialog = visitor.getByRole("dialog", { name: "Inquire about the Corbière C80" });
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByRole("button", { name: "Send enquiry" }).click();
      await expect(dialog.getByRole("status")).toContainText("Thank you! Your enquiry has been sent.");
    });
    const notification = await waitForNotification(email, exactly(`New car enquiry: Corbière C80 — ${name}`));
    expect(notification.text).toContain("I would like to know more about the Corbière C80.");
    await waitForMail(email, exactly(`Your enquiry about the Corbière C80 — ${TEAM}`));
    await expectNewInInbox(page, name, "Car enquiry", before);
  });

  test("the experience request form", async ({ page, browser }) => {
    await adminSession(page);
    const before = await sidebarCount(page);
    const name = `Jeanne Experience ${stamp()}`;
    const email = uniqueEmail("inbox-experience");
    await asVisitor(browser, async (visitor) => {
      await visitor.goto("/experiences?type=vip#request");
      await visitor.getByLabel("Name").fill(name);
      await visitor.getByLabel("Email").fill(email);
      await visitor.getByLabel("Message").fill("A weekend in Monaco for two.");
      await visitor.getByRole("button", { name: "Send Request" }).click();
      await expect(visitor.getByRole("status")).toContainText("Thank you! Your request has been received. The team will contact you shortly.");
    });
    await waitForNotification(email, exactly(`New experience request: VIP Event Package — ${name}`));
    const confirmation = await waitForMail(email, exactly(`Your request for the VIP Event Package — ${TEAM}`));
    expect(confirmation.text).toContain("A weekend in Monaco for two.");
    await expectNewInInbox(page, name, "Experience", before);
    await expect(row(page, name)).toContainText("VIP Event Package");
  });

  test("the Pitshop order request", async ({ page, browser }) => {
    await adminSession(page);
    const before = await sidebarCount(page);
    const name = `Jacques Order ${stamp()}`;
    const email = uniqueEmail("inbox-order");
    await asVisitor(browser, async (visitor) => {
      await visitor.goto("/pitshop");
      await expect(visitor.getByTestId("cart-link")).toHaveText(/^Cart \(\d+\)$/);
      const tee = visitor.getByTestId("product-card").filter({ has: visitor.getByRole("heading", { name: "Team T-Shirt", exact: true }) });
      await tee.getByLabel("Size").selectOption("L");
      await tee.getByRole("button", { name: "Add to Cart" }).click();
      await expect(visitor.getByTestId("cart-link")).toHaveText("Cart (1)");
      await visitor.goto("/pitshop/cart");
      const form = visitor.getByRole("region", { name: "Request order" });
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Message (optional)").fill("Delivery to Dijon, please.");
      await form.getByRole("button", { name: "Request order" }).click();
      await expect(visitor.getByRole("status")).toContainText("Thank you! Your order request has been sent.");
    });
    const notification = await waitForNotification(email, exactly(`New order request: 1 item, €39 — ${name}`));
    expect(notification.text).toContain("1 × Team T-Shirt (size L) — €39");
    const confirmation = await waitForMail(email, new RegExp(`^Your order request [0-9A-F]{8} — ${escape(TEAM)}$`));
    expect(confirmation.text).toContain("no payment has been taken");
    await expectNewInInbox(page, name, "Order", before);
    await expect(row(page, name)).toContainText("1 item · €39");

    await row(page, name).getByRole("link", { name: `Open the request of ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const lines = page.getByTestId("order-lines");
    await expect(lines.locator("tbody tr")).toHaveCount(1);
    await expect(lines.locator("tbody tr")).toContainText("Team T-Shirt");
    await expect(page.getByTestId("order-total")).toHaveText("€39");
    await expect(page.getByLabel("Subject")).toHaveValue(/^Re: Order request [0-9A-F]{8}$/);
  });
});

test.describe("admin bookings: handling a request", () => {
  test("status, an internal note and a reply by e-mail, all kept in the thread", async ({ page, request }) => {
    const name = `Thread Visitor ${stamp()}`;
    const email = uniqueEmail("inbox-thread");
    const posted = await request.post("/contact", { form: { name, email, subject: "coaching", message: "Can you coach me at Dijon?" } });
    expect(posted.status()).toBe(200);

    await adminSession(page);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
    await row(page, name).getByRole("link", { name: `Open the request of ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\/contact\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const details = page.getByTestId("request-details");
    await expect(details).toContainText("Driver Coaching");
    await expect(details).toContainText("Can you coach me at Dijon?");
    await expect(details.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(page.getByText("No notes or replies yet.")).toBeVisible();

    // Each form's schema checks it in the browser: an empty note is refused as it is left, and on submit, without a post.
    let posts = 0;
    const countPost = (sent: { method(): string }) => {
      if (sent.method() === "POST") posts++;
    };
    page.on("request", countPost);
    await page.getByLabel("Note").focus();
    await page.getByLabel("Note").blur();
    await expect(page.getByText("Please write the note.")).toBeVisible();
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByLabel("Note")).toBeFocused();
    // The refusal is on screen, so the submit handler has run: every request it could have made is reported by now.
    await requestsReported(page);
    expect(posts).toBe(0);
    page.off("request", countPost);

    await page.getByLabel("Status").selectOption({ label: "In progress" });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status saved." })).toBeVisible();
    await expect(page.getByTestId("thread-status")).toContainText("Status changed to In progress");

    await page.getByLabel("Note").fill("Called back: he prefers May.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expect(page.getByTestId("thread-note")).toContainText("Called back: he prefers May.");
    await expect(page.getByLabel("Note")).toHaveValue("");

    await expect(page.getByLabel("Subject")).toHaveValue("Re: Driver Coaching");
    const typed = `Dear ${name},\nMay at Dijon works: we will send you the programme. (${stamp()})`;
    await page.getByLabel("Message", { exact: true }).fill(typed);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reply queued: it leaves through the outbox." })).toBeVisible();
    const reply = page.getByTestId("thread-reply");
    await expect(reply).toContainText("May at Dijon works");
    await expect(reply).toContainText(`Reply to ${email}`);

    const mail = await waitForMail(email, /^Re: Driver Coaching$/);
    expect(mail.text).toContain(typed);
    expect(mail.text).toContain("Can you coach me at Dijon?");
    expect(mail.replyTo?.text).toBeTruthy();
    expect(await countMails(email, /^Re: /)).toBe(1);
    // Once the outbox has handed it over, the thread says so.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("thread-reply")).toContainText("Sent", { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    // The thread reads oldest first: status, note, reply.
    const kinds = await page.getByTestId("thread").locator("> li").evaluateAll((items) => items.map((item) => item.getAttribute("data-testid")));
    expect(kinds).toEqual(["thread-status", "thread-note", "thread-reply"]);

    // A refused reply keeps what was typed.
    await page.getByLabel("Subject").fill("");
    await page.getByLabel("Message", { exact: true }).fill("Kept after the error");
    await page.locator("form", { has: page.getByLabel("Subject") }).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Please enter a subject.")).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Kept after the error");
    expect(await countMails(email, /^Re: /)).toBe(1);
  });

  test("type tabs and the status filter", async ({ page, request }) => {
    const token = stamp();
    const contactName = `Filter Contact ${token}`;
    const experienceName = `Filter Experience ${token}`;
    expect((await request.post("/contact", { form: { name: contactName, email: uniqueEmail("filter-contact"), subject: "other", message: `Filter ${token}` } })).status()).toBe(200);
    expect(
      (await request.post("/experiences", { form: { name: experienceName, email: uniqueEmail("filter-experience"), experience_type: "hot_laps", message: `Filter ${token}` } })).status(),
    ).toBe(200);

    await adminSession(page);
    await page.goto(`/admin/bookings?q=${token}`);
    await expect(page.getByTestId("request-row")).toHaveCount(2);
    // Newest first.
    await expect(page.getByTestId("request-row").first()).toContainText(experienceName);

    const tabs = page.getByRole("navigation", { name: "Request types" });
    await expect(tabs.getByRole("link")).toHaveText([/^All/, /^Contact messages/, /^Car enquiries/, /^Experience requests/, /^Order requests/]);
    await expect(tabs.getByRole("link", { name: /^Experience requests, \d+ new$/ })).toBeVisible();
    await tabs.getByRole("link", { name: /^Experience requests/ }).click();
    await expect(page).toHaveURL(new RegExp(`type=experience`));
    await expect(page).toHaveURL(new RegExp(`q=${token}`));
    await expect(page.getByTestId("request-row")).toHaveCount(1);
    await expect(page.getByTestId("request-row")).toContainText(experienceName);
    await expect(page.getByTestId("request-row")).toContainText("Passenger Hot Laps");
    await tabs.getByRole("link", { name: /^Contact messages/ }).click();
    await expect(page.getByTestId("request-row")).toHaveCount(1);
    await expect(page.getByTestId("request-row")).toContainText(contactName);

    // Done leaves the default view (All open) and shows under Done.
    await page.getByRole("link", { name: `Open the request of ${contactName}` }).click();
    // The list has a Status filter too: wait for the request page itself before choosing (the
    // address changes a moment before React draws the page).
    await expect(page).toHaveURL(/\/admin\/bookings\/contact\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("link", { name: "Back to the inbox" })).toBeVisible();
    await page.getByLabel("Status").selectOption({ label: "Done" });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status saved." })).toBeVisible();
    await page.getByRole("link", { name: "Back to the inbox" }).click();
    await page.goto(`/admin/bookings?q=${token}`);
    const status = page.getByRole("search").getByLabel("Status");
    await expect(status).toHaveValue("open");
    await expect(page.getByTestId("request-row")).toHaveCount(1);
    await expect(page.getByTestId("request-row")).toContainText(experienceName);
    await status.selectOption({ label: "Done" });
    await expect(page).toHaveURL(/status=done/);
    await expect(page.getByTestId("request-row")).toHaveCount(1);
    await expect(page.getByTestId("request-row")).toContainText(contactName);
    await expect(page.getByTestId("request-row")).toContainText("Done");
    await page.getByRole("search").getByLabel("Status").selectOption({ label: "New" });
    await expect(page.getByTestId("request-row")).toHaveCount(1);
    await expect(page.getByTestId("request-row")).toContainText(experienceName);
    await page.getByRole("search").getByLabel("Status").selectOption({ label: "All" });
    await expect(page.getByTestId("request-row")).toHaveCount(2);
    await page.getByRole("search").getByLabel("Status").selectOption({ label: "Archived" });
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  });

  test("the dashboard shows the new requests per type, linking to the filtered inbox", async ({ page, request }) => {
    const name = `Dashboard Visitor ${stamp()}`;
    expect((await request.post("/experiences", { form: { name, email: uniqueEmail("dashboard"), experience_type: "coaching", message: "" } })).status()).toBe(200);
    await adminSession(page);
    const panel = page.locator("section", { has: page.getByRole("heading", { name: "New requests" }) });
    const experiences = panel.getByRole("link", { name: /^Experience requests \d+$/ });
    await expect(experiences).toHaveAttribute("href", "/admin/bookings?type=experience&status=new");
    await experiences.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bookings");
    await expect(page.getByRole("search").getByLabel("Status")).toHaveValue("new");
    await expect(row(page, name)).toHaveCount(1);
  });
});

test.describe("admin bookings without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters, status, note and reply work as plain forms", async ({ page, request }) => {
    const name = `NoJS Visitor ${stamp()}`;
    const email = uniqueEmail("inbox-nojs");
    expect((await request.post("/contact", { form: { name, email, subject: "partnership", message: "Sponsoring the 2027 season." } })).status()).toBe(200);
    await adminSession(page);
    await page.goto("/admin/bookings");
    await page.getByRole("search").getByLabel("Search name, e-mail or message").fill(email);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("request-row")).toHaveCount(1);
    await page.getByRole("link", { name: `Open the request of ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    await page.getByLabel("Status").selectOption({ label: "Done" });
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status saved." })).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("done");

    // The server refuses what the browser's check refuses, with the same message, under that form only.
    await page.locator("form", { has: page.getByLabel("Note") }).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Please write the note.")).toBeVisible();
    await expect(page.getByText("Please correct the highlighted fields.")).toHaveCount(1);
    await expect(page.getByLabel("Note")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Note").fill("Forwarded to the partnerships team.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expect(page.getByTestId("thread-note")).toContainText("Forwarded to the partnerships team.");

    await page.getByLabel("Message", { exact: true }).fill("Thank you: our partnerships manager will call you.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Reply queued: it leaves through the outbox." })).toBeVisible();
    await expect(page.getByTestId("thread-reply")).toContainText("our partnerships manager will call you");
    const mail = await waitForMail(email, /^Re: Sponsorship\/Partnership$/);
    expect(mail.text).toContain("Thank you: our partnerships manager will call you.");
  });
});

test.describe("admin bookings: what is refused", () => {
  test("a name or an address with a line break is refused with a field message: no request, no e-mail", async ({ page, request }) => {
    const email = uniqueEmail("crlf");
    const name = `Mallory ${stamp()}`;
    const refused = await request.post("/contact", { form: { name: `${name}\r\nBcc: victim@example.com`, email, subject: "other", message: "Hello" } });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Please write this on a single line, without line breaks.");
    const badAddress = await request.post("/contact", { form: { name, email: `${email}\nBcc: victim@example.com`, subject: "other", message: "Hello" } });
    expect(badAddress.status()).toBe(400);
    expect(await badAddress.text()).toContain("Please write this on a single line, without line breaks.");

    await adminSession(page);
    await page.goto(`/admin/bookings?status=all&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
    // Every e-mail the refused posts could have queued is written by now: none.
    await outboxDrained(request);
    expect(await countMails(email, /./)).toBe(0);
    expect((await readOutbox()).filter((mail) => (mail.subject ?? "").includes(name) || (mail.replyTo?.text ?? "").includes(email))).toEqual([]);
  });

  test("an anonymous post to the inbox answers 401 and changes nothing", async ({ request }) => {
    for (const path of ["/admin/bookings", "/admin/bookings/contact/00000000-0000-4000-8000-000000000000"]) {
      const response = await request.post(path, { form: { intent: "note", note: "sneaky" }, maxRedirects: 0 });
      expect(response.status()).toBe(401);
    }
    const page = await request.get("/admin/bookings", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers().location).toMatch(/^\/admin\/login\?/);
  });

  test("an unknown request is a 404", async ({ page }) => {
    await adminSession(page);
    for (const path of ["/admin/bookings/contact/00000000-0000-4000-8000-000000000000", "/admin/bookings/weather/00000000-0000-4000-8000-000000000000", "/admin/bookings/order/not-a-uuid"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  });
});

test.describe("admin bookings: accessibility", () => {
  test("the inbox and a request page have no serious violations and hold at 390 px", async ({ page, request }) => {
    const name = `A11y Visitor ${stamp()}`;
    expect((await request.post("/contact", { form: { name, email: uniqueEmail("a11y"), subject: "racing", message: "Partnership for 2027." } })).status()).toBe(200);
    await adminSession(page);
    await page.goto("/admin/bookings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: `Open the request of ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/admin/bookings", page.url()]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
