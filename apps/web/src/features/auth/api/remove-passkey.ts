import { type Id, type MessageResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { securitySettingsQueryKey } from './query-keys';

/** DELETE /user/passkeys/{id}: one of the own passkeys no longer signs in. Needs a fresh proof. */
export function removePasskey(id: Id): Promise<MessageResponse> {
  return api.delete(`/user/passkeys/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey }),
  });
}
