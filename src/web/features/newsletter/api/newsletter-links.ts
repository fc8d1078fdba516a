import { useMutation } from '@tanstack/react-query';
import { newsletterConfirmApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';

/** POST /newsletter/confirm: the confirmation link's token confirms the sign-up (decision 0068). */
export function useConfirmSignUp() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post(newsletterConfirmApiPath, { token }, { schema: successMessageSchema }),
  });
}
