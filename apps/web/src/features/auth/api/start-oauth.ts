import { type OAuthProvider } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { rememberLink } from '../link-intent';

/**
 * GET /auth/{provider}/redirect: the provider's sign-in address for this attempt. With `link`
 * the signed-in account links the provider instead (403 `email_unconfirmed` until its address
 * is confirmed).
 */
export async function getOAuthRedirectUrl(
  provider: OAuthProvider,
  intent?: 'link',
): Promise<string> {
  const { url } = await api.get(`/auth/${provider}/redirect`, {
    query: { intent },
    schema: contractSchema('oauthRedirectResponse'),
    // A link's 401 is an expired session; a sign-in's carries none to expire.
    redirectOn401: intent === 'link',
  });
  return url;
}

/** Starts the redirect flow: asks the API for the provider's address, then leaves the app. */
export function useStartOAuth() {
  return useMutation({
    mutationFn: (provider: OAuthProvider) => getOAuthRedirectUrl(provider),
    onSuccess: (url) => browser.redirectTo(url),
  });
}

/** From the security settings: links the provider to the signed-in account, through it. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: (provider: OAuthProvider) => getOAuthRedirectUrl(provider, 'link'),
    onSuccess: (url, provider) => {
      rememberLink(provider);
      browser.redirectTo(url);
    },
  });
}
