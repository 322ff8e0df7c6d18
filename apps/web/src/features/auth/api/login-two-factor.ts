import { type AuthResponse, type TwoFactorLoginBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { signWithPasskey } from '../passkey';
import { twoFactorPasskeyOptions } from './login-two-factor-passkey-options';

/**
 * POST /login/two-factor: the second step of a sign-in, with a code of the authenticator app, a
 * recovery code or a passkey. No 401 redirect: a refusal is an answer for the form.
 */
export function loginTwoFactor(body: TwoFactorLoginBody): Promise<AuthResponse> {
  return api.post('/login/two-factor', body, {
    schema: contractSchema('authResponse'),
    redirectOn401: false,
  });
}

/** The second step with a passkey: the server's options, the browser's ceremony, the answer. */
export async function loginTwoFactorWithPasskey(challenge: string): Promise<AuthResponse> {
  const { options } = await twoFactorPasskeyOptions(challenge);
  const passkey = await signWithPasskey(options);
  return loginTwoFactor({ challenge, passkey });
}

export type TwoFactorAnswer = { code: string } | { recovery_code: string } | { passkey: true };

/** Finishes the sign-in and stores the session, as a login does. */
export function useLoginTwoFactor(challenge: string) {
  return useMutation({
    mutationFn: (answer: TwoFactorAnswer) =>
      'passkey' in answer
        ? loginTwoFactorWithPasskey(challenge)
        : loginTwoFactor({ challenge, ...answer }),
    onSuccess: ({ user }) => setSession(user),
  });
}
