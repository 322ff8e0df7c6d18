import { type LoginBody, type LoginResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { setSession } from '@/lib/session';

/**
 * POST /login. Sent without a token and without the 401 redirect: here a 401 means "wrong
 * e-mail or password", an answer for the form, not an expired session. An account with a second
 * factor answers `two_factor` instead of a session: the step that finishes the sign-in.
 */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post('/login', body, {
    schema: contractSchema('loginResponse'),
    token: null,
    redirectOn401: false,
  });
}

/** Logs in and stores token and user (spec 3, Session; spec 4: login stores token and user). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('token' in answer) setSession(answer.token, answer.user);
    },
  });
}
