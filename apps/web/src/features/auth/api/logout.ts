import { ApiError, api } from '@/lib/api-client';
import { clearSession, csrfToken, rememberSignOut } from '@/lib/session';

/**
 * POST /logout with the session cookie (and the CSRF header): the API ends the session and clears
 * its cookies. The local session is cleared first and whatever the server answers, so a visitor
 * is never stuck signed in (spec 4: logout clears state even if the call fails). Only the API can
 * clear the HttpOnly cookie: when the call fails, the next start-up sends it again rather than
 * signing back in with a cookie that may still hold.
 */
export async function logout(): Promise<void> {
  clearSession();
  // Without the CSRF cookie the browser holds no session cookie either: nothing to end.
  if (csrfToken() === null) {
    rememberSignOut(false);
    return;
  }
  try {
    await api.post('/logout', undefined, { redirectOn401: false });
    rememberSignOut(false);
  } catch (error) {
    // A 401: the session had ended already. Anything else (unreachable, a failure): it may hold.
    rememberSignOut(!(error instanceof ApiError && error.status === 401));
  }
}
