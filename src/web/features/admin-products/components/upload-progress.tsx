import type { UploadInProgress } from '../lib/use-upload-progress';

/** One bar per file on its way to storage. */
export function UploadProgress({ uploads }: { uploads: UploadInProgress[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label="Uploads">
      {uploads.map((upload) => {
        const percent = Math.round(upload.fraction * 100);
        return (
          <li key={upload.id} className="text-sm text-muted">
            <div className="flex justify-between gap-3">
              <span className="truncate">Uploading {upload.name}</span>
              <span>{percent}%</span>
            </div>
            <progress
              max={100}
              value={percent}
              aria-label={`Uploading ${upload.name}`}
              className="mt-1 h-2 w-full overflow-hidden rounded-full accent-navy"
            />
          </li>
        );
      })}
    </ul>
  );
}
