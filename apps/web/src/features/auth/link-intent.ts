import type { OAuthProvider } from '@app/contract';

/**
 * A provider link started from the security settings, remembered in this tab while the browser
 * visits the provider: its callback then carries the session (the server links the provider to
 * that account) and leads back to the settings. A sign-in's callback carries no session.
 */
const LINK_KEY = 'oauth-link';

export function rememberLink(provider: OAuthProvider): void {
  try {
    sessionStorage.setItem(LINK_KEY, provider);
  } catch {
    // Without storage the callback signs in instead; the server then refuses nothing it should not.
  }
}

/** Whether the callback of `provider` finishes a link this tab started. */
export function isLinking(provider: OAuthProvider): boolean {
  try {
    return sessionStorage.getItem(LINK_KEY) === provider;
  } catch {
    return false;
  }
}

/** The link is over (done or failed). */
export function forgetLink(): void {
  try {
    sessionStorage.removeItem(LINK_KEY);
  } catch {
    // Nothing stored.
  }
}
