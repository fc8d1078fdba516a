import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '#server/lib/http-errors.js';

export const UNACCEPTABLE_TEXT_MESSAGE =
  'The request holds a character the shop cannot accept (a NUL byte or a broken Unicode character).';

/** %00, and the UTF-8 encodings of U+D800–U+DFFF (ED A0–BF xx), which are never valid UTF-8. */
const ENCODED_BAD_CHARACTER = /%00|%ed%[ab][0-9a-f]/i;

/** A NUL, or a UTF-16 surrogate without its other half. */
const BAD_CHARACTER = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL, which PostgreSQL's text cannot hold, or a lone surrogate, which is no character at all. */
function isUnacceptable(text: string): boolean {
  return BAD_CHARACTER.test(text);
}

/**
 * Whether any string in the value (keys included) is unacceptable. Walked with a list rather than
 * recursion: a JSON body nested a hundred thousand deep must not overflow the stack.
 */
export function holdsUnacceptableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnacceptable(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (isUnacceptable(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

function refuse(): never {
  throw new ValidationError(UNACCEPTABLE_TEXT_MESSAGE);
}

/**
 * Input PostgreSQL cannot store (NUL) or that is not text (lone surrogates) is refused here, once,
 * with a 400 before any route runs: in the URL as sent (path and query, on every route, the
 * not-found answer included), then in the parsed params, query and body.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      if (ENCODED_BAD_CHARACTER.test(request.url) || isUnacceptable(request.url)) refuse();
      done();
    });
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      const { params, query, body } = request;
      if (holdsUnacceptableText(params) || holdsUnacceptableText(query)) refuse();
      if (holdsUnacceptableText(body)) refuse();
      done();
    });
  },
  { name: 'input-guard' },
);
