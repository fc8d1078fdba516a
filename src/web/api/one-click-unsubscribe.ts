import { useMutation } from '@tanstack/react-query';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { ONE_CLICK } from '#shared/schemas/one-click.js';
import { api } from '#web/lib/api-client.ts';

/**
 * A mailed list's one-click unsubscribe as its page spends it (decision 0068): the same call mail
 * apps make, with RFC 8058's body, as JSON. `pathOf` is the list's own path for the token.
 */
export function useOneClickUnsubscribe(pathOf: (token: string) => string) {
  return useMutation({
    mutationFn: (token: string) =>
      api.post(pathOf(token), { [ONE_CLICK]: 'One-Click' }, { schema: successMessageSchema }),
  });
}
