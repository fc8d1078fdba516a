import { useMutation } from '@tanstack/react-query';
import { registerApiPath } from '#shared/api-paths.js';
import { type RegisterRequest, successMessageSchema } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';

export function register(body: RegisterRequest) {
  return api.post(registerApiPath, body, { schema: successMessageSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
