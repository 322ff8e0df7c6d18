import { type AuthResponse, type RegisterBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { setSession } from '@/lib/session';

/** POST /register: creates the account and answers with a session, like a login. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return api.post('/register', body, {
    schema: contractSchema('authResponse'),
    token: null,
    redirectOn401: false,
  });
}

/** Registers and signs the new user in at once. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => setSession(token, user),
  });
}
