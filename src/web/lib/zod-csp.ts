import { z } from 'zod';

/**
 * zod compiles fast validators with `new Function`, which the shop's Content-Security-Policy
 * (no 'unsafe-eval') forbids; Chrome then reports a violation on every page. Jitless parsing is
 * what runs anyway once that fails, so nothing is lost. Must run before any schema is used.
 */
z.config({ jitless: true });
