import { useId } from "react";
import { cn } from "../../lib/cn.ts";

const control =
  "w-full rounded border bg-night px-4 py-3 text-cream placeholder:text-mist/60 focus:border-gold focus:outline-none aria-[invalid=true]:border-signal";

/** The control's id: the form library's when it gives one (its messages point at it), else a fresh one. */
function useFieldId(given: string | undefined): string {
  const generated = useId();
  return given ?? generated;
}

interface FieldProps {
  label: string;
  /** The field's message, already translated; shown under it and announced. */
  error?: string | undefined;
  className?: string;
}

function FieldShell({ id, label, error, className, children }: FieldProps & { id: string; children: React.ReactNode }) {
  return (
    <div className={cn("space-y-2", className)}>
      <label htmlFor={id} className="block text-sm font-semibold tracking-wide text-cream uppercase">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, error, className, ...input }: FieldProps & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useFieldId(input.id);
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "border-white/20")}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({ label, error, className, ...textarea }: FieldProps & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useFieldId(textarea.id);
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "border-white/20")}
        {...textarea}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  className,
  options,
  placeholder,
  ...select
}: FieldProps & React.SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const id = useFieldId(select.id);
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, "border-white/20")}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A labelled checkbox; posts "on" when checked (read it with `checkboxValue` in schemas). */
export function CheckboxField({
  label,
  description,
  error,
  className,
  ...input
}: FieldProps & { description?: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">) {
  const id = useFieldId(input.id);
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[description ? `${id}-description` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
          className="mt-1 size-5 shrink-0 accent-signal"
          {...input}
        />
        <label htmlFor={id} className="text-sm font-semibold tracking-wide text-cream">
          {label}
        </label>
      </div>
      {description ? (
        <p id={`${id}-description`} className="pl-8 text-sm text-mist">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="pl-8 text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
