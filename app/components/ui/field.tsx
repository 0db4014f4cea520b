import { useId } from "react";
import { cn } from "../../lib/cn.ts";

const control =
  "w-full rounded border bg-night px-4 py-3 text-cream placeholder:text-mist/60 focus:border-gold focus:outline-none aria-[invalid=true]:border-signal";

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
  const id = useId();
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
  const id = useId();
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
  const id = useId();
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
