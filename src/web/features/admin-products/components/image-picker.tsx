import { type ChangeEvent, useId } from 'react';
import { UPLOAD_TYPES } from '#shared/image-upload.js';

interface ImagePickerProps {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  onFiles: (files: File[]) => void;
}

const ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

/** A file chooser that looks like a button, limited to the accepted image types. */
export function ImagePicker({
  label,
  multiple = false,
  disabled,
  error,
  onFiles,
}: ImagePickerProps) {
  const id = useId();
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    // Cleared, so choosing the same file again still counts as a change.
    event.currentTarget.value = '';
    if (files.length > 0) onFiles(files);
  }
  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-navy px-4 text-sm font-medium text-navy hover:bg-sand has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
      >
        {label}
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          multiple={multiple}
          disabled={disabled}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="sr-only"
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
