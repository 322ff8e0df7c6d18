import { type MessageResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { securitySettingsQueryKey } from './query-keys';

/** DELETE /user/totp: the authenticator app no longer signs in. Needs a fresh proof. */
export function removeTotp(): Promise<MessageResponse> {
  return api.delete('/user/totp', { schema: contractSchema('messageResponse') });
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey }),
  });
}
