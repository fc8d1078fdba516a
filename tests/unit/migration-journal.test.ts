import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Migrations come from several branches at once and are renumbered as they merge. Drizzle's
 * migrator applies an entry only if it is dated after the last one applied, and drizzle-kit
 * diffs the schema against the newest snapshot: a merge that breaks either would skip a
 * migration on a running shop, or generate one that repeats another.
 */
const drizzleDir = fileURLToPath(new URL('../../drizzle', import.meta.url));

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

async function journal(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(drizzleDir, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

async function snapshot(idx: number): Promise<{ id: string; prevId: string }> {
  const name = `${String(idx).padStart(4, '0')}_snapshot.json`;
  return JSON.parse(await readFile(path.join(drizzleDir, 'meta', name), 'utf8'));
}

describe('the migration journal', () => {
  it('lists every migration file once, numbered in order', async () => {
    const entries = await journal();
    const files = (await readdir(drizzleDir)).filter((name) => name.endsWith('.sql')).sort();
    expect(entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(entries.map((entry) => entry.idx)).toEqual(entries.map((_, index) => index));
  });

  it('dates each migration after the one before it', async () => {
    const dates = (await journal()).map((entry) => entry.when);
    for (const [index, date] of dates.entries()) {
      if (index > 0) expect(date).toBeGreaterThan(dates[index - 1] ?? 0);
    }
  });

  it('chains each snapshot to the one before it', async () => {
    const entries = await journal();
    for (const entry of entries.slice(1)) {
      const [previous, current] = await Promise.all([snapshot(entry.idx - 1), snapshot(entry.idx)]);
      expect(current.prevId, entry.tag).toBe(previous.id);
    }
  });
});
