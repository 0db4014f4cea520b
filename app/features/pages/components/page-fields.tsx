import { getInputProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Panel } from "../../admin/components/admin-page.tsx";
import { TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { fieldMessage } from "../../../lib/form.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";

/**
 * The building blocks of a page's editor: a word in both languages side by
 * side, and a list of groups (tiles, partners, seasons) that can be added,
 * removed and moved. Lists use Conform's intents, which work without
 * JavaScript too (the server answers the form with the list changed).
 */

/** Conform's metadata of any field of a page's document: a group gives its fields, a list its items. */
export type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]> & {
  getFieldset(): Record<string, AnyField>;
  getFieldList(): AnyField[];
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page document's form
export type AnyForm = FormMetadata<any, string[]>;

export function useFieldError() {
  const t = useAdminT();
  return (field: AnyField) => fieldMessage(field.errors, (key) => t(key as AdminMessageKey));
}

/** A page's introduction under its title (`pageIntro` in the schema): the line above the title and the text under it. */
export function IntroPanel({ field }: { field: AnyField }) {
  const t = useAdminT();
  const intro = field.getFieldset();
  return (
    <Panel title={t("adminPages.home.intro")}>
      <div className="space-y-6">
        <BilingualField field={intro.eyebrow!} label={t("adminPages.home.eyebrow")} />
        <BilingualField field={intro.lead!} label={t("adminPages.home.lead")} multiline rows={3} />
      </div>
    </Panel>
  );
}

/** A word in English and French: two fields, each marked with its language; the French says what an empty one means. */
export function BilingualField({ field, label, multiline = false, rows = 4, hint }: { field: AnyField; label: string; multiline?: boolean; rows?: number; hint?: ReactNode }) {
  const t = useAdminT();
  const error = useFieldError();
  const { en, fr } = field.getFieldset() as Record<"en" | "fr", AnyField>;
  const hintId = hint ? `${field.id}-hint` : undefined;
  const typedEnglish = typeof en.initialValue === "string" ? en.initialValue : undefined;
  return (
    <div className="space-y-2">
      <div className="grid gap-4 lg:grid-cols-2">
        {multiline ? (
          <>
            <TextAreaField label={t("adminPages.english", { label })} lang="en" rows={rows} {...getTextareaProps(en, { ariaDescribedBy: hintId })} error={error(en)} />
            <TextAreaField label={t("adminPages.french", { label })} lang="fr" rows={rows} placeholder={typedEnglish} {...getTextareaProps(fr, { ariaDescribedBy: hintId })} error={error(fr)} />
          </>
        ) : (
          <>
            <TextField label={t("adminPages.english", { label })} lang="en" {...getInputProps(en, { type: "text", ariaDescribedBy: hintId })} error={error(en)} />
            <TextField label={t("adminPages.french", { label })} lang="fr" placeholder={typedEnglish} {...getInputProps(fr, { type: "text", ariaDescribedBy: hintId })} error={error(fr)} />
          </>
        )}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-mist">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A single-language text field (a name, a figure, a link) with its hint. */
export function PlainField({ field, label, hint, type = "text", inputMode }: { field: AnyField; label: string; hint?: string; type?: "text" | "url"; inputMode?: "numeric" }) {
  const error = useFieldError();
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="space-y-1">
      <TextField label={label} inputMode={inputMode} {...getInputProps(field, { type, ariaDescribedBy: hintId })} error={error(field)} />
      {hint ? (
        <p id={hintId} className="text-sm text-mist">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const listButton =
  "inline-flex items-center gap-1.5 rounded border border-white/20 px-3 py-1.5 text-sm text-cream hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A list of groups of fields: each group a fieldset with its heading and its
 * buttons (up, down, remove), then Add. `item(n)` names the nth item in a
 * button's label ("Move tile 2 up").
 */
export function RepeatedGroup({
  form,
  field,
  legend,
  legendShown = true,
  hint,
  heading,
  item,
  addLabel,
  newItem,
  max,
  children,
}: {
  form: AnyForm;
  field: AnyField;
  legend: string;
  /** False when the panel around says it already: the legend is then for screen readers only, not a second heading. */
  legendShown?: boolean;
  hint?: string;
  /** The heading of the nth group: "Tile 2". */
  heading: (n: number) => string;
  /** The nth group in a sentence: "tile 2". */
  item: (n: number) => string;
  addLabel: string;
  /** What a new group starts with. */
  newItem: Record<string, unknown>;
  max?: number;
  children: (group: Record<string, AnyField>, index: number) => React.ReactNode;
}) {
  const t = useAdminT();
  const groups = field.getFieldList() as AnyField[];
  const listError = fieldMessage(field.errors, (key) => t(key as AdminMessageKey));
  return (
    <fieldset className="space-y-4" aria-describedby={hint ? `${field.id}-hint` : undefined}>
      <legend className={legendShown ? "text-sm font-semibold tracking-wide text-cream uppercase" : "sr-only"}>{legend}</legend>
      {hint ? (
        <p id={`${field.id}-hint`} className="text-sm text-mist">
          {hint}
        </p>
      ) : null}
      {groups.length === 0 ? <p className="text-sm text-mist">{t("adminPages.empty")}</p> : null}
      <ol className="space-y-4">
        {groups.map((group, index) => (
          <li key={group.key} className="rounded-lg border border-white/10 bg-night p-4 sm:p-5" data-testid="page-list-item">
            <fieldset className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <legend className="font-display text-lg tracking-wide text-gold uppercase">{heading(index + 1)}</legend>
                <div className="flex flex-wrap gap-2">
                  <button className={listButton} disabled={index === 0} {...form.reorder.getButtonProps({ name: field.name, from: index, to: index - 1 })} aria-label={t("adminPages.moveUp", { item: item(index + 1) })}>
                    <ArrowUp aria-hidden="true" size={16} />
                  </button>
                  <button
                    className={listButton}
                    disabled={index === groups.length - 1}
                    {...form.reorder.getButtonProps({ name: field.name, from: index, to: index + 1 })}
                    aria-label={t("adminPages.moveDown", { item: item(index + 1) })}
                  >
                    <ArrowDown aria-hidden="true" size={16} />
                  </button>
                  <button className={listButton} {...form.remove.getButtonProps({ name: field.name, index })} aria-label={t("adminPages.remove", { item: item(index + 1) })}>
                    <Trash2 aria-hidden="true" size={16} />
                  </button>
                </div>
              </div>
              {children(group.getFieldset() as Record<string, AnyField>, index)}
            </fieldset>
          </li>
        ))}
      </ol>
      {listError ? <p className="text-sm text-red-300">{listError}</p> : null}
      {max === undefined || groups.length < max ? (
        <button className={listButton} {...form.insert.getButtonProps({ name: field.name, defaultValue: newItem as never })}>
          <Plus aria-hidden="true" size={16} />
          {addLabel}
        </button>
      ) : null}
    </fieldset>
  );
}
