import { useMutation } from '@tanstack/react-query';
import { resetPasswordApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export function resetPassword(body: ResetPasswordInput) {
  return api.post(resetPasswordApiPath, body, { schema: successMessageSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
