import { type AuthResponse, type LoginBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { setSession } from '@/lib/session';

/**
 * POST /login. Sent without a token and without the 401 redirect: here a 401 means "wrong
 * e-mail or password", an answer for the form, not an expired session.
 */
export function login(body: LoginBody): Promise<AuthResponse> {
  return api.post('/login', body, {
    schema: contractSchema('authResponse'),
    token: null,
    redirectOn401: false,
  });
}

/** Logs in and stores token and user (spec 3, Session; spec 4: login stores token and user). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => setSession(token, user),
  });
}
