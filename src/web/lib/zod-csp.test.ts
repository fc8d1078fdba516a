import { expect, test } from 'vitest';

test('zod loaded after the browser setting parses without compiling code (no eval under the CSP)', async () => {
  await import('./zod-csp');
  const { z } = await import('zod');

  expect(z.config().jitless).toBe(true);
  // A schema zod would otherwise compile with `new Function` on first use.
  const schema = z.object({ id: z.number(), name: z.string() });
  const original = globalThis.Function;
  let compiled = false;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      compiled = true;
      return Reflect.construct(target, args);
    },
    apply(target, thisArg, args) {
      compiled = true;
      return Reflect.apply(target, thisArg, args);
    },
  });
  try {
    expect(schema.parse({ id: 1, name: 'Pillow' })).toEqual({ id: 1, name: 'Pillow' });
  } finally {
    globalThis.Function = original;
  }
  expect(compiled).toBe(false);
});
