import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { executeRows, type Database, type DatabaseKind } from "./db.server.ts";
import type { Env } from "./env.server.ts";
import { projectRoot } from "./project-root.server.ts";
import type { Services } from "./services.server.ts";
import { appVersion } from "./version.server.ts";
import { contentTypeFor, type Storage } from "./storage.server.ts";

/**
 * One archive of everything a site needs (issue 18): its database as rows
 * (one JSON line per row, table by table, read in one snapshot), its stored
 * files, and the key its sessions and two-factor secrets are sealed with
 * when the site made that key itself. A manifest says what is inside, with
 * counts and a SHA-256 of every entry.
 *
 * Rows rather than a database's own files: the same archive restores into
 * the embedded database or into PostgreSQL, whichever major version (that is
 * how a site moves to PostgreSQL, db-move.server.ts), and an archive of an
 * older schema is loaded at its own schema, then migrated.
 */
export const BACKUP_FORMAT = 1;
const ARCHIVE_PREFIX = "ecurie-backup-";

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  app: { name: string; version: string; commit: string | null };
  database: {
    kind: DatabaseKind;
    /** How many migrations of drizzle/ the database had applied, and the last one's name. */
    migrations: number;
    lastMigration: string | null;
    /** Rows per table, and a digest of each table's rows (the same on any database holding them). */
    tables: Record<string, { rows: number; digest: string }>;
  };
  files: { storage: Storage["kind"]; count: number; bytes: number };
  /** AUTH_SECRET: "archive" when the site's own generated key is in the archive, "environment" when the operator sets it (then its SHA-256 prefix). */
  authSecret: { source: "archive" } | { source: "environment"; fingerprint: string } | { source: "none" };
  /** SHA-256 (hex) of every entry but the manifest, by its path in the archive. */
  checksums: Record<string, string>;
}

export interface BackupSource {
  db: Database;
  databaseKind: DatabaseKind;
  storage: Storage;
  dataDir: string;
  /** AUTH_SECRET when the environment sets it. */
  configuredAuthSecret?: string | undefined;
  /** GIT_COMMIT when the environment sets it. */
  configuredCommit?: string | undefined;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  ms: number;
}

/** The tables of the site (schema public), in an order where every table comes after those it references. */
export async function siteTables(db: Database): Promise<string[]> {
  const tables = (await executeRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)).map((row) => row.name);
  const references = await executeRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`the tables' foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Rows and digest of a table: the digest hashes every row's text form in order, so two databases holding the same rows agree. */
export async function tableSummary(db: Database, table: string): Promise<{ rows: number; digest: string }> {
  const [row] = await executeRows<{ rows: string; digest: string | null }>(
    db,
    sql`select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(table)} t`,
  );
  return { rows: Number(row!.rows), digest: row!.digest ?? "" };
}

/** Every table's rows and digest, read in one snapshot with dates in UTC: two databases holding the same rows give the same. */
export async function siteFingerprint(db: Database): Promise<Record<string, { rows: number; digest: string }>> {
  return db.transaction(
    async (tx) => {
      const snapshot: Database = tx;
      await snapshot.execute(sql`set local timezone = 'UTC'`);
      const tables: Record<string, { rows: number; digest: string }> = {};
      for (const table of await siteTables(snapshot)) tables[table] = await tableSummary(snapshot, table);
      return tables;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** How many migrations the database has applied, and the name of the last (from drizzle/meta/_journal.json). */
export async function appliedMigrations(db: Database): Promise<{ count: number; last: string | null }> {
  const exists = await executeRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists[0]?.present) return { count: 0, last: null };
  const [row] = await executeRows<{ count: string; last: string | null }>(db, sql`select count(*)::text as count, max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const journal = readJournal();
  const last = journal.find((entry) => String(entry.when) === row!.last)?.tag ?? null;
  return { count: Number(row!.count), last };
}

/** The migrations this version of the site ships (drizzle/): how many, and the last one's name. */
export function knownMigrations(): { count: number; last: string | null } {
  const journal = readJournal();
  return { count: journal.length, last: journal.at(-1)?.tag ?? null };
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function readJournal(folder = path.join(projectRoot(), "drizzle")): JournalEntry[] {
  return (JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] }).entries;
}

/** The migrations folder cut to its first `count` migrations: an archive's rows are loaded into the schema they were read from. */
export function migrationsUpTo(count: number, into: string): string {
  const source = path.join(projectRoot(), "drizzle");
  const journal = JSON.parse(fs.readFileSync(path.join(source, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  if (count > journal.entries.length) throw new BackupError(`the archive's schema (${count} migrations) is newer than this version of the site (${journal.entries.length}): restore it with that version or a later one`);
  fs.mkdirSync(path.join(into, "meta"), { recursive: true });
  const kept = journal.entries.slice(0, count);
  for (const entry of kept) fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(into, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  return into;
}

function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash("sha256");
    fs.createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}

export function archiveName(date = new Date()): string {
  return `${ARCHIVE_PREFIX}${date.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-")}.tar.gz`;
}

/** The archives of a folder, newest first. */
export function listArchives(dir: string): Array<{ file: string; bytes: number; createdAt: Date }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(".tar.gz"))
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return { file: path.join(dir, name), bytes: stat.size, createdAt: stat.mtime };
    })
    .sort((a, b) => b.file.localeCompare(a.file));
}

/**
 * Writes an archive into `outDir` while the site runs. The rows are read in
 * one read-only, repeatable-read transaction: every table as of one instant,
 * whatever is written meanwhile. Files are listed after that instant, and a
 * file is written before the row naming it, so every file the snapshot's
 * content names is there; a file added since is kept too, harmlessly. (An
 * unused image being purged at that instant loses its files before its row:
 * the restored site's next purge removes that row, decision 020.)
 */
export async function createBackup(source: BackupSource, outDir: string): Promise<BackupResult> {
  const started = performance.now();
  fs.mkdirSync(outDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-backup-"));
  try {
    const checksums: Record<string, string> = {};
    fs.mkdirSync(path.join(staging, "database"));
    const database = await source.db.transaction(
      async (tx) => {
        const db: Database = tx;
        // Text forms of dates in one zone, whatever the server's: digests compare across databases.
        await db.execute(sql`set local timezone = 'UTC'`);
        const tables: BackupManifest["database"]["tables"] = {};
        for (const table of await siteTables(db)) {
          const entry = `database/${table}.ndjson`;
          checksums[entry] = await dumpTable(db, table, path.join(staging, entry));
          tables[table] = await tableSummary(db, table);
        }
        const migrations = await appliedMigrations(db);
        return { kind: source.databaseKind, migrations: migrations.count, lastMigration: migrations.last, tables };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    let count = 0;
    let bytes = 0;
    for await (const object of source.storage.list()) {
      const entry = `files/${object.key}`;
      const target = path.join(staging, ...entry.split("/"));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const stored = await source.storage.get(object.key);
      // Removed since it was listed (a purge of the trash): no row of the snapshot can name it.
      if (!stored) continue;
      await pipeline(stored.body, fs.createWriteStream(target));
      checksums[entry] = await sha256File(target);
      count++;
      bytes += fs.statSync(target).size;
    }

    let authSecret: BackupManifest["authSecret"] = { source: "none" };
    if (source.configuredAuthSecret) {
      authSecret = { source: "environment", fingerprint: secretFingerprint(source.configuredAuthSecret) };
    } else if (fs.existsSync(path.join(source.dataDir, "auth-secret"))) {
      fs.mkdirSync(path.join(staging, "settings"));
      fs.copyFileSync(path.join(source.dataDir, "auth-secret"), path.join(staging, "settings", "auth-secret"));
      fs.chmodSync(path.join(staging, "settings", "auth-secret"), 0o600);
      checksums["settings/auth-secret"] = await sha256File(path.join(staging, "settings", "auth-secret"));
      authSecret = { source: "archive" };
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      app: appVersion(source.configuredCommit),
      database,
      files: { storage: source.storage.kind, count, bytes },
      authSecret,
      checksums,
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));

    // Written aside, then renamed: an archive in outDir is always whole.
    const file = path.join(outDir, archiveName(new Date(manifest.createdAt)));
    const partial = `${file}.partial`;
    const entries = fs.readdirSync(staging).sort((a, b) => (a === "manifest.json" ? -1 : b === "manifest.json" ? 1 : a.localeCompare(b)));
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 } as tar.TarOptionsWithAliasesAsyncFile, entries);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, manifest, ms: Math.round(performance.now() - started) };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export function secretFingerprint(secret: string): string {
  return crypto.createHash("sha256").update(secret).digest("hex").slice(0, 16);
}

/** Writes a table's rows as JSON lines through a cursor (a large table never sits in memory whole); returns the file's SHA-256. */
async function dumpTable(db: Database, table: string, file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  const out = fs.createWriteStream(file);
  const cursor = `backup_${crypto.randomBytes(4).toString("hex")}`;
  await db.execute(sql`declare ${sql.identifier(cursor)} no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t`);
  try {
    for (;;) {
      const rows = await executeRows<{ line: string }>(db, sql`fetch forward 500 from ${sql.identifier(cursor)}`);
      if (rows.length === 0) break;
      const chunk = rows.map((row) => row.line + "\n").join("");
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
  } finally {
    await db.execute(sql`close ${sql.identifier(cursor)}`);
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return hash.digest("hex");
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** Extracts an archive into a new folder and checks every entry against the manifest's checksums before anything is restored. */
export async function openArchive(file: string): Promise<{ dir: string; manifest: BackupManifest; close(): void }> {
  if (!fs.existsSync(file)) throw new BackupError(`${file}: no such archive`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-restore-"));
  const close = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await tar.extract({ file, cwd: dir, strict: true, preservePaths: false });
    const manifestFile = path.join(dir, "manifest.json");
    if (!fs.existsSync(manifestFile)) throw new BackupError(`${file} has no manifest.json: not an archive of this site`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is an archive of format ${String(manifest.format)}; this version reads format ${BACKUP_FORMAT}`);
    const found = new Set<string>();
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      if (relative !== "manifest.json") found.add(relative);
    }
    const problems: string[] = [];
    for (const [entry, expected] of Object.entries(manifest.checksums)) {
      if (!found.has(entry)) problems.push(`${entry} is missing`);
      else if ((await sha256File(path.join(dir, ...entry.split("/")))) !== expected) problems.push(`${entry} does not match its checksum`);
      found.delete(entry);
    }
    for (const extra of found) problems.push(`${extra} is not in the manifest`);
    if (problems.length) throw new BackupError(`${file} is damaged; nothing was restored:\n- ${problems.slice(0, 20).join("\n- ")}${problems.length > 20 ? `\n- and ${problems.length - 20} more` : ""}`);
    return { dir, manifest, close };
  } catch (error) {
    close();
    throw error;
  }
}

export interface RestoreTarget {
  db: Database;
  storage: Storage;
  dataDir: string;
  /** Brings the database to the schema of a migrations folder. */
  migrate(migrationsFolder: string): Promise<void>;
  configuredAuthSecret?: string | undefined;
}

export interface RestoreReport {
  tables: Record<string, number>;
  files: number;
  /** The archive's schema, and the migrations applied on top of it. */
  migratedFrom: number;
  migratedTo: number;
  authSecret: string;
  ms: number;
}

/** True when the site's tables hold no row (the migrations' own bookkeeping aside), or no table exists yet. */
export async function databaseIsEmpty(db: Database): Promise<boolean> {
  for (const table of await siteTables(db)) {
    const [row] = await executeRows<{ any: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(table)}) as any`);
    if (row?.any) return false;
  }
  return true;
}

export async function storageIsEmpty(storage: Storage): Promise<boolean> {
  for await (const object of storage.list()) {
    void object;
    return false;
  }
  return true;
}

/**
 * Loads an opened archive into an empty database and storage (with `force`,
 * the database's rows are replaced and files of the same name overwritten;
 * other files stay): the schema the archive was read from, its rows
 * table by table in one transaction, then the migrations that came after,
 * then its files. The counts are checked against the manifest.
 */
export async function restoreArchive(
  archive: { dir: string; manifest: BackupManifest },
  target: RestoreTarget,
  /** files: false leaves the archive's files out (a move to PostgreSQL that keeps the same uploads folder). */
  options: { force?: boolean; files?: boolean } = {},
): Promise<RestoreReport> {
  const started = performance.now();
  const { manifest, dir } = archive;
  const schemaDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-restore-schema-"));
  try {
    const current = await appliedMigrations(target.db);
    if (current.count > manifest.database.migrations) {
      // The archive's rows go into the archive's schema: a newer one (empty, or replaced with --force) is taken down first.
      if (!options.force && !(await databaseIsEmpty(target.db))) {
        throw new BackupError(`the target database holds rows at a newer schema (${current.count} migrations) than the archive (${manifest.database.migrations}): restore into an empty database, or add --force to replace it`);
      }
      await dropSiteSchema(target.db);
    }
    await target.migrate(migrationsUpTo(manifest.database.migrations, schemaDir));
    const tables = await siteTables(target.db);
    const missing = Object.keys(manifest.database.tables).filter((table) => !tables.includes(table));
    if (missing.length) throw new BackupError(`the archive holds tables this schema does not have: ${missing.join(", ")}`);

    const restored: Record<string, number> = {};
    await target.db.transaction(async (tx) => {
      const db: Database = tx;
      await db.execute(sql`set local timezone = 'UTC'`);
      if (options.force) {
        for (const table of [...tables].reverse()) await db.execute(sql`delete from ${sql.identifier(table)}`);
      }
      for (const table of tables) {
        const expected = manifest.database.tables[table];
        if (!expected) continue;
        restored[table] = await loadTable(db, table, path.join(dir, "database", `${table}.ndjson`));
        if (restored[table] !== expected.rows) throw new BackupError(`${table}: ${restored[table]} rows loaded, the manifest says ${expected.rows}`);
        const summary = await tableSummary(db, table);
        if (summary.digest !== expected.digest) throw new BackupError(`${table}: the rows loaded differ from the rows backed up`);
      }
    });

    const migratedTo = readJournal().length;
    await target.migrate(path.join(projectRoot(), "drizzle"));

    let files = 0;
    const filesDir = path.join(dir, "files");
    if (options.files !== false && fs.existsSync(filesDir)) {
      for (const entry of fs.readdirSync(filesDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(filesDir, file).split(path.sep).join("/");
        await target.storage.putFile(key, file, contentTypeFor(key));
        files++;
      }
    }
    if (options.files !== false && files !== manifest.files.count) throw new BackupError(`${files} files restored, the manifest says ${manifest.files.count}`);

    let authSecret: string;
    if (manifest.authSecret.source === "archive") {
      const destination = path.join(target.dataDir, "auth-secret");
      fs.mkdirSync(target.dataDir, { recursive: true });
      if (target.configuredAuthSecret) {
        authSecret = "the archive's key was not used: AUTH_SECRET is set, and wins (sessions and two-factor set-ups of the archive need the archive's key)";
      } else {
        fs.copyFileSync(path.join(dir, "settings", "auth-secret"), destination);
        fs.chmodSync(destination, 0o600);
        authSecret = `the site's key restored to ${destination}`;
      }
    } else if (manifest.authSecret.source === "environment") {
      const same = target.configuredAuthSecret && secretFingerprint(target.configuredAuthSecret) === manifest.authSecret.fingerprint;
      authSecret = same ? "AUTH_SECRET is the one the archive was made with" : "set AUTH_SECRET to the value the archived site used: sessions and two-factor set-ups need it";
    } else {
      authSecret = "the archive holds no key";
    }
    return { tables: restored, files, migratedFrom: manifest.database.migrations, migratedTo, authSecret, ms: Math.round(performance.now() - started) };
  } finally {
    fs.rmSync(schemaDir, { recursive: true, force: true });
  }
}

/** Drops the site's tables and the migrations' bookkeeping (restore --force onto a newer schema). */
async function dropSiteSchema(db: Database): Promise<void> {
  for (const table of (await siteTables(db)).reverse()) await db.execute(sql`drop table ${sql.identifier(table)} cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
}

/** Inserts a table's JSON lines in batches, each batch one statement (json_populate_recordset maps every column by name). */
async function loadTable(db: Database, table: string, file: string): Promise<number> {
  if (!fs.existsSync(file)) return 0;
  const columns = await executeRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  const list = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  let count = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = `[${batch.join(",")}]`;
    await db.execute(sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${rows}::json)`);
    count += batch.length;
    batch = [];
  };
  let pending = "";
  for await (const chunk of fs.createReadStream(file, { encoding: "utf8" })) {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!line) continue;
      batch.push(line);
      if (batch.length >= 500) await flush();
    }
  }
  if (pending) batch.push(pending);
  await flush();
  return count;
}

/** Where archives go: BACKUP_DIR, else DATA_DIR/backups. */
export function backupDir(env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">): string {
  return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));
}

/** A backup of a running site's services into its BACKUP_DIR. */
export function backupSite(services: Pick<Services, "env" | "db" | "database" | "storage">): Promise<BackupResult> {
  return createBackup(
    {
      db: services.db,
      databaseKind: services.database.kind,
      storage: services.storage,
      dataDir: path.resolve(services.env.DATA_DIR),
      configuredAuthSecret: services.env.AUTH_SECRET,
      configuredCommit: services.env.GIT_COMMIT,
    },
    backupDir(services.env),
  );
}

/** One line saying what an archive holds. */
export function describeBackup(result: BackupResult): string {
  const rows = Object.values(result.manifest.database.tables).reduce((sum, table) => sum + table.rows, 0);
  const tables = Object.keys(result.manifest.database.tables).length;
  return `${result.file} (${formatBytes(result.bytes)}, ${(result.ms / 1000).toFixed(1)} s): ${tables} tables, ${rows} rows, ${result.manifest.files.count} files (${formatBytes(result.manifest.files.bytes)}), schema ${result.manifest.database.lastMigration ?? "none"}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
