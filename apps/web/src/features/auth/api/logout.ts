import { api } from '@/lib/api-client';
import { clearSession, getSession } from '@/lib/session';

/**
 * POST /logout. The local session is cleared first and whatever the server answers, so a
 * visitor is never stuck signed in (spec 4: logout clears state even if the call fails).
 */
export async function logout(): Promise<void> {
  const { token } = getSession();
  clearSession();
  if (!token) return;
  try {
    await api.post('/logout', undefined, { token, redirectOn401: false });
  } catch {
    // The token is gone locally; an unreachable or refusing server changes nothing for the visitor.
  }
}
