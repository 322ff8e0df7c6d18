import type { OAuthProvider, SessionUser } from '@app/contract';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBrandFacebook, IconBrandGoogle, IconLink } from '@tabler/icons-react';
import { errorMessage, tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useAuthProviders } from '../api/get-auth-providers';
import { useLinkProvider } from '../api/start-oauth';
import { SecuritySection } from './security-section';

const providers: Array<{ id: OAuthProvider; name: string; icon: typeof IconBrandGoogle }> = [
  { id: 'google', name: 'Google', icon: IconBrandGoogle },
  { id: 'facebook', name: 'Facebook', icon: IconBrandFacebook },
];

/**
 * Google and Facebook: linked, or a button that links it (through the provider, back to the
 * callback with this session). Only an account with a confirmed address links one; a provider
 * this installation has not configured says so.
 */
export function LinkedProviders({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const configured = useAuthProviders();
  const link = useLinkProvider();
  const failed = providers.find((provider) => provider.id === link.variables);

  return (
    <SecuritySection title={t('security.providers.title')} text={t('security.providers.text')}>
      {!user.email_confirmed ? <Text size="sm">{t('security.providers.confirmFirst')}</Text> : null}
      {link.isError && failed ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
          {tooManyAttemptsMessage(link.error, t) ??
            errorMessage(link.error, t('security.providers.linkFailed', { provider: failed.name }))}
        </Alert>
      ) : null}
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {providers.map(({ id, name, icon: Icon }) => {
          const linked = user.linked_providers.includes(id);
          const available = configured.data?.[id] === true;
          return (
            <Group component="li" key={id} justify="space-between" gap="sm" wrap="wrap" py={4}>
              <Group gap="xs" wrap="nowrap">
                <Icon size={20} aria-hidden="true" />
                <Text fw={600}>{name}</Text>
              </Group>
              {linked ? (
                <Badge color="leaf" variant="light" size="lg">
                  {t('security.providers.linked')}
                </Badge>
              ) : available ? (
                <Button
                  variant="default"
                  size="sm"
                  leftSection={<IconLink size={16} aria-hidden="true" />}
                  disabled={!user.email_confirmed || link.isPending || link.isSuccess}
                  onClick={() => link.mutate(id)}
                >
                  {t('security.providers.link', { provider: name })}
                </Button>
              ) : configured.isPending ? null : (
                <Text size="sm" c="dimmed">
                  {t('security.providers.unavailable', { provider: name })}
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </SecuritySection>
  );
}
