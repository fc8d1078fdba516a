/**
 * zod compiles fast validators with `new Function`, which the shop's Content-Security-Policy
 * (no 'unsafe-eval') forbids; Chrome then reports a violation on every page. Jitless parsing is
 * what runs anyway once that fails, so nothing is lost. Must run before any schema is used.
 *
 * zod 4 keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of zod) and
 * adopts one that is already there when it loads (and keeps the one it made itself). Setting it here, rather than calling
 * `z.config()`, keeps zod (24 kB gzip) out of the first page's JavaScript: it loads with the
 * first screen that parses an answer. zod-csp.test.ts checks zod still honours this.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Changed in place, never replaced: a zod that loaded first keeps a reference to this very object.
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
