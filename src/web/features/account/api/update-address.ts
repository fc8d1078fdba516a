import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileAddressApiPath } from '#shared/api-paths.js';
import { profileUpdateResponseSchema } from '#shared/schemas/profile.js';
import { profileQueryKey } from '#web/api/get-profile.ts';
import { api } from '#web/lib/api-client.ts';

/** Spec section 5: an empty address line or postal code is sent as null. */
export interface AddressInput {
  address_line: string | null;
  postal_code: string | null;
}

export function updateAddress(address: AddressInput) {
  return api.put(profileAddressApiPath, address, { schema: profileUpdateResponseSchema });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: ({ user }) => queryClient.setQueryData(profileQueryKey, user),
  });
}
