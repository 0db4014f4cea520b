import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/mail.ts";
import { archiveName, knownMigrations } from "../../platform/backup.server.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { parseEnv } from "../../platform/env.server.ts";
import { createMailer } from "../../platform/mail.server.ts";
import { createLocalStorage } from "../../platform/storage.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { retryFailedMails } from "../mail/mutations.server.ts";
import { systemStatus } from "./queries.server.ts";

describe.each(testDatabaseKinds())("the system page's figures on %s", (kind) => {
  let database: DatabaseHandle;
  let dataDir: string;
  const status = () =>
    systemStatus({
      db: database.db,
      database,
      env: parseEnv({ DATA_DIR: dataDir, BACKUP_SCHEDULE: "03:30", BACKUP_KEEP: "9" }),
      storage: createLocalStorage(path.join(dataDir, "uploads")),
      mailer: createMailer({ from: "Écurie Vitesse <no-reply@localhost>", dataDir }),
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-system-"));
    const hourAgo = new Date(Date.now() - 3600_000);
    await database.db.insert(mailOutbox).values([
      { kind: "welcome", to_address: "waiting@example.com", subject: "Welcome", status: "pending", created_at: hourAgo },
      { kind: "welcome", to_address: "failed@example.com", subject: "Welcome", status: "failed", attempts: 8, last_error: "550 no such user" },
      { kind: "welcome", to_address: "sent@example.com", subject: "Welcome", status: "sent", sent_at: new Date() },
    ]);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("says the schema is up to date, the mail queue's counts and its oldest message", async () => {
    const figures = await status();
    const known = knownMigrations();
    expect(figures.database).toMatchObject({ kind, migrations: { applied: known.count, known: known.count, pending: 0, last: known.last } });
    // PostgreSQL says its size; the test's embedded database lives in memory, with no folder to measure.
    if (kind === "postgres") expect(figures.database.bytes).toBeGreaterThan(1_000_000);
    else expect(figures.database.bytes).toBeNull();
    expect(figures.mail.transport).toBe("outbox");
    expect(figures.mail.pending).toBe(1);
    expect(figures.mail.failed).toBe(1);
    expect(Date.now() - new Date(figures.mail.oldestPending!).getTime()).toBeGreaterThanOrEqual(3600_000 - 1000);
    expect(figures.app.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(figures.app.node).toBe(process.version);
  });

  it("says where e-mails go without SMTP_URL, from whom, and what /healthz checked, kinds and times included", async () => {
    const figures = await status();
    expect(figures.mail).toMatchObject({ transport: "outbox", outboxDir: path.join(dataDir, "mail"), from: "Écurie Vitesse <no-reply@localhost>", unusableSenderDomain: null });
    expect(figures.checks).toMatchObject({
      database: { ok: true, detail: kind === "pglite" ? "embedded PGlite" : "PostgreSQL" },
      storage: { ok: true, detail: "local folder" },
      mail: { ok: true, detail: ".eml outbox" },
    });
  });

  it("counts the stored files and names the newest archive of the backup folder", async () => {
    const storage = createLocalStorage(path.join(dataDir, "uploads"));
    await storage.put("images/a.webp", new Uint8Array(1000), "image/webp");
    await storage.put("images/b.webp", new Uint8Array(2000), "image/webp");
    fs.mkdirSync(path.join(dataDir, "backups"), { recursive: true });
    const older = archiveName(new Date("2026-11-25T03:30:00Z"));
    const newer = archiveName(new Date("2026-11-26T03:30:00Z"));
    fs.writeFileSync(path.join(dataDir, "backups", older), "x".repeat(10));
    fs.writeFileSync(path.join(dataDir, "backups", newer), "x".repeat(20));
    const figures = await status();
    expect(figures.storage).toEqual({ kind: "local", files: 2, bytes: 3000 });
    expect(figures.backups).toMatchObject({ dir: path.join(dataDir, "backups"), schedule: "03:30", keep: 9, count: 2, last: { name: newer, bytes: 20 } });
  });

  it("puts every failed e-mail back in the queue, due now, and only those", async () => {
    expect(await retryFailedMails(database.db)).toBe(1);
    expect(await retryFailedMails(database.db)).toBe(0);
    const figures = await status();
    expect(figures.mail).toMatchObject({ pending: 2, failed: 0 });
  });
});
