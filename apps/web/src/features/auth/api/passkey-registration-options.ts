import { type PasskeyOptionsResponse } from '@app/contract';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /user/passkeys/options: what the browser asks the authenticator, to make a new passkey
 * (the account's own passkeys excluded). Needs a fresh proof. Used by `addPasskeyWithBrowser`.
 */
export function passkeyRegistrationOptions(): Promise<PasskeyOptionsResponse> {
  return api.post('/user/passkeys/options', undefined, {
    schema: contractSchema('passkeyOptionsResponse'),
  });
}
