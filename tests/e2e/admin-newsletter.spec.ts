import { expect, test, type Page } from "./support/test.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { waitForMail } from "./support/outbox.ts";
import { toast } from "./support/toast.ts";

/**
 * The newsletter editions of the admin: compose with the editor and a
 * sanitized preview, a test to oneself, the send to every active subscriber
 * with its live progress, and the sent edition on the public newsletter tab.
 */
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;

const rows = (page: Page) => page.getByTestId("edition-row");
const row = (page: Page, title: string) => rows(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });
const editor = (page: Page) => page.getByRole("textbox", { name: "Content", exact: true });
const preview = (page: Page) => page.getByTestId("edition-preview-content");

async function subscribe(page: Page, email: string) {
  await page.goto("/");
  await page.locator("#news").getByLabel("Email address").fill(email);
  await page.locator("#news").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("[data-sonner-toast][data-type=success]")).toContainText("Successfully subscribed to newsletter!");
}

async function compose(page: Page, title: string, subject: string) {
  await page.goto("/admin/newsletter/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New edition");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Subject", { exact: true }).fill(subject);
}

test.describe("admin newsletter editions", () => {
  test("every edition action refuses an anonymous request", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [path, form] of [
      ["/admin/newsletter", { intent: "delete", id }],
      ["/admin/newsletter/new", { title: "Sneaky", subject: "x", content: "x", intent: "save" }],
      [`/admin/newsletter/${id}`, { title: "Sneaky", subject: "x", content: "x", intent: "send" }],
      [`/admin/newsletter/${id}`, { title: "Sneaky", subject: "x", content: "x", intent: "test" }],
      ["/admin/newsletter/preview", { content: "<p>hi</p>" }],
    ] as const) {
      const response = await anonymous.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(401);
    }
    const progress = await anonymous.get(`/admin/newsletter/${id}/progress`, { maxRedirects: 0 });
    expect(progress.status()).toBe(302);
    await anonymous.dispose();
  });

  test("composes with the editor; the preview drops scripts and event handlers typed in the HTML source; a draft is saved, edited and trashed", async ({ page }) => {
    test.setTimeout(60_000);
    const title = `Draft ${unique()}`;
    await adminSession(page);
    await page.goto("/admin/newsletter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter");
    await expect(page.getByRole("main").getByRole("link", { name: "Subscribers" })).toHaveAttribute("href", "/admin/subscribers");
    // The demo's sent editions are listed with their status and date.
    await expect(row(page, "Summer newsletter")).toContainText("Sent");
    await expect(row(page, "Summer newsletter")).toContainText(/Sent on \w{3} \d{1,2}, \d{4}/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "New edition" }).click();

    await compose(page, title, "Paddock notes");
    // The WYSIWYG editor: type, then make the text bold with the toolbar.
    await editor(page).click();
    await page.keyboard.type("Hello from the paddock");
    await page.keyboard.press("ControlOrMeta+a");
    await page.getByRole("toolbar", { name: "Formatting" }).first().getByRole("button", { name: "Bold" }).click();
    await expect(preview(page).locator("strong")).toHaveText("Hello from the paddock");

    // The HTML source: what a script or a handler would do never reaches the preview.
    await page.getByRole("button", { name: "Edit HTML source" }).first().click();
    const source = page.getByRole("textbox", { name: "HTML source" }).first();
    // The handler is marked: the editor's own parsing meets it, and the page's CSP refuses it (global-teardown.ts lets that one be).
    await source.fill(`<h2>Grid</h2><p>Safe <a href="https://example.com/">link</a></p><img src="/media/nothing.jpg" onerror="/*expected-csp-violation*/document.title='pwned'"><script>document.title='pwned'</script>`);
    await expect(preview(page).locator("h2")).toHaveText("Grid");
    await expect(preview(page).getByRole("link", { name: "link" })).toHaveAttribute("href", "https://example.com/");
    await expect(preview(page).locator("script")).toHaveCount(0);
    await expect(preview(page).locator("[onerror]")).toHaveCount(0);
    expect(await page.title()).not.toBe("pwned");
    await page.getByRole("button", { name: "Back to the visual editor" }).click();
    await expect(editor(page).locator("h2")).toHaveText("Grid");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
    await expect(toast(page, "Created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit edition");
    await expect(editor(page).locator("h2")).toHaveText("Grid");

    // A refused form comes back filled, with the field's message.
    await page.getByLabel("Title", { exact: true }).fill("");
    await page.getByLabel("Title", { exact: true }).evaluate((input: HTMLInputElement) => input.removeAttribute("required"));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("Paddock notes");

    await page.getByLabel("Title", { exact: true }).fill(`${title} v2`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Saved.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);

    await page.goto(`/admin/newsletter?q=${encodeURIComponent(`${title} v2`)}`);
    await expect(row(page, `${title} v2`)).toContainText("Draft");
    await row(page, `${title} v2`).getByRole("button", { name: `Delete ${title} v2` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ${title} v2?` });
    await dialog.getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByText(`${title} v2 moved to the trash.`)).toBeVisible();
    await expect(row(page, `${title} v2`)).toHaveCount(0);
  });

  test("the French version has its own live preview, and is kept when the edition is opened again", async ({ page }) => {
    const title = `Bilingual ${unique()}`;
    await adminSession(page);
    await compose(page, title, "Paddock notes");
    await editor(page).click();
    await page.keyboard.type("Hello from the paddock");
    await page.getByLabel("Title (French)", { exact: true }).fill("Nouvelles du paddock");
    await page.getByLabel("E-mail subject (French)", { exact: true }).fill("Le paddock");
    await page.getByRole("textbox", { name: "Content (French)", exact: true }).click();
    await page.keyboard.type("Bonjour du paddock");
    const french = page.getByTestId("edition-preview-fr");
    await expect(french.getByRole("heading", { name: "Preview in French" })).toBeVisible();
    await expect(french.getByText("Nouvelles du paddock", { exact: true })).toBeVisible();
    await expect(page.getByTestId("edition-preview-content-fr")).toHaveText("Bonjour du paddock");
    await expect(french.locator('[lang="fr"]')).toContainText("Nouvelles du paddockBonjour du paddock");
    await expect(preview(page)).toHaveText("Hello from the paddock");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Created.")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Title (French)", { exact: true })).toHaveValue("Nouvelles du paddock");
    await expect(page.getByLabel("E-mail subject (French)", { exact: true })).toHaveValue("Le paddock");
    await expect(page.getByTestId("edition-preview-content-fr")).toHaveText("Bonjour du paddock");
    // Saved again unchanged, the French version is still there.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Content (French)", exact: true })).toHaveText("Bonjour du paddock");
  });

  test("sends a test to me, then to every active subscriber with a live progress bar; the edition appears on the newsletter tab", async ({ page }) => {
    // Two subscriptions, a test and a whole send: longer than one screen's test.
    test.setTimeout(90_000);
    const id = unique();
    const readers = [`reader-a-${id}@ecurie-vitesse.example`, `reader-b-${id}@ecurie-vitesse.example`];
    for (const email of readers) await subscribe(page, email);

    await adminSession(page);
    const title = `Edition ${id}`;
    const subject = `Monza report ${id}`;
    await compose(page, title, subject);
    await page.getByRole("button", { name: "Edit HTML source" }).first().click();
    await page.getByRole("textbox", { name: "HTML source" }).first().fill(`<p>Podium at Monza.</p><script>alert(1)</script>`);

    await page.getByRole("button", { name: "Send a test to me" }).click();
    await expect(toast(page, `Test sent to ${E2E_ADMIN.email}. It arrives in a moment.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
    const testMail = await waitForMail(E2E_ADMIN.email, new RegExp(`^\\[Test\\] ${subject}$`));
    expect(testMail.html).toContain("Podium at Monza.");
    expect(String(testMail.html)).not.toContain("<script");
    expect(testMail.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toContain("List-Unsubscribe=One-Click");

    const send = page.getByRole("button", { name: /^Send to all active subscribers \(\d+\)$/ });
    const count = Number((await send.textContent())!.match(/\((\d+)\)/)![1]);
    expect(count).toBeGreaterThanOrEqual(2);
    await send.click();
    const dialog = page.getByRole("dialog", { name: "Send this edition now?" });
    await expect(dialog).toContainText(`It goes to ${count} active subscribers now.`);
    await dialog.getByRole("button", { name: `Send to ${count} subscribers` }).click();

    await expect(toast(page, `Sending to ${count} subscribers.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
    const bar = page.getByRole("progressbar", { name: "Sending progress" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", "100", { timeout: 20_000 });
    await expect(page.getByText(new RegExp(`^Sent on .+ to ${count} subscribers\\.$`))).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sent edition");
    await expect(page.getByText("This edition was sent: it can no longer be changed.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    for (const email of readers) {
      const mail = await waitForMail(email, new RegExp(`^${subject}$`));
      expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:\d+\/newsletter\/unsubscribe\/[A-Za-z0-9-]+/);
      expect(String(mail.html)).not.toContain("<script");
    }

    await page.goto("/news?category=newsletter");
    await expect(page.getByText(title).first()).toBeVisible();

    // The trash takes a sent edition off the website (and leaves the demo's newest edition for the public specs).
    await page.goto(`/admin/newsletter?q=${encodeURIComponent(title)}`);
    await expect(row(page, title)).toContainText("Sent");
    await row(page, title).getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("dialog", { name: `Delete ${title}?` }).getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByText(`${title} moved to the trash.`)).toBeVisible();
    await page.goto("/news?category=newsletter");
    await expect(page.getByText(title)).toHaveCount(0);
  });
});

test.describe("admin newsletter editions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("composes in a plain field, previews the cleaned HTML through the Preview button, and saves", async ({ page }) => {
    const title = `Plain ${unique()}`;
    await adminSession(page);
    await compose(page, title, "Plain subject");
    const content = page.getByRole("textbox", { name: "Content", exact: true });
    await content.fill(`<p>No script here</p><script>alert(1)</script>`);
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await expect(preview(page).locator("p")).toHaveText("No script here");
    await expect(preview(page).locator("script")).toHaveCount(0);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByRole("textbox", { name: "Content", exact: true })).toHaveValue(`<p>No script here</p><script>alert(1)</script>`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("status").filter({ hasText: /^Created\.$/ })).toBeVisible();

    await page.goto(`/admin/newsletter?q=${encodeURIComponent(title)}`);
    await expect(row(page, title)).toContainText("Draft");
  });
});
