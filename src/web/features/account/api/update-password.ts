import { useMutation } from '@tanstack/react-query';
import { profilePasswordApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';

export interface PasswordChange {
  currentPassword: string;
  password: string;
}

/** The server ends the account's other sessions and keeps this one. */
export function updatePassword(change: PasswordChange) {
  return api.put(profilePasswordApiPath, change, { schema: successMessageSchema });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
