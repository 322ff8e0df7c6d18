import { type AuthResponse, type RegisterBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { setSession } from '@/lib/session';

/** POST /register: creates the account and answers with a session, like a login. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return api.post('/register', body, {
    schema: contractSchema('authResponse'),
    redirectOn401: false,
  });
}

/** Registers and signs the new user in at once (the session cookie is set; the token unread). */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => setSession(user),
  });
}
