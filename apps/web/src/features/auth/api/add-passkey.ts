import { type FactorAddedResponse, type PasskeyRegisterBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { createPasskey } from '../passkey';
import { passkeyRegistrationOptions } from './passkey-registration-options';
import { securitySettingsQueryKey } from './query-keys';

/**
 * POST /user/passkeys: keeps the new passkey under the name its owner gave it. The account's
 * first second factor comes with its recovery codes, answered this once.
 */
export function addPasskey(body: PasskeyRegisterBody): Promise<FactorAddedResponse> {
  return api.post('/user/passkeys', body, { schema: contractSchema('factorAddedResponse') });
}

/** The server's options, the authenticator makes the passkey, the server keeps it. */
export async function addPasskeyWithBrowser(name: string): Promise<FactorAddedResponse> {
  const { challenge, options } = await passkeyRegistrationOptions();
  const passkey = await createPasskey(options);
  return addPasskey({ challenge, name, passkey });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskeyWithBrowser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securitySettingsQueryKey }),
  });
}
