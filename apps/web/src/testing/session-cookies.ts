import { expect } from 'vitest';
import { CSRF_COOKIE, getSession } from '@/lib/session';

/** The CSRF cookie's value in tests: what `x-csrf-token` must carry. */
export const TEST_CSRF = 'csrf-test-token';

/**
 * What a sign-in leaves in the browser that scripts can see: the API's CSRF cookie. The session
 * cookie itself is HttpOnly, so jsdom's page, like the browser's, never sees it.
 */
export function setSessionCookies(csrf = TEST_CSRF): void {
  document.cookie = `${CSRF_COOKIE}=${csrf}; path=/`;
}

/** As the API's sign-out (or an ended session) leaves it: no CSRF cookie. */
export function clearSessionCookies(): void {
  document.cookie = `${CSRF_COOKIE}=; path=/; max-age=0`;
}

/**
 * A sign-in answer's `token` was dropped (ADR 039): it is nowhere in localStorage,
 * sessionStorage or the session store.
 */
export function expectTokenNotKept(token: string): void {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) expect(storage.getItem(key)).not.toContain(token);
  }
  expect(JSON.stringify(getSession())).not.toContain(token);
}

/**
 * How a request the app handed to fetch carries the session: the browser's cookie (same origin),
 * never a token; a change also carries the CSRF header.
 */
export function sessionOf(sent: RequestInit | Request | undefined) {
  const headers = new Headers(sent?.headers);
  return {
    credentials: sent?.credentials,
    authorization: headers.get('authorization'),
    csrf: headers.get('x-csrf-token'),
  };
}

/** `sessionOf` a read sent while signed in. */
export const readWithSession = { credentials: 'same-origin', authorization: null, csrf: null };
/** `sessionOf` a change sent while signed in. */
export const changeWithSession = { ...readWithSession, csrf: TEST_CSRF };
