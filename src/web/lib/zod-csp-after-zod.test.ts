import { expect, test } from 'vitest';
import { parsesWithoutCompiling } from './zod-jitless-check';

// The production build may evaluate zod's chunk before the entry chunk that holds the setting.
test('zod loaded before the browser setting parses without compiling code too', async () => {
  await import('zod');
  await import('./zod-csp');
  expect(await parsesWithoutCompiling()).toBe(true);
});
