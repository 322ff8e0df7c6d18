import { type SandboxChargeDueBody, type SandboxChargeDueResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /sandbox/subscriptions/charge-due: the built-in sandbox lets `months` pass and charges
 * every monthly gift that falls due, each through the webhook as Mollie's test mode would. 404
 * when payments go through Mollie.
 */
export function chargeDueSandboxSubscriptions(
  body: SandboxChargeDueBody,
): Promise<SandboxChargeDueResponse> {
  return api.post('/sandbox/subscriptions/charge-due', body, {
    schema: contractSchema('sandboxChargeDueResponse'),
    redirectOn401: false,
  });
}

export function useChargeDueSandboxSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chargeDueSandboxSubscriptions,
    // New donations: every raised amount, total and list in the cache may have changed.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'translations',
      }),
  });
}
