import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test.ts";
import * as tar from "tar";
import { E2E_DATA_DIR } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";

/**
 * The admin's system page (issue 18): the figures an operator checks first,
 * and its two actions, "Take a backup now" (a real archive in the data
 * folder's backups) and "Retry the failed e-mails".
 */
const onPostgres = Boolean(process.env.E2E_DATABASE_URL);
const backups = path.join(E2E_DATA_DIR, "backups");
/** One panel of the page, by its heading. */
const panel = (page: Page, title: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
const archives = () => (fs.existsSync(backups) ? fs.readdirSync(backups).filter((name) => name.endsWith(".tar.gz")) : []);

test.describe("admin system page", () => {
  test.describe.configure({ timeout: 60_000 });

  test("shows what runs, on what, how full, what waits, and the last backup", async ({ page }) => {
    await adminSession(page);
    await page.getByRole("link", { name: "System", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/system$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("System");
    const version = JSON.parse(fs.readFileSync("package.json", "utf8")).version as string;
    const application = panel(page, "Application");
    await expect(application.getByRole("definition").first()).toHaveText(version);
    await expect(application).toContainText(/Running since.+ \((\d+ h \d+ min|\d+ d \d+ h)\)/);
    const database = panel(page, "Database");
    await expect(database).toContainText(onPostgres ? "PostgreSQL (DATABASE_URL)" : "Embedded (PGlite, in the data folder)");
    await expect(database).toContainText(/Up to date: \d+ migrations, the last \d{4}_[a-z_]+/);
    await expect(database).toContainText(/Size\s*[\d.]+ (kB|MB|GB)/);
    // What /healthz checks and keeps from anonymous callers is here, for the admin.
    await expect(database).toContainText(/Check\s*Answers \(\d+ ms\)/);
    const files = panel(page, "Files");
    await expect(files).toContainText("The data folder (uploads)");
    await expect(files).toContainText(/[1-9]\d* files, [\d.]+ (kB|MB|GB)/);
    await expect(files).toContainText(/Check\s*Answers \(\d+ ms\)/);
    const mail = panel(page, "E-mail");
    await expect(mail).toContainText("Written as .eml files (no SMTP_URL)");
    await expect(mail).toContainText(/Check\s*Answers \(\d+ ms\)/);
    await expect(page.getByTestId("mail-queue")).toContainText(/\d+ waiting, 0 failed/);
    // Nothing has failed: no button to retry.
    await expect(page.getByRole("button", { name: "Retry the failed e-mails" })).toHaveCount(0);
    await expect(panel(page, "Backups")).toContainText("None (BACKUP_SCHEDULE is not set)");
    await expectNoSeriousA11yViolations(page);
  });

  test("Take a backup now writes an archive and shows it as the last backup", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/system");
    const before = archives();
    // The archive (every table and picture) is written before the answer: wait for the answer, however long it takes.
    const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/system"), { timeout: 60_000 });
    await page.getByRole("button", { name: "Take a backup now" }).click();
    expect((await answered).ok()).toBe(true);
    const notice = page.getByRole("status").filter({ hasText: "Backup written:" });
    await expect(notice).toHaveText(/^Backup written: ecurie-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz \([\d.]+ (kB|MB)\)\.$/);
    const name = (await notice.textContent())!.match(/ecurie-backup-[^ ]+\.tar\.gz/)![0];
    expect(archives()).toEqual([...before, name].sort());
    expect(fs.statSync(path.join(backups, name)).size).toBeGreaterThan(10_000);
    await expect(page.getByTestId("last-backup")).toContainText(name);
    // The archive is the real thing: its manifest comes first, naming this database and its rows.
    const entries: string[] = [];
    await tar.list({ file: path.join(backups, name), onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries[0]).toBe("manifest.json");
    expect(entries).toContain("database/historic_f1_cars.ndjson");
    const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-e2e-archive-"));
    await tar.extract({ file: path.join(backups, name), cwd: unpacked, filter: (entry) => entry === "manifest.json" });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, "manifest.json"), "utf8")) as { database: { kind: string; tables: Record<string, { rows: number }> } };
    fs.rmSync(unpacked, { recursive: true, force: true });
    expect(manifest.database.kind).toBe(onPostgres ? "postgres" : "pglite");
    expect(manifest.database.tables.historic_f1_cars!.rows).toBeGreaterThan(0);
  });

  test("Retry the failed e-mails says so when none has failed, and the page refuses actions it does not have", async ({ page }) => {
    await adminSession(page);
    const answer = await page.request.post("/admin/system", { form: { intent: "retry-failed" }, maxRedirects: 0 });
    expect(answer.status()).toBe(409);
    expect(await answer.text()).toContain("No e-mail has failed: nothing to retry.");
    const unknown = await page.request.post("/admin/system", { form: { intent: "explode" }, maxRedirects: 0 });
    expect(unknown.status()).toBe(400);
  });
});
