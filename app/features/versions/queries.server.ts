import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { diffArrays, diffWordsWithSpace, type ChangeObject } from "diff";
import { auditLog } from "../../db/schema/security.ts";
import { formatDate, formatEuro, formatParisDateTimeSeconds } from "../../lib/format.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import { FORMAT_LOCALE, type Translate } from "../../lib/i18n/index.ts";
import { isUuid } from "../../lib/ids.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import type { Database } from "../../platform/db.server.ts";
import { describeAction } from "../activity/queries.server.ts";
import { pageInfo, type PageInfo } from "../admin/schema.ts";
import { ORIGINAL_VERSION, plainLabel, versionPath, type DiffPart, type FieldComparison, type Snapshot, type VersionField, type VersionRow } from "./schema.ts";

/**
 * An item's history, read from the audit log: its versions newest first, one
 * version against the item as it is now. What a type brings (how to read it,
 * the fields a person compares) is its `VersionedReads`, registered in
 * mutations.server.ts; these functions take it as an argument.
 */

/** Server code's translate function (every catalogue): the admin's words and the activity log's. */
export type AdminTranslate = Translate;

/** What the history screens need to know of a versioned type. */
export interface VersionedReads {
  /** The audit log's target type ("car", "legal_page", "page"). */
  type: string;
  /** The fields a person compares, in the editor's order. A version holds all of them. */
  fields: readonly VersionField[];
  /** Whether an address can name one of these (a uuid, a legal page's key): anything else is a 404. */
  isId(id: string): boolean;
  /** The item as it is now, as JSON like a snapshot, and whether it is in the trash; null when it is gone for good. */
  current(db: Database, id: string): Promise<{ values: Snapshot; inTrash: boolean } | null>;
  /** What the item is called (the page's heading), from its current values. */
  nameOf(values: Snapshot, t: AdminTranslate, id: string): string;
  /** The item's editor, where a restore lands. */
  editorPath(id: string): string;
  /** A reason no version of the item can be restored (a sent edition), or null. */
  locked?(values: Snapshot): AdminMessageKey | null;
}

/** Dates as ISO strings, everything else as JSON has it: the same shape as the audit log's snapshots. */
export function toSnapshot(row: object): Snapshot {
  return JSON.parse(JSON.stringify(row)) as Snapshot;
}

/** A row of a content table with its trash state (the row is read even in the trash: its history still shows). */
export async function readRow(db: Database, table: PgTable, idColumn: PgColumn, deletedAt: PgColumn | null, id: string): Promise<{ values: Snapshot; inTrash: boolean } | null> {
  const rows = (await db.select().from(table).where(eq(idColumn, id)).limit(1)) as Record<string, unknown>[];
  const row = rows[0];
  if (!row) return null;
  return { values: toSnapshot(row), inTrash: deletedAt !== null && row[deletedAt.name] != null };
}

/** The reads of a type kept as one row per item under a uuid (most types): the row with its trash state, and its name from `nameField`. */
export function uuidRowReads(table: PgTable, idColumn: PgColumn, deletedAt: PgColumn, nameField: string): Pick<VersionedReads, "isId" | "current" | "nameOf"> {
  return {
    isId: isUuid,
    current: (db, id) => readRow(db, table, idColumn, deletedAt, id),
    nameOf: (values) => String(values[nameField] ?? ""),
  };
}

// ---------------------------------------------------------------------------
// A value as text, and two values compared

/** "Nov 20, 2026, 9:14:05 AM" / "20 nov. 2026, 09:14:05", Paris time: to the second, two saves a minute apart stay apart. */
export function formatVersionTime(value: Date | string, t: { locale: AdminTranslate["locale"] }): string {
  return formatParisDateTimeSeconds(value, FORMAT_LOCALE[t.locale]);
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0) || (typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/** A stored value as a person reads it, in the admin's language. */
export function fieldText(field: VersionField, value: unknown, t: AdminTranslate): string {
  const shown = field.show && !isEmpty(value) ? field.show(value, t) : null;
  if (shown !== null) return shown;
  if (isEmpty(value)) return t("activity.value.empty");
  const tag = FORMAT_LOCALE[t.locale];
  switch (field.kind ?? "text") {
    case "boolean":
      return value ? t("activity.value.yes") : t("activity.value.no");
    case "money":
      return Number.isFinite(Number(value)) ? formatEuro(String(value), tag) : String(value);
    case "date":
      return typeof value === "string" ? formatDate(value, tag) : String(value);
    case "datetime":
      return typeof value === "string" ? formatParisDateTime(value, tag) : String(value);
    case "list":
      return (Array.isArray(value) ? value : [value]).map(String).join("\n");
    case "json":
      return JSON.stringify(value, null, 2);
    case "pairs":
      return typeof value === "object" && value !== null
        ? Object.entries(value)
            .map(([name, text]) => `${name}: ${String(text)}`)
            .join("\n")
        : String(value);
    default:
      return typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}

const lineKinds = new Set(["list", "pairs", "json"]);
const wordKinds = new Set(["text", "long"]);

/** Gives up on a diff that would take longer (two unrelated long texts): both sides are then marked whole. */
const DIFF_TIMEOUT_MS = 1000;

function whole(version: string, current: string): { version: DiffPart[]; current: DiffPart[] } {
  return { version: [{ text: version, changed: true }], current: [{ text: current, changed: true }] };
}

/** Each side of a diff: what it shares with the other, and what only it has (marked). */
function sides<T>(changes: ChangeObject<T>[] | undefined, text: (value: T) => string) {
  if (!changes) return null;
  const version: DiffPart[] = [];
  const current: DiffPart[] = [];
  // Neighbouring parts of the same kind read as one (a line diff gives one per run of lines on each side).
  const push = (side: DiffPart[], part: DiffPart) => {
    const last = side.at(-1);
    if (last && last.changed === part.changed) last.text += part.text;
    else side.push(part);
  };
  for (const change of changes) {
    const part = text(change.value);
    if (!change.added) push(version, { text: part, changed: change.removed });
    if (!change.removed) push(current, { text: part, changed: change.added });
  }
  return { version, current };
}

/**
 * The two texts side by side: words (and the spaces and line breaks between
 * them) for texts, lines for lists; other values are marked whole.
 */
export function diffTexts(kind: VersionField["kind"], version: string, current: string): { version: DiffPart[]; current: DiffPart[] } {
  const kindOf = kind ?? "text";
  if (wordKinds.has(kindOf)) return sides(diffWordsWithSpace(version, current, { timeout: DIFF_TIMEOUT_MS }), (value) => value) ?? whole(version, current);
  if (lineKinds.has(kindOf)) {
    const lines = sides(diffArrays(version.split("\n"), current.split("\n"), { timeout: DIFF_TIMEOUT_MS }), (values: string[]) => values.map((line) => `${line}\n`).join(""));
    if (!lines) return whole(version, current);
    // The last line of each side has no line break after it.
    for (const side of [lines.version, lines.current]) {
      const last = side.at(-1);
      if (last) last.text = last.text.replace(/\n$/, "");
    }
    return lines;
  }
  return whole(version, current);
}

/** Only the fields whose text differs between a version and the current values, side by side. */
export function compareSnapshots(fields: readonly VersionField[], version: Snapshot, current: Snapshot, t: AdminTranslate): FieldComparison[] {
  const comparisons: FieldComparison[] = [];
  for (const field of fields) {
    const before = fieldText(field, version[field.name], t);
    const now = fieldText(field, current[field.name], t);
    if (before === now) continue;
    const kind = field.kind ?? "text";
    comparisons.push({ name: field.name, label: plainLabel(t(field.label)), multiline: kind === "long" || lineKinds.has(kind), ...diffTexts(kind, before, now) });
  }
  return comparisons;
}

// ---------------------------------------------------------------------------
// The versions of an item

/** A record of the item whose `after` holds every compared field: a version. */
function versionCondition(entry: VersionedReads, id: string): SQL {
  const keys = sql.join(
    entry.fields.map((field) => sql`${field.name}`),
    sql`, `,
  );
  return and(
    eq(auditLog.target_type, entry.type),
    eq(auditLog.target_id, id),
    sql`json_typeof(${auditLog.details} -> 'after') = 'object'`,
    sql`(${auditLog.details} -> 'after')::jsonb ?& array[${keys}]::text[]`,
  )!;
}

type AuditRecord = typeof auditLog.$inferSelect;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The version a restore brought back, as its record says (`details.restored_from`). */
export interface RestoredFrom {
  id: string;
  /** When that version was saved (the original: when the first recorded change was). */
  at: string;
}

function restoredFrom(details: unknown): RestoredFrom | null {
  if (!isRecord(details) || !isRecord(details.restored_from)) return null;
  const { id, at } = details.restored_from;
  return typeof id === "string" && typeof at === "string" ? { id, at } : null;
}

/** A record's side (before or after) when it holds every compared field. */
function sideOf(entry: VersionedReads, record: AuditRecord, side: "before" | "after"): Snapshot | null {
  const value = isRecord(record.details) ? record.details[side] : null;
  return isRecord(value) && entry.fields.every((field) => Object.hasOwn(value, field.name)) ? value : null;
}

function whatOf(record: AuditRecord, t: AdminTranslate): string {
  const from = restoredFrom(record.details);
  if (from) return from.id === ORIGINAL_VERSION ? t("versions.what.restoredOriginal", { date: formatVersionTime(from.at, t) }) : t("versions.what.restored", { date: formatVersionTime(from.at, t) });
  return describeAction(record.action, t);
}

function versionRow(record: AuditRecord, t: AdminTranslate): VersionRow {
  return { id: record.id, at: record.created_at.toISOString(), when: formatVersionTime(record.created_at, t), who: record.actor_email, what: whatOf(record, t), current: false, original: false };
}

/**
 * The item before its first recorded change (made before the log kept
 * versions, or by the demo content): the `before` of its oldest version, when
 * that record was not its creation and holds every field.
 */
async function originalVersion(db: Database, entry: VersionedReads, id: string): Promise<{ record: AuditRecord; values: Snapshot } | null> {
  const [oldest] = await db.select().from(auditLog).where(versionCondition(entry, id)).orderBy(asc(auditLog.created_at), asc(auditLog.id)).limit(1);
  if (!oldest || oldest.action.endsWith(".create")) return null;
  const values = sideOf(entry, oldest, "before");
  return values ? { record: oldest, values } : null;
}

function originalRow(record: AuditRecord, t: AdminTranslate): VersionRow {
  return {
    id: ORIGINAL_VERSION,
    at: record.created_at.toISOString(),
    when: formatVersionTime(record.created_at, t),
    who: null,
    what: t("versions.original"),
    current: false,
    original: true,
  };
}

export interface VersionList {
  rows: VersionRow[];
  page: PageInfo;
}

/** Records of a draft kept beside the item, which did not change what visitors see. */
const DRAFT_ACTIONS = [".save_draft", ".schedule_draft"];

/** The item's versions, newest first, 20 a page; the newest is marked current when the item still holds it. */
export async function listVersions(db: Database, entry: VersionedReads, id: string, current: Snapshot, requestedPage: number, t: AdminTranslate): Promise<VersionList> {
  const where = versionCondition(entry, id);
  const [[total], original] = await Promise.all([db.select({ value: count() }).from(auditLog).where(where), originalVersion(db, entry, id)]);
  const recorded = total?.value ?? 0;
  const page = pageInfo(recorded + (original ? 1 : 0), requestedPage);
  const records = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(page.limit).offset(page.offset);
  const rows = records.map((record) => versionRow(record, t));
  if (original && page.offset + page.limit > recorded) rows.push(originalRow(original.record, t));
  // The current version is the newest that went live (a draft saved since waits beside it, features/admin).
  const live = page.page === 1 ? records.findIndex((record) => !DRAFT_ACTIONS.some((suffix) => record.action.endsWith(suffix))) : -1;
  const liveValues = live >= 0 ? sideOf(entry, records[live]!, "after") : null;
  if (liveValues && compareSnapshots(entry.fields, liveValues, current, t).length === 0) rows[live]!.current = true;
  return { rows, page };
}

export interface FoundVersion {
  row: VersionRow;
  values: Snapshot;
  /** What a restore records it brought back. */
  restoredFrom: RestoredFrom;
}

/** One version of the item (a record's id, or `original`); null when the item has no such version. */
export async function findVersion(db: Database, entry: VersionedReads, id: string, versionId: string, t: AdminTranslate): Promise<FoundVersion | null> {
  if (versionId === ORIGINAL_VERSION) {
    const original = await originalVersion(db, entry, id);
    return original && { row: originalRow(original.record, t), values: original.values, restoredFrom: { id: ORIGINAL_VERSION, at: original.record.created_at.toISOString() } };
  }
  if (!isUuid(versionId)) return null;
  const [record] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.id, versionId), versionCondition(entry, id)));
  const values = record ? sideOf(entry, record, "after") : null;
  return record && values ? { row: versionRow(record, t), values, restoredFrom: { id: record.id, at: record.created_at.toISOString() } } : null;
}

/**
 * The compare screen's link of an activity log record: a content change of a
 * versioned type whose `after` is a version. Null for anything else.
 */
export function compareLink(entry: VersionedReads | undefined, record: { id: string; target_id: string | null; details: unknown }): string | null {
  if (!entry || !record.target_id || !entry.isId(record.target_id)) return null;
  const after = isRecord(record.details) ? record.details.after : null;
  if (!isRecord(after) || !entry.fields.every((field) => Object.hasOwn(after, field.name))) return null;
  return versionPath(entry.type, record.target_id, record.id);
}
