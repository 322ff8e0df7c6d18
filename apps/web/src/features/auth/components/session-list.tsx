import type { AccountSession } from '@app/contract';
import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceLaptop, IconLogout } from '@tabler/icons-react';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { useAccountSessions, useEndSessions } from '../api/account-sessions';
import { SecuritySection } from './security-section';

/**
 * Where the account is signed in: each open session with its browser, the network it began
 * from, when it began and was last active. This browser is marked; any other one can be signed
 * out, or all others at once (this one is signed out from the account menu).
 */
export function SessionList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const sessions = useAccountSessions();
  const end = useEndSessions();

  const endSessions = (session?: AccountSession) =>
    end.mutate(session?.id, {
      onSuccess: () =>
        notifications.show({
          color: 'leaf',
          message: t(session ? 'security.sessions.ended' : 'security.sessions.othersEnded'),
        }),
    });

  const when = (value: string) => formatLongDate(value, language);
  const deviceOf = (session: AccountSession) =>
    session.device ?? t('security.sessions.unknownDevice');

  let body;
  if (sessions.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm" role="status">
          {t('security.sessions.loading')}
        </Text>
      </Group>
    );
  } else if (sessions.isError) {
    body = (
      <ErrorState
        title={t('security.sessions.loadFailed')}
        message={errorMessage(sessions.error, t('errors.tryAgain'))}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
        retryLabel={t('common.tryAgain')}
      />
    );
  } else {
    const list = sessions.data.data;
    const others = list.filter((session) => !session.current);
    body = (
      <>
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('security.sessions.listLabel')}
        >
          {list.map((session) => (
            <Group
              component="li"
              key={session.id}
              justify="space-between"
              gap="sm"
              wrap="wrap"
              py={4}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconDeviceLaptop size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{deviceOf(session)}</Text>
                    {session.current ? (
                      <Badge color="leaf" variant="light">
                        {t('security.sessions.current')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {[
                      session.network
                        ? t('security.sessions.network', { network: session.network })
                        : null,
                      t('security.sessions.started', { date: when(session.created_at) }),
                      session.last_used_at
                        ? t('security.sessions.lastUsed', { date: when(session.last_used_at) })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                </div>
              </Group>
              {session.current ? null : (
                <Button
                  variant="subtle"
                  color="red.8"
                  size="compact-sm"
                  leftSection={<IconLogout size={16} aria-hidden="true" />}
                  aria-label={t('security.sessions.endLabel', {
                    device: deviceOf(session),
                    date: when(session.created_at),
                  })}
                  loading={end.isPending && end.variables === session.id}
                  disabled={end.isPending}
                  onClick={() => endSessions(session)}
                >
                  {t('security.sessions.end')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
        {others.length > 1 ? (
          <Group>
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden="true" />}
              loading={end.isPending && end.variables === undefined}
              disabled={end.isPending}
              onClick={() => endSessions()}
            >
              {t('security.sessions.endOthers')}
            </Button>
          </Group>
        ) : null}
        {others.length === 0 ? <Text size="sm">{t('security.sessions.onlyThis')}</Text> : null}
      </>
    );
  }

  return (
    <SecuritySection title={t('security.sessions.title')} text={t('security.sessions.text')}>
      {end.isError ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
          {errorMessage(end.error, t('security.sessions.endFailed'))}
        </Alert>
      ) : null}
      {body}
    </SecuritySection>
  );
}
