import { type MessageResponse, type SessionProofBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { signWithPasskey } from '../passkey';
import { sessionProofPasskeyOptions } from './session-proof-passkey-options';

/**
 * POST /session/proof: the password or a second factor, given again. For the next few minutes
 * money and account changes go through without asking. A wrong answer is a 422 on its field.
 */
export function proveSession(body: SessionProofBody): Promise<MessageResponse> {
  return api.post('/session/proof', body, { schema: contractSchema('messageResponse') });
}

/** The proof with a passkey: the server's options, the browser's ceremony, the answer. */
export async function proveSessionWithPasskey(): Promise<MessageResponse> {
  const { challenge, options } = await sessionProofPasskeyOptions();
  const passkey = await signWithPasskey(options);
  return proveSession({ passkey, passkey_challenge: challenge });
}

export type ProofAnswer =
  { password: string } | { code: string } | { recovery_code: string } | { passkey: true };

export function useProveSession() {
  return useMutation({
    mutationFn: (answer: ProofAnswer) =>
      'passkey' in answer ? proveSessionWithPasskey() : proveSession(answer),
  });
}
