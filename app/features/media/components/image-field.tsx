import { TextField } from "../../../components/ui/field.tsx";

/**
 * INTERIM (being replaced by the uploader): the contract is fixed, the
 * implementation is a URL field for now.
 *
 * ImageField: one image. Posts `name` = the stored image's URL ("" when none).
 * ImagesField: an ordered list of images. Posts `name[]` once per image, in order.
 */
export interface ImageFieldProps {
  name: string;
  label: string;
  defaultValue?: string | null;
  /** Already translated. */
  error?: string;
  description?: string;
}

export function ImageField({ name, label, defaultValue, error }: ImageFieldProps) {
  return <TextField name={name} label={label} defaultValue={defaultValue ?? ""} error={error} />;
}

export interface ImagesFieldProps {
  name: string;
  label: string;
  defaultValue?: readonly string[];
  error?: string;
  description?: string;
}

export function ImagesField({ name, label, defaultValue = [], error }: ImagesFieldProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold tracking-wide text-cream uppercase">{label}</legend>
      {[...defaultValue, ""].map((url, index) => (
        <TextField key={index} name={`${name}[]`} label={`${label} ${index + 1}`} defaultValue={url} error={index === 0 ? error : undefined} />
      ))}
    </fieldset>
  );
}
