import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerApiPath } from '#shared/api-paths.js';
import { type RegisterRequest, registerResponseSchema } from '#shared/schemas/auth.js';
import { setSessionUser } from '#web/api/get-session.ts';
import { api } from '#web/lib/api-client.ts';

export function register(body: RegisterRequest) {
  return api.post(registerApiPath, body, { schema: registerResponseSchema });
}

/** Registering logs the new customer in (issue 15): the session knows them at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => {
      if (user) setSessionUser(queryClient, user);
    },
  });
}
