import { existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../config/project-root.js';

export interface Original {
  file: string;
  stats: Stats;
}

/**
 * Folders holding original images, searched in order: uploads under DATA_DIR, then the shipped
 * demo images (the build's img/ when there is a build, else the project's public/img/).
 */
export function originalRoots(dataDir: string, webDistDir: string | undefined): string[] {
  const builtImages = webDistDir ? path.join(webDistDir, 'img') : undefined;
  const shippedImages =
    builtImages && existsSync(builtImages) ? builtImages : path.join(projectRoot, 'public/img');
  return [path.join(dataDir, 'uploads'), shippedImages].map((root) => path.resolve(root));
}

/** The first file named by the key below one of the roots; never a path outside them. */
export async function findOriginal(roots: string[], key: string): Promise<Original | undefined> {
  for (const root of roots) {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) continue;
    try {
      const stats = await stat(file);
      if (stats.isFile()) return { file, stats };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    }
  }
  return undefined;
}
