import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { TextField } from "../../../components/ui/field.tsx";
import { fieldMessage } from "../../../lib/form.ts";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import { NAME_MAX } from "../schema.ts";

type TextFieldMetadata = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

/**
 * The name and e-mail every visitor form asks first (contact, experience
 * request, car enquiry, order), tied to the form's Conform fields, filled in
 * by the browser's autofill.
 */
export function NameEmailFields({ name, email }: { name: TextFieldMetadata; email: TextFieldMetadata }) {
  const t = useT();
  const say = (key: string) => t(key as PublicKey);
  return (
    <>
      <TextField
        label={t("form.name")}
        {...getInputProps(name, { type: "text" })}
        key={name.key}
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        error={fieldMessage(name.errors, say)}
      />
      <TextField
        label={t("form.email")}
        {...getInputProps(email, { type: "email" })}
        key={email.key}
        autoComplete="email"
        required
        error={fieldMessage(email.errors, say)}
      />
    </>
  );
}
