import { type CurrentUserResponse } from '@app/contract';
import { ApiError, api, contractSchema } from '@/lib/api-client';
import { confirmSession, getSession, signOutPending } from '@/lib/session';
import { endCookieSession } from './logout';

/**
 * GET /user: the account the session cookie signs in. Without the 401 redirect: at start-up a
 * 401 says "signed out", and a visitor on a public page stays there.
 */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUserResponse> {
  return api.get('/user', {
    schema: contractSchema('currentUserResponse'),
    signal,
    redirectOn401: false,
  });
}

/**
 * Start-up (main.tsx), once the stored user is restored: asks the API whether the session cookie
 * still holds. 200 signs in with the API's user; 401 signs out and forgets the stored one. Any
 * other failure keeps the stored user (an unreachable server is not a sign-out); a protected
 * request then finds out. After a sign-out that did not reach the API, it sends that instead and
 * signs out once it has an answer ('Loading...' until then, so no sign-in races the old cookie's
 * removal). Not a query: it runs once, before any screen needs it, and its answer
 * belongs to the session store (lib/session.ts), not to the cache.
 */
export async function confirmStartSession(): Promise<void> {
  if (getSession().status !== 'confirming') return;
  if (signOutPending()) {
    await endCookieSession();
    confirmSession(null);
    return;
  }
  try {
    const { user } = await getCurrentUser();
    confirmSession(user);
  } catch (error) {
    const ended = error instanceof ApiError && error.status === 401;
    confirmSession(ended ? null : getSession().user);
  }
}
