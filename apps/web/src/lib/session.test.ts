import { sessionUser as sessionUserSchema } from '@app/contract';
import { sessionUser } from '@/testing/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import {
  storedSessionUser,
  clearSession,
  getSession,
  obfuscateToken,
  restoreSession,
  LEGACY_TOKEN_KEY,
  setSession,
  TOKEN_KEY,
  USER_KEY,
} from './session';

const user = sessionUser({ id: 7, name: 'Sanne de Vries', email: 'sanne@example.com' });

afterEach(() => localStorage.clear());

describe('session store', () => {
  it('starts as restoring and becomes signed in from stored token and user', () => {
    expect(getSession().status).toBe('restoring');
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(USER_KEY, JSON.stringify(user));

    restoreSession();

    expect(getSession()).toEqual({ status: 'ready', token: 'tok-123', user });
  });

  it("moves an earlier version's obfuscated copy to the one token key", () => {
    localStorage.setItem(LEGACY_TOKEN_KEY, obfuscateToken('tok-456'));
    localStorage.setItem(USER_KEY, JSON.stringify(user));

    expect(restoreSession().token).toBe('tok-456');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-456');
    expect(localStorage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
  });

  it('treats a broken or half session as signed out and wipes it', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(USER_KEY, '{not json');

    expect(restoreSession()).toEqual({ status: 'ready', token: null, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stores the token in one place and the user on sign-in, and removes both on sign-out', () => {
    setSession('tok-789', user);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-789');
    expect(Object.keys(localStorage).sort()).toEqual([TOKEN_KEY, USER_KEY].sort());
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(user);

    clearSession();
    expect(getSession()).toEqual({ status: 'ready', token: null, user: null });
    expect(localStorage.length).toBe(0);
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
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(USER_KEY, JSON.stringify({ ...user, has_password: undefined }));
    expect(restoreSession()).toEqual({ status: 'ready', token: null, user: null });
  });

  it('reads the legacy obfuscation as base64 of the reversed token', () => {
    expect(obfuscateToken('abc')).toBe(btoa('cba'));
  });
});
