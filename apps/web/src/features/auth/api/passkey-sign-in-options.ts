import { type PasskeyOptionsResponse } from '@app/contract';
import { api, contractSchema } from '@/lib/api-client';

/** POST /login/passkey/options: what any passkey of this site is asked to sign, to sign in alone. */
export function passkeySignInOptions(): Promise<PasskeyOptionsResponse> {
  return api.post('/login/passkey/options', undefined, {
    schema: contractSchema('passkeyOptionsResponse'),
    redirectOn401: false,
  });
}
