import { expect } from 'vitest';

/** Parses with a schema zod would otherwise compile with `new Function` on first use. */
export async function parsesWithoutCompiling(): Promise<boolean> {
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
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
  return !compiled;
}
