import { expect, test, type Page } from "./support/test.ts";
import type { ParsedMail } from "mailparser";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { signedIn } from "./support/admin.ts";
import { countMails, waitForMail } from "./support/outbox.ts";

/**
 * A subscriber's whole life: the welcome e-mail with its visible unsubscribe
 * link and one-click headers, the unsubscribe page, the RFC 8058 one-click
 * POST from a mail provider (no cookie, foreign origin), subscribing again,
 * and the double opt-in confirmation when the site asks for it.
 */
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@ecurie-vitesse.example`;
const WELCOME = /^Welcome to the .+ newsletter$/;
const CONFIRM = /^Confirm your subscription to the .+ newsletter$/;

async function subscribeFromHome(page: Page, email: string, expected: "success" | "duplicate" = "success") {
  await page.goto("/");
  const field = page.locator("#news").getByLabel("Email address");
  await field.fill(email);
  await page.locator("#news").getByRole("button", { name: "Subscribe" }).click();
  if (expected === "success") {
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toContainText("Successfully subscribed to newsletter!");
  } else {
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toContainText("You are already subscribed to our newsletter");
  }
}

function header(mail: ParsedMail, key: string): string {
  const line = mail.headerLines.find((entry) => entry.key === key)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).replace(/\s+/g, " ").trim();
}

function unsubscribeLink(mail: ParsedMail): string {
  const link = (mail.text ?? "").match(/https?:\/\/\S+\/newsletter\/unsubscribe\/[A-Za-z0-9-]+/)?.[0];
  if (!link) throw new Error(`no unsubscribe link in "${mail.subject}"`);
  return link;
}

test.describe("newsletter subscription", () => {
  // Each test waits for the outbox worker to write real e-mails.
  test.describe.configure({ timeout: 90_000 });

  test("the welcome e-mail carries a visible unsubscribe link and the one-click headers; the page unsubscribes, then subscribes again", async ({ page }) => {
    const email = uniqueEmail("welcome");
    await subscribeFromHome(page, email);
    const welcome = await waitForMail(email, WELCOME);
    const link = unsubscribeLink(welcome);
    expect(header(welcome, "list-unsubscribe")).toBe(`<${link}>`);
    expect(header(welcome, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(welcome.html).toContain(`href="${link}"`);
    expect(welcome.text).toContain(`Unsubscribe from the newsletter: ${link}`);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
    await expect(page.getByText("Stop sending the newsletter to w***@e***.example?")).toBeVisible();
    // The page never shows the whole address.
    await expect(page.locator("main")).not.toContainText(email);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await expect(page.getByText("w***@e***.example will no longer receive our newsletter.")).toBeVisible();

    // Opening the link again says so, and offers to come back.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await expect(page.getByText("w***@e***.example is already unsubscribed: it no longer receives our newsletter.")).toBeVisible();
    await page.getByRole("button", { name: "Subscribe again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await expect(page.getByText("w***@e***.example is subscribed to our newsletter again.")).toBeVisible();
    await waitForMail(email, WELCOME, 1);
    await subscribeFromHome(page, email, "duplicate");
  });

  test("a cookie-less one-click POST from a mail provider unsubscribes at once; subscribing again works", async ({ page, playwright }) => {
    const email = uniqueEmail("oneclick");
    await subscribeFromHome(page, email);
    const link = unsubscribeLink(await waitForMail(email, WELCOME));

    const provider = await playwright.request.newContext();
    try {
      const response = await provider.post(link, { form: { "List-Unsubscribe": "One-Click" }, headers: { Origin: "https://mail.example" } });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("will no longer receive our newsletter.");
      // Idempotent: a provider retrying gets the same answer.
      const again = await provider.post(link, { form: { "List-Unsubscribe": "One-Click" } });
      expect(again.status()).toBe(200);
      // That URL only ever unsubscribes: another site cannot subscribe the reader back through it…
      const back = await provider.post(link, { form: { intent: "resubscribe" }, headers: { Origin: "https://evil.example" } });
      expect(await back.text()).toContain("You are unsubscribed");
      // …nor through the confirmation URL, where the cross-site check applies.
      const confirmUrl = link.replace("/newsletter/unsubscribe/", "/newsletter/confirm/");
      expect((await provider.post(confirmUrl, { form: { intent: "resubscribe" }, headers: { Origin: "https://evil.example" } })).status()).toBe(403);
    } finally {
      await provider.dispose();
    }

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    // Subscribing again from the form is not "already subscribed".
    await subscribeFromHome(page, email);
    await waitForMail(email, WELCOME, 1);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
  });

  test("an unknown link is a 404 with a friendly message", async ({ page }) => {
    for (const path of ["/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000", "/newsletter/confirm/00000000-0000-4000-8000-000000000000"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not valid");
    }
  });

  test("with double opt-in, a subscriber stays pending until the e-mailed link is followed, then gets the welcome", async ({ page }) => {
    await signedIn(page);
    await setDoubleOptIn(page, true);
    try {
      const email = uniqueEmail("optin");
      await subscribeFromHome(page, email);
      const confirm = await waitForMail(email, CONFIRM);
      expect(await countMails(email, WELCOME)).toBe(0);
      await page.goto("/admin/subscribers?q=" + encodeURIComponent(email));
      await expect(page.getByTestId("subscriber-row")).toContainText("Pending");

      const link = (confirm.text ?? "").match(/https?:\/\/\S+\/newsletter\/confirm\/[A-Za-z0-9-]+/)?.[0];
      expect(link).toBeTruthy();
      // Opening the link only asks (a mail scanner opening it subscribes nobody); the button confirms.
      const scanner = await page.request.get(link!);
      expect(scanner.status()).toBe(200);
      await page.goto(link!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
      await expect(page.getByText("One last step: confirm that o***@e***.example should receive our newsletter.")).toBeVisible();
      expect(await countMails(email, WELCOME)).toBe(0);
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
      await expect(page.getByText("Thank you! You will now receive our newsletter. A welcome e-mail is on its way.")).toBeVisible();
      await waitForMail(email, WELCOME);
      await page.goto(link!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Already confirmed");
      expect(await countMails(email, WELCOME)).toBe(1);
      await page.goto("/admin/subscribers?q=" + encodeURIComponent(email));
      await expect(page.getByTestId("subscriber-row")).toContainText("Active");
    } finally {
      await setDoubleOptIn(page, false);
    }
  });
});

async function setDoubleOptIn(page: Page, on: boolean) {
  await page.goto("/admin/settings");
  const box = page.getByLabel("Double opt-in for newsletter subscriptions");
  await box.setChecked(on);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
}
