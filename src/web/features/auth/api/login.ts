import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginApiPath } from '#shared/api-paths.js';
import { type LoginRequest, loginResponseSchema } from '#shared/schemas/auth.js';
import { setSessionUser } from '#web/api/get-session.ts';
import { api } from '#web/lib/api-client.ts';

export function login(body: LoginRequest) {
  return api.post(loginApiPath, body, { schema: loginResponseSchema });
}

/** Spec section 4: a successful login sets logged-in and the user at once, with no extra call. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
