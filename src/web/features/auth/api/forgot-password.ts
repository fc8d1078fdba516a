import { useMutation } from '@tanstack/react-query';
import { forgotPasswordApiPath } from '#shared/api-paths.js';
import { messageSchema } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';

/** The answer is the same whether or not the account exists, so it tells nobody who is a customer. */
export function forgotPassword(email: string) {
  return api.post(forgotPasswordApiPath, { email }, { schema: messageSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
