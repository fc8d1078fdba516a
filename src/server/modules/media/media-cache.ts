import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Renditions on disk under DATA_DIR/cache/media, one file per content hash, shared by instances. */
export function createMediaCache(dir: string) {
  const fileFor = (hash: string) => path.join(dir, hash.slice(0, 2), hash);
  return {
    async read(hash: string): Promise<Buffer | undefined> {
      try {
        return await readFile(fileFor(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    /** Written to a temporary name and renamed, so no reader ever sees half a file. */
    async write(hash: string, data: Buffer): Promise<void> {
      const file = fileFor(hash);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

export type MediaCache = ReturnType<typeof createMediaCache>;
