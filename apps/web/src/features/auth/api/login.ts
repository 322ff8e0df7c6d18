import { type LoginBody, type LoginResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { setSession } from '@/lib/session';

/**
 * POST /login. Without the 401 redirect: here a 401 means "wrong e-mail or password", an answer
 * for the form, not an expired session. The session comes as the API's HttpOnly cookie (ADR 039).
 * An account with a second factor answers `two_factor` instead: the step that finishes the
 * sign-in.
 */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post('/login', body, {
    schema: contractSchema('loginResponse'),
    redirectOn401: false,
  });
}

/**
 * Logs in and keeps the user (login stores the session). The answer's token is left
 * unread: the session cookie is the web app's (ADR 039).
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('user' in answer) setSession(answer.user);
    },
  });
}
