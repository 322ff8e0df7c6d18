import type { OAuthProvider } from '@app/contract';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { IconBrandApple, IconBrandFacebook, IconBrandGoogle, type Icon } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { tooManyAttemptsMessage } from '@/lib/api-client';
import { useAuthProviders } from '../api/get-auth-providers';
import { useStartOAuth } from '../api/start-oauth';

type Provider = OAuthProvider | 'apple';

const providers: Array<{ id: Provider; name: string; icon: Icon }> = [
  { id: 'google', name: 'Google', icon: IconBrandGoogle },
  { id: 'facebook', name: 'Facebook', icon: IconBrandFacebook },
  { id: 'apple', name: 'Apple', icon: IconBrandApple },
];

interface SocialSignInProps {
  /** Wording of a failed start: 'sign-in' on /login, 'sign-up' on /sign-up. */
  mode: 'sign-in' | 'sign-up';
}

/**
 * Google, Facebook and Apple buttons. Google and Facebook start the provider's redirect
 * flow when this installation has them configured (GET /auth/providers); otherwise the button is
 * disabled and a line says so. Apple has no sign-in on this platform, so it always says so.
 */
export function SocialSignIn({ mode }: SocialSignInProps) {
  const { t } = useTranslation();
  const configured = useAuthProviders();
  const start = useStartOAuth();

  const isAvailable = (id: Provider) => id !== 'apple' && configured.data?.[id] === true;
  // Only say "not available" once the answer is known (or the question failed).
  const known = configured.isSuccess || configured.isError;
  const failedProvider = providers.find((provider) => provider.id === start.variables);

  return (
    <Stack gap="sm">
      <Divider label={t('auth.social.divider')} labelPosition="center" />
      <Stack gap="xs">
        {providers.map(({ id, name, icon: ProviderIcon }) => {
          const unavailable = known && !isAvailable(id);
          return (
            <div key={id}>
              <Button
                variant="default"
                fullWidth
                leftSection={<ProviderIcon size={18} aria-hidden="true" />}
                disabled={!isAvailable(id) || (start.isPending && start.variables !== id)}
                loading={(start.isPending || start.isSuccess) && start.variables === id}
                aria-describedby={unavailable ? `social-unavailable-${id}` : undefined}
                onClick={() => {
                  if (id !== 'apple') start.mutate(id);
                }}
              >
                {name}
              </Button>
              {unavailable ? (
                <Text id={`social-unavailable-${id}`} size="xs" c="dimmed" ta="center" mt={4}>
                  {t('auth.social.unavailable', { provider: name })}
                </Text>
              ) : null}
            </div>
          );
        })}
      </Stack>
      {start.isError && failedProvider ? (
        <Alert color="red" role="alert" variant="light">
          {tooManyAttemptsMessage(start.error, t) ??
            t(
              mode === 'sign-up'
                ? 'auth.social.startFailedSignUp'
                : 'auth.social.startFailedSignIn',
              {
                provider: failedProvider.name,
              },
            )}
        </Alert>
      ) : null}
    </Stack>
  );
}
