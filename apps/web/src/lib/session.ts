import type { SessionUser } from '@app/contract';
import { isLanguage } from '@app/i18n/core';
import { useSyncExternalStore } from 'react';

/**
 * Storage keys of the session (spec 3, Session). The token is kept under one key only: a second,
 * obfuscated copy (`auth_token_secure`, as the spec first had it) protected nothing and was one
 * more place to forget when signing out. A copy left by an earlier version is read once and
 * removed.
 */
export const TOKEN_KEY = 'token';
export const LEGACY_TOKEN_KEY = 'auth_token_secure';
export const USER_KEY = 'user';

export type { SessionUser };

export interface Session {
  /** `restoring` until the stored session has been read at start-up. */
  status: 'restoring' | 'ready';
  token: string | null;
  user: SessionUser | null;
  /**
   * Where a protected screen sends the visitor once the session has been ended on purpose
   * (e.g. a deleted profile goes home); unset, the guard sends them to the login page.
   */
  exitTo?: string;
}

let session: Session = { status: 'restoring', token: null, user: null };
const listeners = new Set<() => void>();

function update(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

function reverse(text: string): string {
  return [...text].reverse().join('');
}

function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function fromBase64(encoded: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));
}

/** The obfuscation of the legacy copy (base64 of the reversed token), for tests of the migration. */
export function obfuscateToken(token: string): string {
  return toBase64(reverse(token));
}

function deobfuscateToken(value: string): string | null {
  try {
    return reverse(fromBase64(value)) || null;
  } catch {
    return null;
  }
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
    // A stored user of an older shape is dropped; signing in again stores the current one.
    return storedSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

function readStoredToken(): string | null {
  const legacy = localStorage.getItem(LEGACY_TOKEN_KEY);
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  const token = localStorage.getItem(TOKEN_KEY) ?? (legacy ? deobfuscateToken(legacy) : null);
  if (token) localStorage.setItem(TOKEN_KEY, token);
  return token;
}

/** The server's render of a page (ADR 019): nobody is signed in and no storage is read. */
export function startSignedOut(): void {
  update({ status: 'ready', token: null, user: null });
}

/** Reads token and user from localStorage; a half or broken session is wiped. */
export function restoreSession(): Session {
  let token: string | null = null;
  let user: SessionUser | null = null;
  try {
    token = readStoredToken();
    user = readStoredUser();
    if (!token || !user) removeStored();
  } catch {
    // Storage unavailable: start signed out.
  }
  const restored: Session =
    token && user ? { status: 'ready', token, user } : { status: 'ready', token: null, user: null };
  update(restored);
  return restored;
}

function removeStored(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** Signs in: keeps token and user in memory and in localStorage. */
export function setSession(token: string, user: SessionUser): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage unavailable: signed in for this tab only.
  }
  update({ status: 'ready', token, user });
}

/** Signs out locally (logout, 401, deleted profile); `exitTo` is where protected screens go now. */
export function clearSession(options: { exitTo?: string } = {}): void {
  try {
    removeStored();
  } catch {
    // Nothing stored to clear.
  }
  update({ status: 'ready', token: null, user: null, ...options });
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
  update({ status: 'restoring', token: null, user: null });
}
