import { type RecoveryCodesResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { securitySettingsQueryKey } from './query-keys';

/**
 * POST /user/recovery-codes: new recovery codes in place of the earlier ones, answered this once.
 * Needs a fresh proof.
 */
export function newRecoveryCodes(): Promise<RecoveryCodesResponse> {
  return api.post('/user/recovery-codes', undefined, {
    schema: contractSchema('recoveryCodesResponse'),
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey }),
  });
}
