import { type TotpSetupResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /user/totp: a new secret for an authenticator app (its QR code and the key to type).
 * It signs in only once its first code confirms it (`confirmTotp`). Needs a fresh proof.
 */
export function startTotp(): Promise<TotpSetupResponse> {
  return api.post('/user/totp', undefined, { schema: contractSchema('totpSetupResponse') });
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
