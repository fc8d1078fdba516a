import { useMutation, useQueryClient } from '@tanstack/react-query';
import { undoEmailChangeApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import type { UndoEmailChangeRequest } from '#shared/schemas/profile.js';
import { setSessionUser } from '#web/api/get-session.ts';
import { api } from '#web/lib/api-client.ts';

export function undoEmailChange(body: UndoEmailChangeRequest) {
  return api.post(undoEmailChangeApiPath, body, { schema: successMessageSchema });
}

/** Every session of the account ends, this browser's too if it was logged in to it. */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEmailChange,
    onSuccess: () => setSessionUser(queryClient, null),
  });
}
