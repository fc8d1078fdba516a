import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A package.json with a name: the project's own, not the scope file the build writes in dist/node. */
function isProjectPackage(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  return (
    existsSync(file) && Boolean((JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name)
  );
}

/** The project's folder, found the same way from src/ (tsx, Vitest) and from dist/ (built). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!isProjectPackage(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'drizzle');
export const defaultWebDistDir = path.join(projectRoot, 'dist/web');
