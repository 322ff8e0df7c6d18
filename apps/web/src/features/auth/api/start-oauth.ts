import { type OAuthProvider } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { browser } from '@/lib/browser';

/** GET /auth/{provider}/redirect: the provider's sign-in address for this attempt. */
export async function getOAuthRedirectUrl(provider: OAuthProvider): Promise<string> {
  const { url } = await api.get(`/auth/${provider}/redirect`, {
    schema: contractSchema('oauthRedirectResponse'),
    redirectOn401: false,
  });
  return url;
}

/** Starts the redirect flow: asks the API for the provider's address, then leaves the app. */
export function useStartOAuth() {
  return useMutation({
    mutationFn: getOAuthRedirectUrl,
    onSuccess: (url) => browser.redirectTo(url),
  });
}
