import { oauthErrorCodes, type OAuthProvider } from '@app/contract';
import { Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCompleteOAuth } from '@/features/auth/api/complete-oauth';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { forgetLink, isLinking } from '@/features/auth/link-intent';
import { ApiError } from '@/lib/api-client';
import { setSession } from '@/lib/session';

const knownCodes = new Set<string>(oauthErrorCodes);

/** The /auth/error code for a failed callback call: the API's own code, else auth_failed. */
function failureCode(error: unknown): string {
  return error instanceof ApiError && error.code && knownCodes.has(error.code)
    ? error.code
    : 'auth_failed';
}

/** The server's explanation of a refused callback; nothing for a crash or an unreachable server. */
function failureMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : undefined;
}

const providerNames: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * /auth/google/callback and /auth/facebook/callback: the provider sends the browser
 * back here with `code` and `state`; the API finishes the sign-in. Success stores the session and
 * replaces this page with /profile; an account with a second factor goes on to its second step
 * on /login; a link started from the security settings goes back there. A failure (or the
 * provider's own `error`) replaces it with /auth/error, which explains what happened.
 */
export function OAuthCallbackScreen({ provider }: { provider: OAuthProvider }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const providerError = params.get('error');
  const providerErrorText = params.get('error_description') ?? providerError ?? undefined;
  const result = useCompleteOAuth(provider, search, !providerError);

  const settle = useEffectEvent(() => {
    const linking = isLinking(provider);
    if (providerError || result.isSuccess || result.isError) forgetLink();
    if (providerError) {
      void navigate(
        paths.authError.href({ error: `${provider}_auth_failed`, message: providerErrorText }),
        { replace: true },
      );
    } else if (result.isSuccess) {
      const answer = result.data;
      if ('two_factor' in answer) {
        void navigate(paths.login.href(), {
          replace: true,
          state: { twoFactor: answer.two_factor },
        });
        return;
      }
      setSession(answer.user);
      notifications.show({
        color: 'leaf',
        message: linking
          ? t('security.providers.done', { provider: providerNames[provider] })
          : t('auth.login.welcome', { name: answer.user.name }),
      });
      void navigate(linking ? paths.securitySettings.href() : paths.profile.href(), {
        replace: true,
      });
    } else if (result.isError) {
      void navigate(
        paths.authError.href({
          error: failureCode(result.error),
          message: failureMessage(result.error),
        }),
        { replace: true },
      );
    }
  });

  // Navigate once per outcome (provider error, success, failure), not on every render.
  useEffect(() => settle(), [providerError, result.status]);

  return (
    <AuthLayout title={t('auth.callback.title')} icon={<IconLogin size={30} />}>
      <Stack align="center" gap="md" role="status" aria-live="polite" py="md">
        <Loader color="ember" aria-hidden="true" />
        <Text ta="center">{t(`auth.callback.${provider}`)}</Text>
      </Stack>
    </AuthLayout>
  );
}
