import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import type { Translate } from "../../lib/i18n/index.ts";

/**
 * An item's history (client-safe half): what a version is made of, how a
 * field's value reads, and the addresses of the screens. The registry of
 * versioned types is in mutations.server.ts; the reads in queries.server.ts.
 *
 * A version is an audit record (features/activity) of the item whose `after`
 * holds every compared field: the item as that save left it.
 */

/** A version's values as the audit log stored them: the row as JSON (dates as ISO strings). */
export type Snapshot = Record<string, unknown>;

/**
 * How a field's value reads and how two values are compared:
 * - `text`: a line of text; `long`: paragraphs, compared word by word;
 * - `list`: one value a line (photos, sizes), `pairs`: an object shown "name: value" a line, both compared line by line;
 * - `boolean`: Yes / No; `money`: euro; `date`: a calendar day; `datetime`: an instant in Paris time;
 * - `json`: a nested value (a block of a page kept as one document), indented, compared line by line.
 */
export type FieldKind = "text" | "long" | "list" | "pairs" | "boolean" | "money" | "date" | "datetime" | "json";

export interface VersionField {
  /** The snapshot's key (the column). */
  name: string;
  /** What the editor calls it. */
  label: AdminMessageKey;
  kind?: FieldKind;
  /** A stored value shown in the admin's words (a status, a category); the kind's reading otherwise. */
  show?: (value: unknown, t: Translate) => string | null;
}

/** The part of a text shown on one side of a comparison; `changed` when the other side does not have it. */
export interface DiffPart {
  text: string;
  changed: boolean;
}

/** One field that differs between a version and the current item, as text on each side. */
export interface FieldComparison {
  name: string;
  label: string;
  /** Long texts and lists keep their lines (shown pre-wrapped). */
  multiline: boolean;
  version: DiffPart[];
  current: DiffPart[];
}

/** One line of an item's history. */
export interface VersionRow {
  /** The audit record's id, or `original` (the item before its first recorded change). */
  id: string;
  /** ISO instant, for <time dateTime>. */
  at: string;
  /** When, in the admin's language, Paris time ("Nov 20, 2026, 9:14:05 AM"). */
  when: string;
  who: string | null;
  /** What was done, in words (as the activity log says it). */
  what: string;
  /** The newest version when it is what the item holds now: nothing to compare. */
  current: boolean;
  /** The item before its first recorded change: `when` is that change's time ("Before Nov 20, 2026…"). */
  original: boolean;
}

/** The version that stands for an item's state before its first recorded change (content made before the log, the demo). */
export const ORIGINAL_VERSION = "original";

/** A field's label without the editor's "required" star ("Name *" → "Name"). */
export function plainLabel(label: string): string {
  return label.replace(/\s*\*\s*$/, "");
}

export function historyPath(type: string, id: string): string {
  return `/admin/history/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
}

export function versionPath(type: string, id: string, versionId: string): string {
  return `${historyPath(type, id)}/${encodeURIComponent(versionId)}`;
}
