import { and, count, desc, ilike, isNotNull, like, or, sql, type SQL } from "drizzle-orm";
import { auditLog } from "../../db/schema/security.ts";
import { isMessageKey } from "../../lib/i18n/all.server.ts";
import type { Translate } from "../../lib/i18n/index.ts";
import { isUuid } from "../../lib/ids.ts";
import type { Database } from "../../platform/db.server.ts";
import { requestReference } from "../../lib/ids.ts";
import { escapeLike } from "../admin/queries.server.ts";
import { pageInfo, type PageInfo } from "../admin/schema.ts";

/**
 * The activity log: the audit table read for people. Each record is turned
 * into words ("Updated a car"), a target ("Ferrari 312 T4") and the list of
 * fields whose value changed, all on the server so the page gets only text.
 */

/**
 * The areas the log can be filtered by are the first word of an action
 * ("car.update"): each content type's key (its declaration, app/content/),
 * then these, which are not content. Each has its words, `activity.area.<area>`.
 */
export const OTHER_ACTIVITY_AREAS = ["subscriber", "request", "media", "settings", "auth", "user"] as const;

export interface ActivityFilters {
  q: string;
  /** One of the areas, or "" for all. */
  area: string;
  actor: string;
  page: number;
}

export function parseActivityFilters(search: URLSearchParams, areas: readonly string[]): ActivityFilters {
  const area = search.get("area") ?? "";
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    area: areas.includes(area) ? area : "",
    actor: (search.get("actor") ?? "").trim().slice(0, 320),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A change as the log shows it: the field named by its editor's label where its type has one. */
export interface LabelledChange extends FieldChange {
  label: string;
}

export interface ActivityRow {
  id: string;
  /** ISO instant, for <time dateTime>; shown in the admin's language (useFormat().dateTime). */
  at: string;
  who: string | null;
  action: string;
  /** The action in words. */
  summary: string;
  target: string | null;
  /** Only the fields whose value differs between before and after (or the details of a sign-in event). */
  changes: LabelledChange[];
  ip: string | null;
  /** The compare screen of a content change that is a version of its item (features/versions), else null. */
  compareHref: string | null;
}

/** The record as the log reads it, for a link the caller makes (the versions' compare screen). */
export type ActivityLink = (record: { id: string; target_type: string | null; target_id: string | null; details: unknown }) => string | null;
/** The words an editor labels a stored field with ("Price (euro)" for a car's `price`), when its type has an editor. */
export type ActivityFieldLabel = (targetType: string | null, field: string) => string | undefined;

const hasKey = isMessageKey;

/** Whether the catalogue has words for this very action (its own sentence, or its type's and its verb's). */
export function hasOwnWords(action: string): boolean {
  const [area = "", ...rest] = action.split(".");
  return hasKey(`activity.${action}`) || (hasKey(`activity.type.${area}`) && hasKey(`activity.verb.${rest.join(".")}`));
}

/**
 * "car.update" → "Updated a car"; "auth.sign_in" → "Signed in". An action
 * the catalogue has no words for is still said in words ("Changed an item"),
 * never as its code: the admin reads this, and every action the admin records
 * has words of its own (queries.test.ts).
 */
export function describeAction(action: string, t: Translate): string {
  const exact = `activity.${action}`;
  if (hasKey(exact)) return t(exact);
  const [area = "", ...rest] = action.split(".");
  const typeKey = `activity.type.${area}`;
  const type = hasKey(typeKey) ? t(typeKey) : t("activity.type.item");
  const verbKey = `activity.verb.${rest.join(".")}`;
  return hasKey(verbKey) ? t(verbKey, { type }) : t("activity.verb.changed", { type });
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const MAX_VALUE = 300;

function showValue(value: Json | undefined, t: Translate): string {
  if (value === null || value === undefined || value === "") return t("activity.value.empty");
  if (value === true) return t("activity.value.yes");
  if (value === false) return t("activity.value.no");
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

/** Fields a person does not need to compare: bookkeeping the database sets by itself. */
const HIDDEN_FIELDS = new Set(["updated_at", "updatedAt", "created_at", "createdAt", "id"]);

/** A stored value in the admin's words ("Race report" for an article's `race_report`), when its type's editor says it so. */
export type ActivityFieldValue = (field: string, value: unknown) => string | null | undefined;

/** Only the fields whose value changed; a creation shows what was set, a deletion what was there. */
export function changedFields(details: unknown, t: Translate, wordsOf: ActivityFieldValue = () => undefined): FieldChange[] {
  const show = (field: string, value: Json | undefined) => (value === null || value === undefined || value === "" ? showValue(value, t) : (wordsOf(field, value) ?? showValue(value, t)));
  if (!isRecord(details)) return [];
  if (!("before" in details) && !("after" in details)) {
    // Sign-in events and the like carry context, not a change: shown as the "after" side.
    return Object.entries(details).map(([field, value]) => ({ field, before: "", after: wordsOf(field, value as Json) ?? showValue(value, t) }));
  }
  const before = details.before;
  const after = details.after;
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: "value", before: showValue(before, t), after: showValue(after, t) }];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter((field) => !HIDDEN_FIELDS.has(field));
  return fields
    .filter((field) => JSON.stringify(left[field] ?? null) !== JSON.stringify(right[field] ?? null))
    .map((field) => ({
      field,
      before: isRecord(before) ? show(field, left[field]) : "",
      after: isRecord(after) ? show(field, right[field]) : "",
    }));
}

/**
 * The item's name as the record knows it; else, for a visitor's request or
 * an e-mail, its kind and the short reference the inbox shows ("Order
 * request 733403CF"); else what the type says ("the contact page"). Never a
 * bare id or code: nothing at all when the record says nothing more.
 */
export function targetName(details: unknown, targetType: string | null, targetId: string | null, t: Translate): string | null {
  if (isRecord(details)) {
    for (const side of [details.after, details.before]) {
      if (!isRecord(side)) continue;
      for (const field of ["name", "title", "email", "original_name", "subject"]) {
        const value = side[field];
        if (typeof value === "string" && value.trim()) return value.trim();
      }
    }
  }
  if (!targetType) return null;
  const referenceKey = `activity.target.${targetType}`;
  if (targetId && isUuid(targetId) && hasKey(referenceKey)) return t(referenceKey, { reference: requestReference(targetId) });
  const typeKey = `activity.type.${targetType}`;
  return hasKey(typeKey) ? capitalize(t(typeKey)) : null;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function conditions(filters: ActivityFilters): SQL | undefined {
  const words = filters.q.split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    filters.area ? like(auditLog.action, `${filters.area}.%`) : undefined,
    filters.actor ? sql`lower(${auditLog.actor_email}) = ${filters.actor.toLowerCase()}` : undefined,
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(auditLog.action, pattern), ilike(auditLog.actor_email, pattern), ilike(auditLog.target_id, pattern), sql`${auditLog.details}::text ilike ${pattern}`);
    }),
  );
}

export async function listActivity(
  db: Database,
  filters: ActivityFilters,
  t: Translate,
  linkOf: ActivityLink = () => null,
  labelOf: ActivityFieldLabel = () => undefined,
  valueOf: (targetType: string | null, field: string, value: unknown) => string | null | undefined = () => undefined,
): Promise<{ rows: ActivityRow[]; page: PageInfo }> {
  const where = conditions(filters);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const page = pageInfo(total?.value ?? 0, filters.page);
  const records = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    page,
    rows: records.map((record) => ({
      id: record.id,
      at: record.created_at.toISOString(),
      who: record.actor_email,
      action: record.action,
      summary: describeAction(record.action, t),
      target: targetName(record.details, record.target_type, record.target_id, t),
      changes: changedFields(record.details, t, (field, value) => valueOf(record.target_type, field, value)).map((change) => ({ ...change, label: labelOf(record.target_type, change.field) ?? change.field })),
      ip: record.ip,
      compareHref: linkOf(record),
    })),
  };
}

/** Everyone who appears in the log, for the "Who" filter. */
export async function listActivityActors(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: sql<string>`lower(${auditLog.actor_email})` })
    .from(auditLog)
    .where(isNotNull(auditLog.actor_email))
    .orderBy(sql`lower(${auditLog.actor_email})`)
    .limit(200);
  return rows.map((row) => row.email);
}
