import { useMutation } from '@tanstack/react-query';
import { logoutApiPath } from '#shared/api-paths.js';
import { api } from '#web/lib/api-client.ts';

export function logout() {
  return api.post(logoutApiPath, undefined, {
    // The account menu of every page offers this: its schema (and zod) load only when it is used.
    schema: async () => (await import('#shared/schemas/auth.js')).logoutResponseSchema,
  });
}

/** The session is updated by the caller, after it has left any page that needs a login. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
