import { useCallback, useState } from 'react';

export interface UploadInProgress {
  id: number;
  name: string;
  /** 0 to 1. */
  fraction: number;
}

let nextId = 1;

/** Runs one upload with a progress bar of its own, shown while it runs. */
export type TrackUpload = <T>(
  name: string,
  run: (onProgress: (fraction: number) => void) => Promise<T>,
) => Promise<T>;

/** Uploads running now, each with its progress, for the progress bars. */
export function useUploadProgress() {
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);

  const track: TrackUpload = useCallback(
    async <T>(name: string, run: (onProgress: (fraction: number) => void) => Promise<T>) => {
      const id = nextId++;
      setUploads((list) => [...list, { id, name, fraction: 0 }]);
      try {
        return await run((fraction) =>
          setUploads((list) => list.map((u) => (u.id === id ? { ...u, fraction } : u))),
        );
      } finally {
        setUploads((list) => list.filter((u) => u.id !== id));
      }
    },
    [],
  );

  return { uploads, track };
}
