import type { FastifyPluginAsync } from 'fastify';

/** Where Apple looks for the file that proves this domain may show Apple Pay. */
export const APPLE_PAY_DOMAIN_FILE_PATH =
  '/.well-known/apple-developer-merchantid-domain-association';

/**
 * Apple's domain association file, as the setting holds it (APPLE_PAY_DOMAIN_ASSOCIATION). Unset,
 * the path is not served at all and answers the shop's usual 404.
 */
export const applePayRoutes: FastifyPluginAsync<{ content: string | undefined }> = async (
  app,
  { content },
) => {
  if (content === undefined) return;
  app.get(APPLE_PAY_DOMAIN_FILE_PATH, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(content),
  );
};
