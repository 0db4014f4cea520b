import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { parseForm } from "../../lib/form.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { dateToParisWallTime } from "../../lib/paris-wall-time.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import type { Flash } from "../../platform/flash.server.ts";
import { writeContent } from "../admin/mutations.server.ts";
import type { ContentWriteOutcome } from "../admin/mutations.server.ts";
import { compareSnapshots, findVersion, formatVersionTime, type VersionedReads } from "./queries.server.ts";
import { historyPath, ORIGINAL_VERSION, plainLabel, type Snapshot, type VersionField } from "./schema.ts";

/**
 * The history's parts, and the restore. A type joins the history with the
 * `versions` of its declaration (app/content/): its audit target type, the fields a person compares (a
 * version is an audit record whose `after` holds them all), how to read the
 * item now, how a version becomes the type's write input, and the type's own
 * update. A restore is a save: the version is checked as a save is (most
 * types post it as their editor's form to the editor's schema), the type's
 * update writes it (its slug rule included), and the audit log records it as
 * a new version that names the one it brought back.
 */

type Context = Readonly<RouterContextProvider>;

/** A form as a browser posts it: a value, or one per repeated field. */
export type PostedForm = Record<string, string | string[]>;

/** A version as the type's write input, or the fields it no longer passes (their snapshot keys). */
export type InputOutcome<Input> = { ok: true; input: Input } | { ok: false; fields: string[] };

/** What the type's update answers; `locked` when the item can no longer change (a sent edition). */
export type RestoreWrite = ContentWriteOutcome<{ id: string }> | { ok: false; reason: "locked" };

export interface VersionedType<Input = unknown> extends VersionedReads {
  /** A version's values as the type's write input, checked as a save is (see `throughEditorForm`, `throughSchema`). */
  toInput(values: Snapshot): InputOutcome<Input>;
  /** The type's normal update (the editor's), with the item's id, in the restore's transaction `db`. */
  update(context: Context, db: Database, id: string, input: Input): Promise<RestoreWrite>;
}

/** Keeps each entry's input and update typed together (name the input type: `versioned<CarInput>({…})`); the registry holds them side by side. */
export function versioned<Input>(entry: VersionedReads & { toInput(values: Snapshot): InputOutcome<Input>; update(context: Context, db: Database, id: string, input: NoInfer<Input>): Promise<RestoreWrite> }): VersionedType {
  return entry as unknown as VersionedType;
}

/** The fields a failed parse names (the first segment of each path: "spec_key[2]" → "spec_key"). */
function failedFields(names: readonly string[]): InputOutcome<never> {
  return { ok: false, fields: [...new Set(names.map((name) => name.split(/[.[]/)[0]!))] };
}

/**
 * A version through the editor's own form: posted as the editor posts it
 * (`form`) and parsed by the editor's schema, so a restore passes exactly the
 * checks a save does.
 */
export function throughEditorForm<Schema extends z.ZodType>(schema: Schema, form: (values: Snapshot) => PostedForm): (values: Snapshot) => InputOutcome<z.output<Schema>> {
  return (values) => {
    const submission = parseForm(toFormData(form(values)), schema);
    if (submission.status === "success") return { ok: true, input: submission.value };
    return failedFields(Object.entries(submission.error ?? {}).flatMap(([name, messages]) => (name !== "" && messages && messages.length > 0 ? [name] : [])));
  };
}

/** A version parsed by a schema of the stored document itself (a page kept as one JSON document). */
export function throughSchema<Schema extends z.ZodType>(schema: Schema): (values: Snapshot) => InputOutcome<z.output<Schema>> {
  return (values) => {
    const parsed = schema.safeParse(values);
    return parsed.success ? { ok: true, input: parsed.data } : failedFields(parsed.error.issues.map((issue) => issue.path.map(String).join(".")));
  };
}

/**
 * The values of `fields` as the editor posts them: text as it is, numbers as
 * text, a ticked box as "on" (an unticked one posts nothing), a list as one
 * value per entry, nothing as "".
 */
export function postedForm(values: Snapshot, fields: readonly string[]): PostedForm {
  const form: PostedForm = {};
  for (const name of fields) {
    const value = values[name];
    if (value === false) continue;
    if (value === true) form[name] = "on";
    else if (Array.isArray(value)) form[name] = value.map((item) => (item === null || item === undefined ? "" : String(item)));
    else form[name] = value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return form;
}

function toFormData(form: PostedForm): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  }
  return formData;
}

/** The names of `fields`, but those in `except` (posted another way). */
export const fieldNames = (fields: readonly VersionField[], except: readonly string[] = []) => fields.map((field) => field.name).filter((name) => !except.includes(name));

/** A scheduled publication as its editor posts it: Paris wall time (a restore keeps the version's schedule). */
export function withPublishAt(values: Snapshot, form: PostedForm): PostedForm {
  return { ...form, publish_at: typeof values.publish_at === "string" ? dateToParisWallTime(values.publish_at) : "" };
}

const services = (context: Context) => context.get(servicesContext);

// ---------------------------------------------------------------------------
// Restore

export type RestoreOutcome = { ok: true; redirectTo: string; flash: Flash } | { ok: false; message: string; status: number };

/**
 * Restores a version of an item: refused when the item is in the trash (the
 * trash restores it), can no longer change, or already holds that version;
 * otherwise the version becomes the type's write input (checked as a save
 * is), the type's update writes it, and the audit log records the new version
 * with the one it brought back (`restored_from`).
 */
export async function restoreVersion(context: Context, entry: VersionedType, id: string, versionId: string): Promise<RestoreOutcome> {
  const { db } = services(context);
  const t = translator(context.get(localeContext));
  const refuse = (message: string, status: number): RestoreOutcome => ({ ok: false, message, status });
  const now = await entry.current(db, id);
  if (!now) return refuse(t("versions.refused.gone"), 404);
  if (now.inTrash) return refuse(t("versions.refused.inTrash"), 409);
  const locked = entry.locked?.(now.values);
  if (locked) return refuse(t(locked), 409);
  const version = await findVersion(db, entry, id, versionId, t);
  if (!version) return refuse(t("versions.refused.gone"), 404);
  if (compareSnapshots(entry.fields, version.values, now.values, t).length === 0) return refuse(t("versions.refused.same"), 409);

  const parsed = entry.toInput(version.values);
  if (!parsed.ok) {
    const labels = parsed.fields.map((name) => entry.fields.find((field) => field.name === name));
    const words = [...new Set(labels.flatMap((field) => (field ? [plainLabel(t(field.label))] : [])))];
    return refuse(t("versions.refused.invalid", { fields: words.join(", ") || "—" }), 422);
  }
  const input = parsed.input as Record<string, unknown>;
  const result = await writeContent(context, async (tx, record) => {
    const written = await entry.update(context, tx, id, input);
    if (written.ok) {
      await record({
        action: `${entry.type}.restore_version`,
        target: { type: entry.type, id },
        before: written.before,
        after: written.after,
        details: { restored_from: version.restoredFrom },
      });
    }
    return written;
  });
  if (!result.committed) return refuse(t("admin.write.failed"), 500);
  const written = result.value;
  if (!written.ok) {
    if (written.reason === "notFound") return refuse(t("versions.refused.gone"), 404);
    if (written.reason === "locked") {
      // Locked meanwhile (an edition whose send started since the page was read): the type says why when it can.
      const later = await entry.current(db, id);
      return refuse(t((later && entry.locked?.(later.values)) || "versions.refused.locked"), 409);
    }
    const french = written.reason === "slugFrTaken";
    return refuse(t(french ? "versions.refused.slugFrTaken" : "versions.refused.slugTaken", { slug: String(input[french ? "slug_fr" : "slug"] ?? "") }), 409);
  }
  const date = formatVersionTime(version.restoredFrom.at, t);
  const original = version.restoredFrom.id === ORIGINAL_VERSION;
  return {
    ok: true,
    redirectTo: entry.editorPath(id),
    flash: { message: original ? "versions.restoredOriginal" : "versions.restored", values: { date }, link: { label: "versions.history" satisfies AdminMessageKey, href: historyPath(entry.type, id) } },
  };
}
