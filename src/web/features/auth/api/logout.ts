import { useMutation } from '@tanstack/react-query';
import { logoutResponseSchema } from '../../../../shared/schemas/auth.js';
import { api } from '../../../lib/api-client';

export function logout() {
  return api.post('/auth/logout', undefined, { schema: logoutResponseSchema });
}

/** The session is updated by the caller, after it has left any page that needs a login. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
