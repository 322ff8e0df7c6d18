import { describe, expect, it } from 'vitest';
import { getSession, restoreSession, SIGN_OUT_PENDING_KEY } from '@/lib/session';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { clearSessionCookies, sessionOf, changeWithSession } from '@/testing/session-cookies';
import { confirmStartSession } from './get-current-user';
import { logout } from './logout';

describe('logout', () => {
  it('ends the cookie session at the API with the CSRF header, and signs out here', async () => {
    const fetchMock = mockApi({ 'POST /logout': { message: 'Logged out.' } });
    signIn();

    await logout();

    expect(getSession()).toEqual({ status: 'ready', user: null });
    expect(calledPaths(fetchMock)).toEqual(['POST /logout']);
    expect(sessionOf(fetchMock.mock.calls[0]?.[1])).toEqual(changeWithSession);
    expect(localStorage.length).toBe(0);
  });

  it('notes the sign-out as pending until the API has answered (a page may be left meanwhile)', async () => {
    const answer = deferred();
    mockApi({ 'POST /logout': () => answer.promise });
    signIn();

    const signingOut = logout();
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).not.toBeNull();

    answer.resolve({ message: 'Logged out.' });
    await signingOut;
    expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();
  });

  it('asks the API again at the next start when the sign-out did not reach it', async () => {
    const fetchMock = mockApi({ 'POST /logout': reply(503, { message: 'Service Unavailable' }) });
    signIn();

    await logout();
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).not.toBeNull();

    // The next start: the cookie is still there, yet nobody is shown or signed back in; the
    // guards wait ('confirming') until the API has answered.
    restoreSession();
    expect(getSession()).toEqual({ status: 'confirming', user: null });
    const starting = confirmStartSession();
    expect(getSession().status).toBe('confirming');
    await starting;
    expect(getSession()).toEqual({ status: 'ready', user: null });
    expect(calledPaths(fetchMock)).toEqual(['POST /logout', 'POST /logout']);
    expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).not.toBeNull();

    // Once the API has ended it, start-up asks about the cookie as usual again.
    const recovered = mockApi({ 'POST /logout': { message: 'Logged out.' } });
    restoreSession();
    await confirmStartSession();
    expect(calledPaths(recovered)).toEqual(['POST /logout']);
    expect(getSession()).toEqual({ status: 'ready', user: null });
    expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();
  });

  it('forgets a pending sign-out once the session has ended anyway (401) or a new one began', async () => {
    mockApi({ 'POST /logout': reply(401, { message: 'Unauthenticated.' }) });
    signIn();
    await logout();
    expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();

    localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    signIn();
    expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();

    localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    clearSessionCookies();
    restoreSession();
    expect(getSession()).toEqual({ status: 'ready', user: null });
    expect(localStorage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();
  });

  it('sends nothing when the browser holds no session cookie', async () => {
    const fetchMock = mockApi();

    await logout();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toEqual({ status: 'ready', user: null });
  });
});
