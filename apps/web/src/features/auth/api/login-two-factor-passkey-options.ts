import { type PasskeyOptionsResponse } from '@app/contract';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /login/two-factor/passkey-options: what the account's passkey is asked to sign for the
 * second step of this sign-in (`challenge`). Used by `loginTwoFactorWithPasskey`.
 */
export function twoFactorPasskeyOptions(challenge: string): Promise<PasskeyOptionsResponse> {
  return api.post(
    '/login/two-factor/passkey-options',
    { challenge },
    { schema: contractSchema('passkeyOptionsResponse'), redirectOn401: false },
  );
}
