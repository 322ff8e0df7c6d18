import { api } from '@/lib/api-client';
import { clearSession, csrfToken } from '@/lib/session';

/**
 * POST /logout with the session cookie (and the CSRF header): the API ends the session and clears
 * its cookies. The local session is cleared first and whatever the server answers, so a visitor
 * is never stuck signed in (spec 4: logout clears state even if the call fails).
 */
export async function logout(): Promise<void> {
  clearSession();
  // Without the CSRF cookie the browser holds no session cookie either: nothing to end.
  if (csrfToken() === null) return;
  try {
    await api.post('/logout', undefined, { redirectOn401: false });
  } catch {
    // Signed out here already; an unreachable or refusing server changes nothing on this screen.
  }
}
