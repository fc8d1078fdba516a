import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formatBudgetTable,
  initialFiles,
  type Manifest,
  measureInitialJavaScript,
} from '../../scripts/check-bundle-budget.mjs';

/**
 * A build as Vite describes it: an entry, the app's code it imports once the page has painted
 * (preloaded, so it counts), shared chunks they import, a lazily loaded screen.
 */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js' },
  'app/start.tsx': { file: 'assets/start.js', imports: ['_react.js', '_router.js'] },
  '_react.js': { file: 'assets/react.js' },
  // Imported twice (by the entry and by the router chunk): counted once.
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  'features/admin/admin-page.tsx': { file: 'assets/admin-page.js', imports: ['_react.js'] },
};

/** Random bytes do not compress, so each file's gzip size is just over its length. */
const noise = (length: number) => randomBytes(length);

const entries = ['index.html', 'app/start.tsx'];

const sizes: Record<string, number> = {
  'assets/index.js': 1_000,
  'assets/start.js': 19_000,
  'assets/react.js': 60_000,
  'assets/router.js': 30_000,
  'assets/admin-page.js': 200_000,
};

function readFile(file: string): Buffer {
  const size = sizes[file];
  if (size === undefined) throw new Error(`unexpected read of ${file}`);
  return noise(size);
}

describe('bundle budget', () => {
  it('counts the entries and their static imports once each, and no lazily loaded chunk', () => {
    expect(initialFiles(manifest, entries)).toEqual([
      'assets/index.js',
      'assets/start.js',
      'assets/react.js',
      'assets/router.js',
    ]);
  });

  it('passes when the first load is within the limit', () => {
    const result = measureInitialJavaScript({
      manifest,
      entryKeys: entries,
      maxGzipKb: 150,
      readFile,
    });
    expect(result.withinBudget).toBe(true);
    expect(result.totalBytes).toBeGreaterThan(110_000);
    expect(result.totalBytes).toBeLessThan(150_000);
    expect(formatBudgetTable(result)).toMatch(/within budget/);
  });

  it('fails when the first load passes the limit, and says by how much', () => {
    const result = measureInitialJavaScript({
      manifest,
      entryKeys: entries,
      maxGzipKb: 100,
      readFile,
    });
    expect(result.withinBudget).toBe(false);
    const table = formatBudgetTable(result);
    expect(table).toMatch(/OVER BUDGET by \d+\.\d{2} kB/);
    expect(table).toContain('assets/router.js');
    expect(table).not.toContain('admin-page');
  });

  it('stops on a manifest without the entry rather than passing an empty sum', () => {
    expect(() => initialFiles(manifest, ['index.html', 'missing.html'])).toThrow(
      /no entry "missing.html"/,
    );
  });
});
