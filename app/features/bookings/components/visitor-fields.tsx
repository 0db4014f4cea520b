import { TextField } from "../../../components/ui/field.tsx";
import { fieldMessage } from "../../../lib/form-reply.ts";
import { controlProps, type VisitorField } from "../../../lib/visitor-form.ts";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import { NAME_MAX } from "../rules.ts";

/**
 * The name and e-mail every visitor form asks first (contact, experience
 * request, car enquiry, order), tied to the form's fields (`useVisitorForm`), filled in
 * by the browser's autofill.
 */
export function NameEmailFields({ name, email }: { name: VisitorField; email: VisitorField }) {
  const t = useT();
  const say = (key: string) => t(key as PublicKey);
  return (
    <>
      <TextField
        label={t("form.name")}
        type="text"
        {...controlProps(name)}
        key={name.key}
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        error={fieldMessage(name.errors, say)}
      />
      <TextField
        label={t("form.email")}
        type="email"
        {...controlProps(email)}
        key={email.key}
        autoComplete="email"
        required
        error={fieldMessage(email.errors, say)}
      />
    </>
  );
}
