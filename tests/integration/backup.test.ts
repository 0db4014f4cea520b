import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations.
import S3rver from "s3rver";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteFingerprint, type BackupManifest } from "../../app/platform/backup.server.ts";
import type { DatabaseKind } from "../../app/platform/db.server.ts";
import { createLocalStorage, createS3Storage, type Storage } from "../../app/platform/storage.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { LONG_TESTS, printSeedOnFailure, sample } from "../support/long-tests.ts";
import { postgresAdminUrl } from "../support/postgres.ts";
import { serverDatabase, type ServerDatabase } from "../support/server-database.ts";
import { runNode, startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The operator's commands of issue 18, run as an operator runs them (the
 * scripts, against the production build's server): a site with the demo
 * content backed up while it runs, restored elsewhere, and compared table by
 * table and file by file; on the embedded database and PostgreSQL, on local
 * files and an S3 bucket (s3rver on loopback). Each database with each storage
 * under `npm run test:long`; every `npm test`, a sample (backupMatrix).
 */
const ADMIN = { email: "keeper@example.com", password: "Backed-Up-Monaco-1975" };
const S3_KEYS = { S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_REGION: "us-east-1" };
const folders: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Endpoint = "";
let buckets = 0;

function folder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

beforeAll(async () => {
  const directory = folder("ecurie-backup-s3-");
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: Array.from({ length: 8 }, (_, index) => ({ name: `site-${index}` })) });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await s3?.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site's places: its data folder, its database, and its files' storage (a bucket of its own on S3). */
interface Site {
  env: Record<string, string>;
  dataDir: string;
  database: ServerDatabase;
  storage(): Storage;
}

/** A restore's target begins empty; a source on local files starts from the prepared site (its pictures are in its folder, not in a bucket). */
async function newSite(kind: DatabaseKind, files: "local" | "s3", label: string): Promise<Site> {
  const dataDir = folder(`ecurie-backup-${label}-`);
  const start = files === "local" && label.endsWith("source") ? "prepared" : "empty";
  const database = await serverDatabase(kind, dataDir, `ecurie_backup_${label.replaceAll("-", "_")}`, { start });
  cleanups.push(() => database.drop());
  const bucket = files === "s3" ? `site-${buckets++}` : undefined;
  const env = { DATA_DIR: dataDir, ...database.env, ...(bucket ? { S3_ENDPOINT: s3Endpoint, S3_BUCKET: bucket, ...S3_KEYS } : {}) };
  return {
    env,
    dataDir,
    database,
    storage: () =>
      bucket
        ? createS3Storage({ endpoint: s3Endpoint, region: "us-east-1", bucket, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true })
        : createLocalStorage(path.join(dataDir, "uploads")),
  };
}

/** Every table (rows and digest) and every file (SHA-256) of a stopped site. */
async function fingerprint(site: Site): Promise<{ tables: Record<string, { rows: number; digest: string }>; files: Record<string, string> }> {
  const handle = await site.database.open("backup test");
  let tables;
  try {
    tables = await siteFingerprint(handle.db);
  } finally {
    await handle.close();
  }
  const files: Record<string, string> = {};
  const storage = site.storage();
  for await (const object of storage.list()) {
    const stored = await storage.get(object.key);
    files[object.key] = crypto.createHash("sha256").update(Buffer.from(await new Response(stored!.body).arrayBuffer())).digest("hex");
  }
  return { tables, files };
}

function run(script: string, env: Record<string, string>, ...args: string[]) {
  return runNode([`scripts/${script}.ts`, ...args], { LOG_LEVEL: "warn", ...env });
}

const archivesOf = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, "backups")) ? fs.readdirSync(path.join(dataDir, "backups")).filter((name) => name.endsWith(".tar.gz")).map((name) => path.join(dataDir, "backups", name)) : [];

async function signIn(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, { method: "POST", headers: { "Content-Type": "application/json", Origin: server.url }, body: JSON.stringify(ADMIN) });
  return response.status;
}

/** A public page's text as a visitor reads it (the per-response nonce and request id aside). */
async function pageText(server: RunningServer, pathname: string): Promise<string> {
  const response = await fetch(server.url + pathname);
  expect(response.status, pathname).toBe(200);
  return (await response.text()).replace(/nonce="[^"]*"/g, "");
}

const STORAGES = ["local", "s3"] as const;
const TIMEOUT = { timeout: 300_000 };
printSeedOnFailure("tests/integration/backup.test.ts");

/**
 * The matrix of databases and file storages. `npm run test:long` runs all of it; every
 * `npm test` runs each database once and each storage once, which database gets which
 * storage drawn from the run's seed.
 */
function backupMatrix(): Array<[DatabaseKind, (typeof STORAGES)[number]]> {
  const kinds = testDatabaseKinds();
  if (LONG_TESTS) return kinds.flatMap((kind) => STORAGES.map((files) => [kind, files] as [DatabaseKind, (typeof STORAGES)[number]]));
  const storages = sample(STORAGES, STORAGES.length);
  return kinds.map((kind, index) => [kind, storages[index % storages.length]!]);
}

describe.each(backupMatrix())("backup and restore on %s", (kind, files) => {
  describe(`with ${files} files`, () => {
    let source: Site;
    let archive = "";

    beforeAll(async () => {
      source = await newSite(kind, files, `${kind}-${files}-source`);
      // The demo content (its images made at the first start) and the first admin.
      const server = await startServer({ ...source.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: "1" });
      try {
        const response = await fetch(`${server.url}/?index`, { method: "POST", headers: { Origin: server.url }, body: new URLSearchParams({ email: "before-backup@example.com" }) });
        expect(response.status).toBe(200);
        // Taken while the site runs: on the embedded database the server itself writes it (its control socket).
        const backup = await run("backup", source.env);
        expect(backup.output, backup.output).toMatch(kind === "pglite" ? /^Backup written by the running server: / : /^Backup written: /);
        expect(backup.code).toBe(0);
      } finally {
        await server.stop();
      }
      archive = archivesOf(source.dataDir)[0] ?? "";
      expect(archive).toMatch(/ecurie-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    }, 300_000);

    it("writes a manifest with the schema, counts and a checksum of every entry", TIMEOUT, async () => {
      const entries: string[] = [];
      await tar.list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
      expect(entries[0]).toBe("manifest.json");
      const dir = folder("ecurie-backup-manifest-");
      await tar.extract({ file: archive, cwd: dir, filter: (entry) => entry === "manifest.json" });
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as BackupManifest;
      const journal = JSON.parse(fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
      expect(manifest.database).toMatchObject({ kind, migrations: journal.entries.length, lastMigration: journal.entries.at(-1)!.tag });
      expect(manifest.app.name).toBe("ecurie-historique");
      expect(manifest.database.tables.newsletter_subscribers!.rows).toBeGreaterThan(0);
      expect(manifest.files.storage).toBe(files);
      expect(manifest.files.count).toBeGreaterThan(10);
      expect(manifest.authSecret).toEqual({ source: "archive" });
      expect(new Set(Object.keys(manifest.checksums))).toEqual(new Set(entries.filter((entry) => !entry.endsWith("/") && entry !== "manifest.json")));
    });

    it("restores into an empty site: every table and file equal, the same pages, the same admin", TIMEOUT, async () => {
      const target = await newSite(kind, files, `${kind}-${files}-target`);
      const restore = await run("restore", target.env, archive);
      expect(restore.output).toContain("Archive checked:");
      expect(restore.output).toMatch(/Restored into .* in [\d.]+ s:/);
      expect(restore.code, restore.output).toBe(0);

      const [before, after] = [await fingerprint(source), await fingerprint(target)];
      expect(Object.keys(after.tables).length).toBeGreaterThan(25);
      expect(after.tables).toEqual(before.tables);
      expect(Object.keys(after.files).length).toBeGreaterThan(10);
      expect(after.files).toEqual(before.files);

      // The restored site serves what the first one did, and its admin signs in with the same password.
      const [original, restored] = [await startServer({ ...source.env, SEED_DEMO: "0" }), await startServer({ ...target.env, SEED_DEMO: "0" })];
      try {
        for (const pathname of ["/", "/collection", "/news", "/fr/galerie"]) expect(await pageText(restored, pathname)).toBe(await pageText(original, pathname));
        expect(await signIn(restored)).toBe(200);
      } finally {
        await Promise.all([original.stop(), restored.stop()]);
      }

      // A second restore onto the now full site is refused, and changes nothing.
      const full = await fingerprint(target);
      const again = await run("restore", target.env, archive);
      expect(again.code).toBe(1);
      expect(again.output).toContain("Nothing was restored:");
      expect(await fingerprint(target)).toEqual(full);
    });
  });
});

describe("an archive that is damaged", () => {
  it("is refused before anything is touched, naming the entry", TIMEOUT, async () => {
    const source = await newSite("pglite", "local", "damaged-source");
    const server = await startServer({ ...source.env, SEED_DEMO: "1" });
    await server.stop();
    expect((await run("backup", source.env)).code).toBe(0);
    const [archive] = archivesOf(source.dataDir);
    // One row changed inside, the archive rebuilt around it: a whole tar, a wrong checksum.
    const dir = folder("ecurie-backup-damaged-");
    await tar.extract({ file: archive!, cwd: dir });
    const table = path.join(dir, "database", "historic_f1_cars.ndjson");
    fs.writeFileSync(table, fs.readFileSync(table, "utf8").replace(/"name":"[^"]*"/, '"name":"Forged"'));
    const damaged = path.join(dir, "..", `${path.basename(dir)}.tar.gz`);
    folders.push(damaged);
    await tar.create({ gzip: true, file: damaged, cwd: dir }, fs.readdirSync(dir));

    const target = await newSite("pglite", "local", "damaged-target");
    const restore = await run("restore", target.env, damaged);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain("is damaged; nothing was restored:");
    expect(restore.output).toContain("database/historic_f1_cars.ndjson does not match its checksum");
    expect(fs.existsSync(path.join(target.dataDir, "pglite"))).toBe(false);
  });
});

describe("a site moved from the embedded database to PostgreSQL", () => {
  it.runIf(postgresAdminUrl())("with its files to a bucket: every table and file equal, the same pages served from PostgreSQL", TIMEOUT, async () => {
    const embedded = await newSite("pglite", "local", "move-source");
    const server = await startServer({ ...embedded.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: "1" });
    await fetch(`${server.url}/contact`, { method: "POST", headers: { Origin: server.url }, body: new URLSearchParams({ name: "Before The Move", email: "move@example.com", subject: "other", message: "Written on the embedded database." }) });
    await server.stop();

    // The PostgreSQL database and the bucket of a new site; the data folder stays the embedded site's.
    const destination = await newSite("postgres", "s3", "move-target");
    const moveEnv = { ...destination.env, DATA_DIR: embedded.dataDir };
    const move = await run("db-move-to-postgres", moveEnv, "--files-to-s3");
    expect(move.output).toMatch(/1\. The embedded database, read and kept as an archive: .*ecurie-backup-/);
    expect(move.output).toMatch(/2\. Loaded into PostgreSQL in [\d.]+ s: \d+ tables, \d+ rows; every table's rows match the embedded database's\./);
    expect(move.output).toMatch(/3\. \d+ files copied to the bucket site-\d+\./);
    expect(move.code, move.output).toBe(0);

    const [before, after] = [await fingerprint(embedded), await fingerprint(destination)];
    expect(after.tables).toEqual(before.tables);
    expect(Object.keys(after.files).length).toBeGreaterThan(10);
    expect(after.files).toEqual(before.files);

    // The same site, served from PostgreSQL and the bucket.
    const [original, moved] = [await startServer({ ...embedded.env, SEED_DEMO: "0" }), await startServer({ ...moveEnv, SEED_DEMO: "0" })];
    try {
      expect(moved.output()).toMatch(/"database":"postgres","storage":"s3"/);
      for (const pathname of ["/", "/collection", "/news", "/fr/galerie"]) expect(await pageText(moved, pathname)).toBe(await pageText(original, pathname));
      expect(await signIn(moved)).toBe(200);
    } finally {
      await Promise.all([original.stop(), moved.stop()]);
    }

    // Done twice, the move finds its destination full and changes nothing there.
    const full = await fingerprint(destination);
    const again = await run("db-move-to-postgres", moveEnv, "--files-to-s3");
    expect(again.code).toBe(1);
    expect(again.output).toContain("The database at DATABASE_URL holds rows already: the move needs an empty one. Nothing was changed.");
    expect(await fingerprint(destination)).toEqual(full);
  });
});

/** The JSON lines of one table in an archive. */
async function archivedRows(archive: string, table: string): Promise<Array<Record<string, unknown>>> {
  const dir = folder("ecurie-backup-rows-");
  await tar.extract({ file: archive, cwd: dir, filter: (entry) => entry === `database/${table}.ndjson` });
  const file = path.join(dir, "database", `${table}.ndjson`);
  if (!fs.existsSync(file)) return [];
  return fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Resolves once the clock has passed into the next second (archive names carry the second). */
async function untilNextSecond(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === second) await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
}

describe.each(testDatabaseKinds())("a backup taken while visitors subscribe, on %s", (kind) => {
  it("holds each subscription whole (its subscriber, consent and e-mail) or not at all", TIMEOUT, async () => {
    const site = await newSite(kind, "local", `${kind}-busy`);
    const server = await startServer({ ...site.env, SEED_DEMO: "0", FORM_LIMIT_PER_IP: "1000000", FORM_LIMIT_PER_ADDRESS: "1000000" });
    let writing = true;
    let acknowledged = 0;
    let serial = 0;
    const clients = Array.from({ length: 20 }, async () => {
      while (writing) {
        const email = `busy-${serial++}@example.com`;
        const response = await fetch(`${server.url}/?index`, { method: "POST", headers: { Origin: server.url }, body: new URLSearchParams({ email }) });
        await response.arrayBuffer();
        if (response.status === 200) acknowledged++;
      }
    });
    const archives: string[] = [];
    try {
      // The backups start once visitors are subscribing.
      await vi.waitFor(() => expect(acknowledged).toBeGreaterThanOrEqual(20), { timeout: 30_000, interval: 20 });
      for (let round = 0; round < 3; round++) {
        const backup = await run("backup", site.env);
        expect(backup.code, backup.output).toBe(0);
        archives.push(backup.output.match(/(\/\S+\.tar\.gz)/)![1]!);
        // One archive a second at most (the names carry the second): the next starts in the next second.
        await untilNextSecond();
      }
    } finally {
      writing = false;
      await Promise.all(clients);
      await server.stop();
    }
    expect(acknowledged).toBeGreaterThan(50);

    const seen: number[] = [];
    for (const archive of archives) {
      const subscribers = (await archivedRows(archive, "newsletter_subscribers")).filter((row) => String(row.email).startsWith("busy-"));
      const ids = new Set(subscribers.map((row) => row.id));
      const consents = (await archivedRows(archive, "newsletter_consents")).filter((row) => ids.has(row.subscriber_id));
      const mails = (await archivedRows(archive, "mail_outbox")).filter((row) => String(row.to_address).startsWith("busy-"));
      // Every subscription in the archive is whole: one consent and one welcome e-mail each, and no part of one without its subscriber.
      expect(consents.length, archive).toBe(subscribers.length);
      expect(new Set(consents.map((row) => row.subscriber_id))).toEqual(ids);
      expect(mails.map((row) => row.to_address).sort(), archive).toEqual(subscribers.map((row) => row.email).sort());
      seen.push(subscribers.length);
    }
    // Taken while the writes went on: each archive holds more subscriptions than the one before.
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[1]).toBeGreaterThan(seen[0]!);
    expect(seen[2]).toBeGreaterThan(seen[1]!);
  });
});
