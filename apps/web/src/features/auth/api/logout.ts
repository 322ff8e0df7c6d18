import { ApiError, api } from '@/lib/api-client';
import { clearSession, csrfToken, rememberSignOut } from '@/lib/session';

/**
 * POST /logout with the session cookie (and the CSRF header): the API ends the session and clears
 * its cookies, which only it can do (they are HttpOnly). Until it has answered, a sign-out is
 * noted as pending: a page left or closed meanwhile, or a failed call, has the next start-up send
 * it again rather than sign back in with a cookie that may still hold.
 */
export async function endCookieSession(): Promise<void> {
  // Without the CSRF cookie the browser holds no session cookie either: nothing to end.
  if (csrfToken() === null) {
    rememberSignOut(false);
    return;
  }
  rememberSignOut(true);
  try {
    await api.post('/logout', undefined, { redirectOn401: false });
    rememberSignOut(false);
  } catch (error) {
    // A 401: the session had ended already. Anything else (unreachable, a failure): it may hold.
    if (error instanceof ApiError && error.status === 401) rememberSignOut(false);
  }
}

/**
 * Signs out: the local session is cleared first and whatever the server answers, so a visitor
 * is never stuck signed in (logout clears state even if the call fails); then the API
 * ends the cookie session.
 */
export async function logout(): Promise<void> {
  clearSession();
  await endCookieSession();
}
