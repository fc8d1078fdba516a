import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, Encoding, KeptAnswer } from './kept-answer.js';

/** The encodings a request accepts (q above 0), brotli preferred as the smaller. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((encoding) => (accepted.get(encoding) ?? wildcard) > 0);
}

/** Each encoding is its own representation, with its own (strong) ETag. */
function etagOf(kept: KeptAnswer<unknown>, encoding: Encoding | undefined): string {
  return encoding ? `${kept.etag.slice(0, -1)}-${encoding}"` : kept.etag;
}

/** Whether If-None-Match names any representation of this answer: they all hold the same data. */
function isNotModified(ifNoneMatch: string | undefined, kept: KeptAnswer<unknown>): boolean {
  if (!ifNoneMatch) return false;
  const base = kept.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const name = tag
      .trim()
      .replace(/^W\//, '')
      .replace(/^"|"$/g, '')
      .replace(/-(br|gzip)$/, '');
    return name === base || name === '*';
  });
}

/**
 * A kept answer sent as this request accepts it: 304 when its copy is current, else the body
 * compressed once in brotli or gzip, or as it is. Browsers revalidate (`no-cache`) every time,
 * so a change shows at once and an unchanged answer costs them no body.
 */
export async function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptAnswer<unknown>,
  cacheControl = 'no-cache',
): Promise<FastifyReply> {
  const { status, contentType, body } = kept.answer;
  const encoding = kept.compressible
    ? preferredEncoding(request.headers['accept-encoding'])
    : undefined;
  reply.header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  if (status === 200) {
    reply.header('etag', etagOf(kept, encoding));
    if (isNotModified(request.headers['if-none-match'], kept)) return reply.code(304).send();
  }
  reply.code(status).type(contentType);
  if (!encoding) return reply.send(body);
  const encoded = await kept.encodedBody(encoding);
  return reply.header('content-encoding', encoding).send(encoded);
}

/**
 * A JSON answer to keep, serialized by the route's own response serializer: the shared schema
 * checks it once when it is made rather than on every request that is sent it.
 */
export function serializedAnswer(reply: FastifyReply, value: unknown): Answer {
  return {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from(String(reply.serialize(value))),
  };
}
