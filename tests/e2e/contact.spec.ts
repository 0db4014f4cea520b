import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { countMails, outboxDrained, waitForMail } from "./support/outbox.ts";
import { requestsReported } from "./support/requests.ts";

// The thank-you is scrolled to smoothly, as most visitors see it: motion is on here (the suite's default is off).
test.use({ reducedMotion: "no-preference" });

// §5, value: label, in order, after the placeholder.
const SUBJECTS = [
  ["", "Select a subject"],
  ["racing", "Racing Partnership"],
  ["coaching", "Driver Coaching"],
  ["cars", "Car Sales/Purchase"],
  ["partnership", "Sponsorship/Partnership"],
  ["media", "Media Inquiry"],
  ["other", "Other"],
];
const HOURS = [
  ["Monday - Friday", "9:00 AM - 6:00 PM"],
  ["Saturday", "10:00 AM - 4:00 PM"],
  ["Sunday", "Closed"],
] as const;
const SUCCESS = "Thank you! Your message has been sent. We will get back to you soon.";

let unique = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${unique++}@example.com`;

const form = (page: Page) => page.locator("form#contact-form");

/** Counts the page's POST requests from now on. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts++;
  });
  return () => posts;
}
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The form's submission key: written by the page's JavaScript, so the form is React's (it checks, holds and sends). */
const runByThePage = (page: Page) => expect(form(page).locator('input[type="hidden"][name="idempotency_key"]')).toBeAttached();

async function fillValid(page: Page, email = uniqueEmail("contact")) {
  await field(page, "Name").fill("Marie Test");
  await field(page, "Email").fill(email);
  await field(page, "Subject").selectOption("media");
  await field(page, "Message").fill("An interview about the VH-78, please.");
}

test.describe("/contact", () => {
  test("shows the contact details from the site settings and the business hours of the contact page", async ({ page, request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toContain("contact@ecurie-vitesse.example");
    expect(html).toContain("9:00 AM - 6:00 PM");

    await page.goto("/contact");
    await expect(page.locator("h1")).toHaveText("Contact");
    await expect(page.getByRole("link", { name: "contact@ecurie-vitesse.example" }).first()).toHaveAttribute("href", "mailto:contact@ecurie-vitesse.example");
    await expect(page.getByRole("link", { name: "+33 3 86 21 47 90" })).toHaveAttribute("href", "tel:+33386214790");
    await expect(page.getByText("Technopôle du Circuit, 58470 Magny-Cours, France")).toBeVisible();
    const hours = page.getByTestId("business-hours");
    await expect(hours.locator("dt")).toHaveText(HOURS.map(([days]) => days));
    await expect(hours.locator("dd")).toHaveText(HOURS.map(([, time]) => time));
  });

  test("the form has the four required fields and the six subjects of §5", async ({ page }) => {
    await page.goto("/contact");
    await expect(form(page)).toHaveAttribute("method", "post");
    for (const label of ["Name", "Email", "Subject", "Message"]) await expect(field(page, label)).toHaveAttribute("required", "");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    const options = field(page, "Subject").locator("option");
    expect(await options.evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]))).toEqual(SUBJECTS);
    await expect(field(page, "Subject")).toHaveValue("");
  });

  test("?subject=cars preselects the subject; an unknown subject is ignored", async ({ page }) => {
    await page.goto("/contact?subject=cars");
    await expect(field(page, "Subject")).toHaveValue("cars");
    await page.goto("/contact?subject=gossip");
    await expect(field(page, "Subject")).toHaveValue("");
  });

  test("the browser's own checks stop an empty or badly addressed message before it is sent", async ({ page }) => {
    await page.goto("/contact");
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    // Refused (once the check has arrived, if the click came first): only then is the form filled in.
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await fillValid(page);
    await field(page, "Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    // Refused again: the focus, on the button since the click, is back on the wrong field; what it might have sent is reported by now.
    await expect(field(page, "Email")).toBeFocused();
    await requestsReported(page);
    expect(posts).toBe(0);
    expect(await field(page, "Email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("idle → Sending... → success with the form cleared → idle again after 3 seconds", async ({ page }) => {
    await page.goto("/contact");
    await fillValid(page);
    // The page itself notes when the submit happens and when the success message comes and goes:
    // timings measured in the browser do not depend on how busy the test runner is.
    await page.evaluate((text) => {
      const times: Record<string, number> = {};
      (window as unknown as { __contactTimes: Record<string, number> }).__contactTimes = times;
      document.querySelector("form#contact-form")?.addEventListener("submit", () => (times.submitted ??= performance.now()), true);
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('[role="status"]')].some((element) => element.textContent?.includes(text));
        if (shown) times.shown ??= performance.now();
        else if (times.shown !== undefined) times.hidden ??= performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, SUCCESS);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect((await posted).status()).toBe(200);
    const success = page.getByRole("status").filter({ hasText: SUCCESS });
    await expect(success).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of ["Name", "Email", "Subject", "Message"]) await expect(field(page, label)).toHaveValue("");
    await expect(success).toBeHidden({ timeout: 6000 });
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const times = await page.evaluate(() => (window as unknown as { __contactTimes: Record<string, number> }).__contactTimes);
    // About a second of "sending", even when the server is faster; then success for 3 seconds.
    expect(times.shown! - times.submitted!).toBeGreaterThanOrEqual(900);
    expect(times.hidden! - times.shown!).toBeGreaterThanOrEqual(2900);
    expect(times.hidden! - times.shown!).toBeLessThan(3600);
  });

  test("on a phone the success comes into view, and once the form is idle a line still says it left, with its reference", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await fillValid(page);
    const send = page.getByRole("button", { name: "Send Message" });
    await send.scrollIntoViewIfNeeded();
    const success = page.getByRole("status").filter({ hasText: SUCCESS });
    await send.click();
    await expect(success).toBeInViewport({ ratio: 1 });
    await expect(success).toBeFocused();
    const reference = (await success.textContent())!.match(/Reference: ([0-9A-F]{8})/)![1]!;
    // Back to idle after 3 s (the form empty, ready for another message), the receipt in view where the message was.
    await expect(success).toBeHidden({ timeout: 6000 });
    const receipt = page.getByText(`Message sent (reference ${reference}).`, { exact: true });
    await expect(receipt).toBeInViewport();
    await expect(field(page, "Name")).toHaveValue("");
  });

  test("success waits for the server: while it has not stored the message, the form keeps sending", async ({ page }) => {
    // §4's timed states (about 1 s of sending, 3 s of success) run on a clock the test moves.
    await page.clock.install();
    await page.goto("/contact");
    await fillValid(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    await page.route("**/*", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      arrived();
      await released;
      await route.fallback();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    // The message has left the page and the server has not seen it. Two seconds pass for the page, twice
    // the minimum of "Sending...": every timer due by then fires, and the form still waits for the server.
    await held;
    await page.clock.runFor(2000);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    release();
    await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
  });

  test("the form's schema checks a field as it is left, in the browser, without a post", async ({ page }) => {
    await page.goto("/contact");
    const posts = countPosts(page);
    await field(page, "Name").focus();
    await field(page, "Name").blur();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    await field(page, "Email").fill("not-an-email");
    await field(page, "Email").blur();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    // Corrected, the message goes as it is typed.
    await field(page, "Name").fill("Marie Test");
    await expect(page.getByText("Please enter your name.")).toHaveCount(0);
    expect(posts()).toBe(0);
  });

  test("an invalid form is not sent: the schema's messages, the form kept filled, the first wrong field focused", async ({ page }) => {
    await page.goto("/contact");
    const posts = countPosts(page);
    // Past the browser's own required/type checks: the form's schema stops it all the same.
    await form(page).evaluate((node: HTMLFormElement) => (node.noValidate = true));
    await field(page, "Email").fill("not-an-email");
    await field(page, "Message").fill("Hello there");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Please choose a subject.")).toBeVisible();
    await expect(field(page, "Name")).toBeFocused();
    await expect(field(page, "Email")).toHaveValue("not-an-email");
    await expect(field(page, "Message")).toHaveValue("Hello there");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // The refusal is on screen, so the submit handler has run: every request it could have made is reported by now.
    await requestsReported(page);
    expect(posts()).toBe(0);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });

  // The schema and its parser come with the first focus on the form (app/lib/visitor-form.ts): a page does not preload them.
  const CHECK_CHUNK = "**/assets/visitor-form-check-*.js";

  test("sent before the browser's check has arrived, the form waits for it: its messages, no post", async ({ page }) => {
    await page.goto("/contact");
    await runByThePage(page);
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route(CHECK_CHUNK, async (route) => {
      asked();
      await arrived;
      await route.continue();
    });
    const posts = countPosts(page);
    await form(page).evaluate((node: HTMLFormElement) => (node.noValidate = true));
    await page.getByRole("button", { name: "Send Message" }).click();
    // The form has asked for its check (on the click's focus) and its submit handler has run (with the click):
    // whatever it sent is reported by now, and it shows nothing while the check is on its way.
    await requested;
    await requestsReported(page);
    expect(posts()).toBe(0);
    await expect(page.getByText("Please enter your name.")).toHaveCount(0);
    release();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText("Please choose a subject.")).toBeVisible();
    await expect(field(page, "Name")).toBeFocused();
    // The held submission has been checked and refused (its messages, the focus): nothing it sent is unreported now.
    await requestsReported(page);
    expect(posts()).toBe(0);
  });

  test("when the browser's check cannot be loaded (the network drops it), the form is sent and the server's messages come back", async ({ page }) => {
    await page.route(CHECK_CHUNK, (route) => route.abort());
    await page.goto("/contact");
    await runByThePage(page);
    const posts = countPosts(page);
    await form(page).evaluate((node: HTMLFormElement) => (node.noValidate = true));
    await field(page, "Email").fill("not-an-email");
    await field(page, "Message").fill("Hello there");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(field(page, "Name")).toBeFocused();
    await expect(field(page, "Message")).toHaveValue("Hello there");
    expect(posts()).toBe(1);
  });

  test("a sixth message to one address within the hour is refused with when to come back, and the form stays filled", async ({ page, request }) => {
    const email = uniqueEmail("flood");
    for (let n = 0; n < 5; n++) {
      const response = await request.post("/contact", { form: { name: "Marie Test", email, subject: "media", message: `Message ${n}` } });
      expect(response.status()).toBe(200);
    }
    await page.goto("/contact");
    await fillValid(page, email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("You have sent several requests in a short time. Please try again in 60 minutes.")).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await expect(field(page, "Email")).toHaveValue(email);
    await expect(field(page, "Message")).toHaveValue("An interview about the VH-78, please.");
  });

  test("each message carries a key of its own; a post retried with its key is answered alike and stored once", async ({ page, request }) => {
    const keys: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") keys.push(new URLSearchParams(sent.postData() ?? "").get("idempotency_key") ?? "");
    });
    await page.goto("/contact");
    for (let n = 0; n < 2; n++) {
      await fillValid(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();
    }
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);

    // What a lost answer leads to: the same post again, with the same key.
    const email = uniqueEmail("retried");
    const key = crypto.randomUUID();
    const post = () => request.post("/contact", { form: { name: "Marie Test", email, subject: "media", message: "Only once, please.", idempotency_key: key } });
    const first = await post();
    const again = await post();
    expect([first.status(), again.status()]).toEqual([200, 200]);
    for (const answer of [first, again]) expect(await answer.text()).toContain(SUCCESS);
    // One message, so one acknowledgement to the visitor.
    await waitForMail(email, /./);
    // Every e-mail queued by the two posts above is written by now: still one.
    await outboxDrained(request);
    expect(await countMails(email, /./)).toBe(1);
  });

  test("an invalid post answers 400 with the messages", async ({ request }) => {
    const response = await request.post("/contact", { form: { name: "Ann", email: "ann@example.com", subject: "weather", message: "" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please choose a subject.");
    expect(html).toContain("Please write a message.");
  });

  test("has no serious accessibility violations and holds at 390 px", async ({ page }) => {
    await page.goto("/contact");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("/contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses what the browser's check refuses, with the same messages, the form filled", async ({ page }) => {
    await page.goto("/contact");
    await form(page).evaluate((node: HTMLFormElement) => (node.noValidate = true));
    await field(page, "Email").fill("not-an-email");
    await field(page, "Message").fill("Hello there");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Please choose a subject.")).toBeVisible();
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email")).toHaveValue("not-an-email");
    await expect(field(page, "Message")).toHaveValue("Hello there");
  });

  test("a message posts as a plain form: errors come back filled, then the success message", async ({ page }) => {
    await page.goto("/contact?subject=racing");
    await expect(field(page, "Subject")).toHaveValue("racing");
    await form(page).evaluate((node: HTMLFormElement) => (node.noValidate = true));
    await field(page, "Name").fill("Luc Test");
    await field(page, "Email").fill(uniqueEmail("nojs-contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please write a message.")).toBeVisible();
    await expect(field(page, "Name")).toHaveValue("Luc Test");
    await expect(field(page, "Subject")).toHaveValue("racing");

    await field(page, "Message").fill("We would like to enter a car at Spa.");
    await page.getByRole("button", { name: "Send Message" }).click();
    // The page opens at the form, whose answer is at its top.
    expect(new URL(page.url()).hash).toBe("#contact-form");
    await expect(page.getByRole("status")).toContainText(SUCCESS);
    await expect(page.getByRole("status").getByText(/^Reference: [0-9A-F]{8}$/)).toBeVisible();
    await expect(page.getByRole("status")).toBeInViewport();
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Message")).toHaveValue("");
  });
});
