import { expect, test } from 'vitest';
import { parsesWithoutCompiling } from './zod-jitless-check';

// Each test file gets its own module graph, so here zod loads after the setting.
test('zod loaded after the browser setting parses without compiling code (no eval under the CSP)', async () => {
  await import('./zod-csp');
  expect(await parsesWithoutCompiling()).toBe(true);
});
