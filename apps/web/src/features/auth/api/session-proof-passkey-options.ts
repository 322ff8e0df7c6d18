import { type PasskeyOptionsResponse } from '@app/contract';
import { api, contractSchema } from '@/lib/api-client';

/** POST /session/proof/passkey-options: what the account's passkey signs to prove the session. */
export function sessionProofPasskeyOptions(): Promise<PasskeyOptionsResponse> {
  return api.post('/session/proof/passkey-options', undefined, {
    schema: contractSchema('passkeyOptionsResponse'),
  });
}
