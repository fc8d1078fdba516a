import { useMutation } from '@tanstack/react-query';
import { newsletterConfirmApiPath, newsletterUnsubscribeApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';

// The newsletter's mailed links as their pages spend them (decision 0068).

/** POST /newsletter/confirm: the confirmation link's token confirms the sign-up. */
export function useConfirmSignUp() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post(newsletterConfirmApiPath, { token }, { schema: successMessageSchema }),
  });
}

/** POST /newsletter/unsubscribe?token=…: the one-click call, with RFC 8058's body, as JSON. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post(
        newsletterUnsubscribeApiPath(token),
        { 'List-Unsubscribe': 'One-Click' },
        { schema: successMessageSchema },
      ),
  });
}
