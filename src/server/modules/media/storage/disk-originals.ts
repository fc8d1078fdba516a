import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Original, OriginalSource } from './image-storage.js';

/** The file the key names below the root; undefined for a key that would leave it. */
export function fileBelow(root: string, key: string): string | undefined {
  const file = path.resolve(root, key);
  return file.startsWith(`${root}${path.sep}`) ? file : undefined;
}

/** Originals as files below one folder. */
export function diskOriginals(root: string): OriginalSource {
  const resolvedRoot = path.resolve(root);
  return {
    async find(key): Promise<Original | undefined> {
      const file = fileBelow(resolvedRoot, key);
      if (!file) return undefined;
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return undefined;
        return { version: [file, stats.size, stats.mtimeMs].join('\0'), load: async () => file };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
  };
}

/** The first source that has the key. */
export function firstOf(sources: OriginalSource[]): OriginalSource {
  return {
    async find(key) {
      for (const source of sources) {
        const original = await source.find(key);
        if (original) return original;
      }
      return undefined;
    },
  };
}
