import { ErrorState } from "../../../components/data-states.tsx";
import { fieldMessage } from "../../../lib/form-reply.ts";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";

/** What `FormProblem` reads of a form's state (`useVisitorForm`'s). */
export interface FormState {
  status?: "success" | "error" | undefined;
  errors?: string[] | undefined;
  allErrors: Record<string, string[]>;
}

/**
 * What went wrong with a visitor form, above it: the message for the whole
 * form (a throttle, a failed send, an unknown car), or — once a post was
 * refused, by the browser's check or the server's — "Please correct the
 * highlighted fields." while a field still has a message. Nothing otherwise.
 */
export function FormProblem({ form, compact = false }: { form: FormState; compact?: boolean }) {
  const t = useT();
  const formError = fieldMessage(form.errors, (key) => t(key as PublicKey));
  const fieldsWrong = form.status === "error" && Object.entries(form.allErrors).some(([name, errors]) => name !== "" && errors.length > 0);
  const message = formError ?? (fieldsWrong ? t("form.fixErrors") : undefined);
  if (!message) return null;
  if (!compact) return <ErrorState message={message} />;
  return (
    <p role="alert" className="rounded border border-signal/40 bg-signal/10 px-4 py-3 text-sm text-red-200">
      {message}
    </p>
  );
}
