import { useMutation } from '@tanstack/react-query';
import { profileEmailApiPath } from '#shared/api-paths.js';
import { profileUpdateResponseSchema, type UpdateEmailRequest } from '#shared/schemas/profile.js';
import { api } from '#web/lib/api-client.ts';

/** Asks for the change: the account keeps its address until the link mailed to the new one is opened. */
export function updateEmail(change: UpdateEmailRequest) {
  return api.put(profileEmailApiPath, change, { schema: profileUpdateResponseSchema });
}

export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail });
}
