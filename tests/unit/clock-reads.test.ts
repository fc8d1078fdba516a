import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under `dir`, as a path from the project root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

const filesMatching = (dir: string, pattern: RegExp) =>
  sourceFiles(dir)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .sort();

/**
 * The server files that may read the machine's clock, and why (decision 48): none is a business
 * rule. Everything else asks the app's clock, so tests can pin any instant.
 */
const REAL_CLOCK_READERS: Record<string, string> = {
  'src/server/lib/clock.ts': 'the system clock itself',
  'src/server/modules/auth/login-throttle.ts':
    'minutes left of a guess lock the database set with its now(): guessing is real time',
  'src/server/modules/auth/reset-service.ts': "the forgot-password answer's floor, a duration",
  'src/server/modules/mail/file-transport.ts': "a mail file's name",
  'src/server/modules/media/media-cache.ts': 'file times that order eviction',
  'src/server/modules/media/storage/local-storage.ts':
    'upload URLs last minutes of real time, as a bucket judges its presigned ones',
  'src/server/modules/media/storage/upload-token.ts': 'the same upload URLs checked',
  'src/server/modules/media/upload-claims-repository.ts': 'used upload URLs cleared',
  'src/server/db/seed/seed.ts': 'when the demo catalogue was loaded, for the operator',
};

describe('where now comes from', () => {
  it('no server file reads the machine clock but those that measure real time', () => {
    expect(filesMatching('src/server', /new Date\(\)|Date\.now\(\)/)).toEqual(
      Object.keys(REAL_CLOCK_READERS).sort(),
    );
  });

  it("names the shop's time zone in src/shared/time.ts only (decision 28)", () => {
    expect(filesMatching('src', /Asia\/Singapore/)).toEqual(['src/shared/time.ts']);
  });
});
