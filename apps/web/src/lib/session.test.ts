import { sessionUser as sessionUserSchema } from '@app/contract';
import { sessionUser } from '@/testing/fixtures';
import { setSessionCookies, TEST_CSRF } from '@/testing/session-cookies';
import { describe, expect, it } from 'vitest';
import {
  clearSession,
  confirmSession,
  csrfToken,
  getSession,
  LEFTOVER_TOKEN_KEYS,
  restoreSession,
  setSession,
  storedSessionUser,
  updateSessionUser,
  USER_KEY,
} from './session';

const user = sessionUser({ id: 7, name: 'Sanne de Vries', email: 'sanne@example.com' });

describe('session store', () => {
  it('shows the stored user while the API confirms the cookie, then keeps what it answers', () => {
    expect(getSession().status).toBe('restoring');
    setSessionCookies();
    localStorage.setItem(USER_KEY, JSON.stringify(user));

    expect(restoreSession()).toEqual({ status: 'confirming', user });

    const renamed = { ...user, name: 'Sanne de Wit' };
    confirmSession(renamed);
    expect(getSession()).toEqual({ status: 'ready', user: renamed });
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(renamed);
  });

  it('signs out and forgets the stored user when the API says the cookie no longer holds', () => {
    setSessionCookies();
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    restoreSession();

    confirmSession(null);

    expect(getSession()).toEqual({ status: 'ready', user: null });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('starts signed out without asking when there is no session cookie, forgetting a stored user', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(user));

    expect(restoreSession()).toEqual({ status: 'ready', user: null });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('removes a token an earlier version left, and signs nobody in with it', () => {
    localStorage.setItem('token', 'tok-123');
    localStorage.setItem('auth_token_secure', btoa('654-kot'));
    localStorage.setItem(USER_KEY, JSON.stringify(user));

    expect(restoreSession()).toEqual({ status: 'ready', user: null });
    expect(LEFTOVER_TOKEN_KEYS).toEqual(['token', 'auth_token_secure']);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('keeps a cookie session through the removal of the leftover token', () => {
    setSessionCookies();
    localStorage.setItem('token', 'tok-123');
    localStorage.setItem(USER_KEY, JSON.stringify(user));

    expect(restoreSession()).toEqual({ status: 'confirming', user });
    expect(Object.keys(localStorage)).toEqual([USER_KEY]);
  });

  it('lets a sign-in or sign-out made while confirming stand over the late answer', () => {
    setSessionCookies();
    restoreSession();
    expect(getSession()).toEqual({ status: 'confirming', user: null });

    setSession(user);
    confirmSession(null);

    expect(getSession()).toEqual({ status: 'ready', user });
  });

  it('keeps only the user on sign-in, never a token, and removes it on sign-out', () => {
    setSession(user);
    expect(Object.keys(localStorage)).toEqual([USER_KEY]);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(user);
    expect(Object.keys(getSession()).sort()).toEqual(['status', 'user']);

    clearSession({ exitTo: '/' });
    expect(getSession()).toEqual({ status: 'ready', user: null, exitTo: '/' });
    expect(localStorage.length).toBe(0);
  });

  it('updates the signed-in user, and signs nobody in with an update', () => {
    updateSessionUser(user);
    expect(getSession().user).toBeNull();
    expect(localStorage.length).toBe(0);

    setSession(user);
    updateSessionUser({ ...user, second_factor: true });
    expect(getSession().user?.second_factor).toBe(true);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '').second_factor).toBe(true);
  });

  it('reads the CSRF cookie among others, and null without it', () => {
    expect(csrfToken()).toBeNull();
    document.cookie = 'other=1; path=/';
    setSessionCookies();
    expect(csrfToken()).toBe(TEST_CSRF);
    document.cookie = 'other=; path=/; max-age=0';
  });

  it('keeps a stored user exactly when the contract would, and drops one of an older shape', () => {
    const variants: unknown[] = [
      user,
      { ...user, extra: 'dropped' },
      { ...user, logo: 'logo.webp', description: 'About me' },
      null,
      'user',
      [],
      { ...user, id: '7' },
      { ...user, id: 7.5 },
      { ...user, locale: 'de' },
      { ...user, has_password: 'yes' },
      { ...user, logo: undefined },
      ...Object.keys(user).map((field) => ({ ...user, [field]: undefined })),
    ];
    for (const stored of variants) {
      const parsed = sessionUserSchema.safeParse(stored);
      expect(storedSessionUser(stored)).toEqual(parsed.success ? parsed.data : null);
    }
    setSessionCookies();
    localStorage.setItem(USER_KEY, JSON.stringify({ ...user, has_password: undefined }));
    expect(restoreSession()).toEqual({ status: 'confirming', user: null });
  });
});
