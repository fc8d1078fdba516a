import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Eviction trims the cache to this share of its cap, so it does not run on every new rendition. */
const LOW_WATER = 0.8;

interface CachedFile {
  file: string;
  size: number;
  lastUsed: number;
}

/**
 * Renditions on disk under DATA_DIR/cache/media, one file per content hash, shared by instances.
 * The cache holds at most `maxBytes`: a file's modification time records its last use (touched
 * on every hit, so every instance sees it), and when the bytes written pass the cap the least
 * recently used files are removed until it is back under 80 % of it.
 */
export function createMediaCache(dir: string, maxBytes: number) {
  const fileFor = (hash: string) => path.join(dir, hash.slice(0, 2), hash);
  /** Bytes in the cache as this instance knows them: counted by a scan, then its own writes. */
  let estimatedBytes: number | undefined;
  let eviction: Promise<void> | undefined;

  async function scan(): Promise<CachedFile[]> {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    const files = await Promise.all(
      entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          // Another instance may evict the file between the listing and this look.
          const info = await stat(file).catch(() => undefined);
          return info && { file, size: info.size, lastUsed: info.mtimeMs };
        }),
    );
    return files.filter((file): file is CachedFile => file !== undefined);
  }

  async function evict(): Promise<void> {
    const files = await scan();
    let total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > maxBytes) {
      files.sort((a, b) => a.lastUsed - b.lastUsed);
      for (const file of files) {
        if (total <= maxBytes * LOW_WATER) break;
        await rm(file.file, { force: true });
        total -= file.size;
      }
    }
    estimatedBytes = total;
  }

  /** One eviction at a time; the writes meanwhile are counted by the scan it makes. */
  function evictOnce(): Promise<void> {
    eviction ??= evict().finally(() => {
      eviction = undefined;
    });
    return eviction;
  }

  return {
    async read(hash: string): Promise<Buffer | undefined> {
      const file = fileFor(hash);
      try {
        const data = await readFile(file);
        const now = new Date();
        // A hit is a use: evicted last. Gone meanwhile (evicted by another instance) is fine.
        await utimes(file, now, now).catch(() => undefined);
        return data;
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
      if (estimatedBytes === undefined) await evictOnce();
      else estimatedBytes += data.length;
      if ((estimatedBytes ?? 0) > maxBytes) await evictOnce();
    },
  };
}

export type MediaCache = ReturnType<typeof createMediaCache>;
