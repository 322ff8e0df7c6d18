import { sessionUser } from '@/testing/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  deobfuscateToken,
  getSession,
  obfuscateToken,
  restoreSession,
  SECURE_TOKEN_KEY,
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

  it('restores the token from its obfuscated copy when the plain one is missing', () => {
    localStorage.setItem(SECURE_TOKEN_KEY, obfuscateToken('tok-456'));
    localStorage.setItem(USER_KEY, JSON.stringify(user));

    expect(restoreSession().token).toBe('tok-456');
  });

  it('treats a broken or half session as signed out and wipes it', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-123');
    localStorage.setItem(USER_KEY, '{not json');

    expect(restoreSession()).toEqual({ status: 'ready', token: null, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stores token, obfuscated token and user on sign-in and removes them on sign-out', () => {
    setSession('tok-789', user);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-789');
    expect(localStorage.getItem(SECURE_TOKEN_KEY)).not.toContain('tok-789');
    expect(deobfuscateToken(localStorage.getItem(SECURE_TOKEN_KEY) ?? '')).toBe('tok-789');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(user);

    clearSession();
    expect(getSession()).toEqual({ status: 'ready', token: null, user: null });
    expect(localStorage.length).toBe(0);
  });

  it('obfuscates as base64 of the reversed token', () => {
    expect(obfuscateToken('abc')).toBe(btoa('cba'));
    expect(deobfuscateToken('%%%')).toBeNull();
  });
});
