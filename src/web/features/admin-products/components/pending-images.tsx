import { useEffect, useMemo } from 'react';
import { fileProblem } from '#web/lib/storage-upload.ts';
import { showToast } from '#web/lib/toasts.ts';
import { ImagePicker } from './image-picker';

export interface PendingImagesValue {
  main: File | null;
  gallery: File[];
}

interface PendingImagesProps {
  value: PendingImagesValue;
  onChange: (value: PendingImagesValue) => void;
  disabled: boolean;
}

/** Previews of files chosen before the product exists; they upload once it is saved. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

function acceptable(files: File[]): File[] {
  const problems = files.map(fileProblem).filter(Boolean);
  if (problems[0]) showToast('error', problems[0]);
  return files.filter((file) => !fileProblem(file));
}

/** Add mode: the main image and gallery are chosen now and uploaded after the product is created. */
export function PendingImages({ value, onChange, disabled }: PendingImagesProps) {
  const files = useMemo(
    () => (value.main ? [value.main, ...value.gallery] : value.gallery),
    [value],
  );
  const previews = usePreviews(files);
  const offset = value.main ? 1 : 0;

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-navy">Images</legend>
      <div className="flex flex-wrap items-center gap-4">
        {value.main && previews[0] && (
          <figure className="relative">
            <img
              src={previews[0]}
              alt="Main, not uploaded yet"
              className="size-24 rounded-lg object-cover"
            />
            <figcaption className="mt-1 text-xs text-muted">Main image</figcaption>
          </figure>
        )}
        <ImagePicker
          label={value.main ? 'Change main image' : 'Choose main image'}
          disabled={disabled}
          onFiles={(chosen) => {
            const [main] = acceptable(chosen);
            if (main) onChange({ ...value, main });
          }}
        />
      </div>
      <div>
        <ul className="flex flex-wrap gap-3" aria-label="Gallery images to upload">
          {value.gallery.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="w-24">
              <img
                src={previews[index + offset]}
                alt={`Gallery ${index + 1}, not uploaded yet`}
                className="size-24 rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() =>
                  onChange({ ...value, gallery: value.gallery.filter((_, i) => i !== index) })
                }
                className="mt-1 min-h-11 text-xs font-medium text-danger"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-3">
          <ImagePicker
            label="Add gallery images"
            multiple
            disabled={disabled}
            onFiles={(chosen) =>
              onChange({ ...value, gallery: [...value.gallery, ...acceptable(chosen)] })
            }
          />
        </div>
      </div>
    </fieldset>
  );
}
