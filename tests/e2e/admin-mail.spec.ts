import { expect, test } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { waitForMail } from "./support/outbox.ts";

/** "Sent e-mail": the outbox queue and, without SMTP_URL, the written .eml messages, readable and downloadable. */
const email = `mailbox-${Date.now()}@mail-admin.example`;

test.describe("admin sent e-mail", () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeAll(async ({ request }) => {
    // The home page's subscribe form, posted as a browser without JavaScript would.
    const response = await request.post("/?index", { form: { intent: "subscribe", email } });
    expect(await response.text()).toContain("Successfully subscribed to newsletter!");
    await waitForMail(email, /^Welcome to the/);
  });

  test("lists the queue with filters, and opens a written message with its headers, text and sandboxed HTML", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/mail");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sent e-mail");
    await expect(page.getByText("No mail server is configured (SMTP_URL)")).toBeVisible();

    await page.getByRole("searchbox").fill(email);
    await page.getByRole("button", { name: "Apply" }).click();
    const queued = page.getByTestId("mail-row");
    await expect(queued).toHaveCount(1);
    await expect(queued).toContainText("Welcome to the newsletter");
    await expect(queued).toContainText("Sent");
    await page.getByLabel("Kind").selectOption("welcome");
    await expect(page).toHaveURL(/kind=welcome/);
    await expect(queued).toHaveCount(1);
    await page.getByLabel("Status").selectOption("failed");
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByTestId("mail-row")).toHaveCount(0);

    await page.goto("/admin/mail");
    const file = page.getByTestId("mail-file").filter({ hasText: email });
    await expect(file).toHaveCount(1);
    await file.getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/mail\/\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome to the .+ newsletter$/);
    const headers = page.locator("dl");
    await expect(headers).toContainText(email);
    await expect(headers).toContainText("List-Unsubscribe-Post");
    await expect(headers).toContainText("List-Unsubscribe=One-Click");
    await expect(headers).toContainText(/<http:\/\/[^>]+\/newsletter\/unsubscribe\/[0-9a-f-]+>/);
    await expect(page.locator("pre")).toContainText("Unsubscribe from the newsletter: http");
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(page.frameLocator("iframe").getByRole("link", { name: "Unsubscribe from the newsletter" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, ["iframe"]);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download .eml" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
  });

  test("opens only the outbox's own files: no path traversal", async ({ page }) => {
    await adminSession(page);
    for (const name of ["..%2F..%2Fpackage.json", "..%2Fpglite", "%2Fetc%2Fpasswd", "notes.eml", "2026-01-01T00-00-00-000Z-00000000.eml"]) {
      const view = await page.request.get(`/admin/mail/${name}`);
      expect(view.status(), name).toBe(404);
      const raw = await page.request.get(`/admin/mail/${name}?download`);
      expect(raw.status(), name).toBe(404);
      expect(await raw.text()).not.toContain("dependencies");
    }
  });

  test("Retry answers in words when there is nothing to retry, and refuses an action the screen does not have", async ({ page }) => {
    await adminSession(page);
    // A message that is not failed (or no longer exists): 409 and the reason, for the whole form.
    const answer = await page.request.post("/admin/mail", { form: { intent: "retry", id: "00000000-0000-4000-8000-000000000000" }, maxRedirects: 0 });
    expect(answer.status()).toBe(409);
    expect(await answer.text()).toContain("This message is not failed (any more): nothing to retry.");
    // An action the screen does not have.
    const unknown = await page.request.post("/admin/mail", { form: { intent: "explode", id: "x" }, maxRedirects: 0 });
    expect(unknown.status()).toBe(400);
  });

  test("refuses anonymous visitors, even for a download", async ({ page }) => {
    await page.goto("/admin/mail");
    await expect(page).toHaveURL(/\/admin\/login/);
    const raw = await page.request.get("/admin/mail/2026-01-01T00-00-00-000Z-00000000.eml?download", { maxRedirects: 0 });
    expect(raw.status()).toBe(302);
  });
});
