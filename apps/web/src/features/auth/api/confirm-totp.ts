import { type FactorAddedResponse, type TotpConfirmBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { securitySettingsQueryKey } from './query-keys';

/**
 * POST /user/totp/confirm: the app's first code turns it on. The account's first second factor
 * comes with its recovery codes, answered this once.
 */
export function confirmTotp(body: TotpConfirmBody): Promise<FactorAddedResponse> {
  return api.post('/user/totp/confirm', body, { schema: contractSchema('factorAddedResponse') });
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey }),
  });
}
