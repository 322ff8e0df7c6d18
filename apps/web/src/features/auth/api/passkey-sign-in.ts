import { type AuthResponse, type PasskeyLoginBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { signWithPasskey } from '../passkey';
import { passkeySignInOptions } from './passkey-sign-in-options';

/** POST /login/passkey: a passkey that verified its user signs in on its own. */
export function passkeySignIn(body: PasskeyLoginBody): Promise<AuthResponse> {
  return api.post('/login/passkey', body, {
    schema: contractSchema('authResponse'),
    redirectOn401: false,
  });
}

/** The options, the browser's ceremony (the person picks a passkey), then the sign-in. */
export async function signInWithPasskey(): Promise<AuthResponse> {
  const { challenge, options } = await passkeySignInOptions();
  const passkey = await signWithPasskey(options);
  return passkeySignIn({ challenge, passkey });
}

/** Signs in with a passkey and stores the session, as a login does. */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: ({ user }) => setSession(user),
  });
}
