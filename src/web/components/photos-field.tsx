import { controlClass, Field } from '#web/components/form-field.tsx';

/** The photos a buyer attaches to a claim or a review: chosen here, uploaded when the form is sent. */
export function PhotosField({
  label,
  error,
  onFiles,
}: {
  label: string;
  error: string | undefined;
  onFiles: (files: File[]) => void;
}) {
  return (
    <Field
      label={label}
      error={error}
      hint="JPEG, PNG, WebP or AVIF, up to 10 MB each."
      className="sm:col-span-2"
    >
      {(control) => (
        <input
          {...control}
          type="file"
          name="photoKeys"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          onChange={(event) => onFiles([...(event.target.files ?? [])])}
          className={`${controlClass} py-2`}
        />
      )}
    </Field>
  );
}
