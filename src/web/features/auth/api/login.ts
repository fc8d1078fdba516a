import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginRequest, loginResponseSchema } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';
import { setSessionUser } from './get-session';

export function login(body: LoginRequest) {
  return api.post('/auth/login', body, { schema: loginResponseSchema });
}

/** Spec section 4: a successful login sets logged-in and the user at once, with no extra call. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
