import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found the same way from src/ (tsx, Vitest) and from dist/ (built). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'drizzle');
export const defaultWebDistDir = path.join(projectRoot, 'dist/web');
