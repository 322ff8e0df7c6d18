import type { SessionUser } from '@app/contract';
import { isLanguage } from '@app/i18n/core';
import { useSyncExternalStore } from 'react';

/**
 * The session is the API's HttpOnly cookie `pifworld_session` (ADR 039): the browser sends it,
 * scripts never see it, and the `token` of a sign-in answer is dropped unread. What the app keeps
 * is who is signed in: the user, with a copy in localStorage under `user` (nothing secret) so a
 * signed-in visitor's first screen shows them at once. At start-up the API says whether the
 * cookie still holds (GET /user, features/auth/api/get-current-user.ts).
 */
export const USER_KEY = 'user';
/**
 * Where earlier versions kept the token itself (`auth_token_secure` lightly obfuscated, as the
 * spec first had it): removed at start-up, never read. Such a token signs nobody in any more.
 */
export const LEFTOVER_TOKEN_KEYS = ['token', 'auth_token_secure'] as const;
/**
 * The cookie the API sets beside the session cookie, with the same lifetime, for scripts to read:
 * its value goes back as `x-csrf-token` with every change. Without it there is no cookie session.
 */
export const CSRF_COOKIE = 'pifworld_csrf';
/**
 * Set while a sign-out has not reached the API (POST /logout failed): the cookie may still hold,
 * and only the API can clear it. Until then start-up asks the API to end it again, instead of
 * signing back in with it.
 */
export const SIGN_OUT_PENDING_KEY = 'sign_out_pending';

export type { SessionUser };

export interface Session {
  /**
   * `restoring` until start-up has read the stored user; `confirming` while the API is asked
   * whether the session cookie still holds (`user` is then the stored copy, or null); `ready`.
   */
  status: 'restoring' | 'confirming' | 'ready';
  /** The signed-in user; null for a visitor. */
  user: SessionUser | null;
  /**
   * Where a protected screen sends the visitor once the session has been ended on purpose
   * (e.g. a deleted profile goes home); unset, the guard sends them to the login page.
   */
  exitTo?: string;
}

let session: Session = { status: 'restoring', user: null };
const listeners = new Set<() => void>();

function update(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

/** The value of the CSRF cookie, or null without one (also on the server, which has no document). */
export function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * The contract's `sessionUser`, field by field: the browser's first screen carries no schema
 * library (ADR 023), and the type makes a field added to the contract a compile error here.
 */
const sessionUserFields: { [K in keyof SessionUser]-?: (value: unknown) => boolean } = {
  id: Number.isInteger,
  name: isText,
  description: isTextOrNull,
  logo: isTextOrNull,
  background_image: isTextOrNull,
  created_at: isText,
  email: isText,
  locale: isLanguage,
  has_password: (value) => typeof value === 'boolean',
  email_confirmed: (value) => typeof value === 'boolean',
  pending_email: isTextOrNull,
  second_factor: (value) => typeof value === 'boolean',
  linked_providers: (value) =>
    Array.isArray(value) && value.every((name) => name === 'google' || name === 'facebook'),
  role: (value) => value === 'user' || value === 'admin' || value === 'console_admin',
};

/** The stored user when it has the current shape (its known fields only), else null. */
export function storedSessionUser(stored: unknown): SessionUser | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const user: Record<string, unknown> = {};
  for (const [field, isValid] of Object.entries(sessionUserFields)) {
    const value: unknown = (stored as Record<string, unknown>)[field];
    if (!isValid(value)) return null;
    user[field] = value;
  }
  return user as SessionUser;
}

function readStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    // A stored user of an older shape is dropped; the API's answer at start-up stores the current one.
    return storedSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function storeUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable: the session holds for this tab's memory only.
  }
}

/** Whether a sign-out still has to reach the API (see SIGN_OUT_PENDING_KEY). */
export function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** Notes that a sign-out still has to reach the API, or that it has (or is moot). */
export function rememberSignOut(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    else localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    // Storage unavailable: the next start asks the API about the cookie as usual.
  }
}

/** The server's render of a page (ADR 019): nobody is signed in and no storage is read. */
export function startSignedOut(): void {
  update({ status: 'ready', user: null });
}

/**
 * Start-up, before the first render: removes a token an earlier version left, and shows the
 * stored user while the API confirms the cookie (`confirming`). Without the CSRF cookie there is
 * no cookie session to confirm: signed out at once, the stored user forgotten. After a sign-out
 * that did not reach the API nobody is shown while it is asked again.
 */
export function restoreSession(): Session {
  let user: SessionUser | null = null;
  try {
    for (const key of LEFTOVER_TOKEN_KEYS) localStorage.removeItem(key);
    user = readStoredUser();
  } catch {
    // Storage unavailable: nothing to show before the API has answered.
  }
  if (csrfToken() === null) {
    storeUser(null);
    rememberSignOut(false);
    update({ status: 'ready', user: null });
  } else if (signOutPending()) {
    storeUser(null);
    update({ status: 'confirming', user: null });
  } else {
    update({ status: 'confirming', user });
  }
  return session;
}

/**
 * The API's answer at start-up: the signed-in user (kept, and stored), or null when the cookie
 * no longer holds (signed out, the stored user forgotten). A sign-in or sign-out made meanwhile
 * stands.
 */
export function confirmSession(user: SessionUser | null): void {
  if (session.status !== 'confirming') return;
  storeUser(user);
  update({ status: 'ready', user });
}

/** Signs in with the user of a sign-in answer; the API has set the session cookie. */
export function setSession(user: SessionUser): void {
  rememberSignOut(false);
  storeUser(user);
  update({ status: 'ready', user });
}

/** The signed-in user changed (profile, address, second factor); nothing when signed out. */
export function updateSessionUser(user: SessionUser): void {
  if (!session.user) return;
  storeUser(user);
  update({ ...session, user });
}

/**
 * Signs out locally (logout, 401, deleted profile); `exitTo` is where protected screens go now.
 * The cookie is the API's to clear (POST /logout, or any request once it no longer holds).
 */
export function clearSession(options: { exitTo?: string } = {}): void {
  storeUser(null);
  update({ status: 'ready', user: null, ...options });
}

export function getSession(): Session {
  return session;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Test helper: back to the state before start-up. */
export function resetSessionForTests(): void {
  update({ status: 'restoring', user: null });
}
