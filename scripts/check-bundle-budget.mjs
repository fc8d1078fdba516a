/**
 * Fails the build when the JavaScript a shopper downloads before the first page shows passes the
 * limit in budget.json. That JavaScript is the entry chunk of index.html, the app's code the server
 * preloads beside it (src/web/app/start.tsx), and every chunk they import statically; chunks behind
 * other dynamic imports (each route's screen) load later and do not count. Sizes are gzip, as the server sends them; 1 kB = 1000 bytes,
 * as Vite prints them. Run after `vite build` (npm run build:web does).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The files the entries load before anything renders: themselves and their static imports,
 * followed recursively, each once. Manifest keys and shape as Vite writes them (build.manifest).
 * @param {Record<string, { file: string; imports?: string[] }>} manifest
 * @param {string[]} entryKeys
 * @returns {string[]}
 */
export function initialFiles(manifest, entryKeys) {
  for (const entryKey of entryKeys) {
    if (!manifest[entryKey]) throw new Error(`The manifest has no entry "${entryKey}"`);
  }
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest lists an import "${key}" it does not describe`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entryKey of entryKeys) visit(entryKey);
  return files.filter((file) => file.endsWith('.js'));
}

/**
 * @param {{ manifest: Record<string, { file: string; imports?: string[] }>; entryKeys: string[];
 *   maxGzipKb: number; readFile: (file: string) => Buffer | string }} options
 */
export function measureInitialJavaScript({ manifest, entryKeys, maxGzipKb, readFile }) {
  const rows = initialFiles(manifest, entryKeys).map((file) => ({
    file,
    gzipBytes: gzipSync(readFile(file), { level: 9 }).length,
  }));
  const totalBytes = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
  const limitBytes = maxGzipKb * 1000;
  return { rows, totalBytes, limitBytes, withinBudget: totalBytes <= limitBytes };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** @param {ReturnType<typeof measureInitialJavaScript>} result */
export function formatBudgetTable({ rows, totalBytes, limitBytes, withinBudget }) {
  const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
  const line = (label, value) => `  ${label.padEnd(width)}  ${value.padStart(10)}`;
  return [
    'JavaScript before the first page shows (gzip):',
    ...rows.map((row) => line(row.file, kb(row.gzipBytes))),
    line('total', kb(totalBytes)),
    line('budget', kb(limitBytes)),
    withinBudget
      ? `  within budget, ${kb(limitBytes - totalBytes)} to spare`
      : `  OVER BUDGET by ${kb(totalBytes - limitBytes)}: split the code the first page does not need into lazy routes`,
  ].join('\n');
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const distDir = path.join(root, 'dist/web');
  const budget = JSON.parse(readFileSync(path.join(root, 'budget.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const result = measureInitialJavaScript({
    manifest,
    entryKeys: budget.initialJavaScript.entries,
    maxGzipKb: budget.initialJavaScript.maxGzipKb,
    readFile: (file) => readFileSync(path.join(distDir, file)),
  });
  console.info(formatBudgetTable(result));
  if (!result.withinBudget) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
