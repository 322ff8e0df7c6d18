import { type MollieConnectResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { browser } from '@/lib/browser';

/** GET /mollie/connect?nonprofit_id= (owner): where the owner grants the platform access. */
export function getMollieConnectUrl(nonprofitId: number): Promise<MollieConnectResponse> {
  return api.get('/mollie/connect', {
    query: { nonprofit_id: nonprofitId },
    schema: contractSchema('mollieConnectResponse'),
  });
}

/** Connect with payment provider: asks for the grant page, then leaves the app for it. */
export function useStartMollieConnect() {
  return useMutation({
    mutationFn: getMollieConnectUrl,
    onSuccess: ({ authorization_url }) => browser.redirectTo(authorization_url),
  });
}
