import { Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/**
 * An editable list of text rows posted as repeated fields (one name per column), one or
 * more columns a row (specifications: name and value; sizes: one column).
 * A spare empty row is always there, so the form works without JavaScript;
 * with it, rows are added and removed in place.
 */
export interface RowColumn {
  /** The posted field, repeated once per row: `spec_key`. */
  name: string;
  /** The accessible name of the column's input in row n (1-based). */
  label: (n: number) => string;
  /** The visible column heading. */
  heading?: string;
  maxLength?: number;
}

interface Row {
  key: number;
  values: string[];
}

export function TextRowsEditor({
  legend,
  hint,
  error,
  columns,
  initialRows,
  addLabel,
  removeLabel,
}: {
  legend: string;
  hint?: string;
  error?: string;
  columns: readonly RowColumn[];
  initialRows: readonly string[][];
  addLabel: string;
  removeLabel: (n: number) => string;
}) {
  const empty = () => columns.map(() => "");
  const [rows, setRows] = useState<Row[]>(() => [...initialRows, empty()].map((values, key) => ({ key, values })));
  const nextKey = useRef(rows.length);
  // Add and remove need JavaScript; without it the spare row is the way to add one, and emptying a row removes it.
  const interactive = useHydrated();
  const list = useRef<HTMLOListElement>(null);
  const hintId = `${columns[0]!.name}-hint`;
  const errorId = `${columns[0]!.name}-error`;

  const add = () => {
    setRows((current) => [...current, { key: nextKey.current++, values: empty() }]);
    // The new row's first field gets the focus, as a keyboard user expects.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus());
  };
  const remove = (key: number) => setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : [{ key: nextKey.current++, values: empty() }]));

  return (
    <fieldset aria-describedby={[hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined} className="space-y-3">
      <legend className="text-sm font-semibold tracking-wide text-cream uppercase">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-mist">
          {hint}
        </p>
      ) : null}
      {columns.some((column) => column.heading) ? (
        <div aria-hidden="true" className={cn("grid gap-3 text-xs tracking-wide text-mist uppercase", columns.length > 1 ? "grid-cols-2" : "grid-cols-1", interactive && "pr-13")}>
          {columns.map((column) => (
            <span key={column.name}>{column.heading}</span>
          ))}
        </div>
      ) : null}
      <ol ref={list} className="space-y-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex items-center gap-3">
            <div className={cn("grid flex-1 gap-3", columns.length > 1 ? "grid-cols-2" : "grid-cols-1")}>
              {columns.map((column, columnIndex) => (
                <input
                  key={column.name}
                  name={column.name}
                  aria-label={column.label(index + 1)}
                  aria-invalid={error ? true : undefined}
                  defaultValue={row.values[columnIndex] ?? ""}
                  maxLength={column.maxLength}
                  className="w-full rounded border border-white/20 bg-night px-3 py-2.5 text-cream focus:border-gold focus:outline-none aria-[invalid=true]:border-signal"
                />
              ))}
            </div>
            {interactive ? (
              <button
                type="button"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded border border-white/25 text-cream transition-colors hover:bg-white/10"
                aria-label={removeLabel(index + 1)}
                onClick={() => remove(row.key)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {error ? (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      {interactive ? (
        <Button variant="ghost" className="px-3 py-2" onClick={add}>
          <Plus size={16} aria-hidden="true" />
          {addLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}
