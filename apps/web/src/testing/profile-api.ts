import type { SessionUser } from '@app/contract';
import { setSession } from '@/lib/session';
import { sessionUser, userDonationsPage } from './fixtures';
import { setSessionCookies } from './session-cookies';

/** Signs `user` in as the app does after a login: the API set its cookies, the app keeps the user. */
export function signIn(user: SessionUser = sessionUser()): SessionUser {
  setSessionCookies();
  setSession(user);
  return user;
}

/**
 * Handlers for everything /profile reads for user 1, empty lists by default. Spread them and
 * override what a test is about.
 */
export function profileApi(user: SessionUser = sessionUser()): Record<string, unknown> {
  const id = user.id;
  return {
    [`GET /user/${id}`]: { user },
    [`GET /user/${id}/companies`]: { companies: [] },
    [`GET /user/${id}/nonprofits`]: { nonprofits: [] },
    [`GET /user/${id}/fundraisers`]: { fundraisers: [] },
    [`GET /user/${id}/donations`]: userDonationsPage([]),
    [`GET /user/${id}/follows`]: { data: [] },
    'GET /fundraisers': {
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
    },
    'GET /nonprofits': {
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
    },
  };
}
