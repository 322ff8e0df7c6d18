import type { FollowItem, Id } from '@app/contract';
import { intlLocale } from '@app/i18n/core';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconAlertCircle, IconUserMinus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { storedAvatar } from '@/components/ui/stored-image';
import { useUserFollows } from '../api/get-user-follows';
import { useUnfollow } from '../api/unfollow';

/** The stop-following dialog fades in 200 ms. */
const STOP_FOLLOW_FADE_MS = 200;

const typeKeys: Record<FollowItem['type'], string> = {
  topic: 'search.types.topic',
  nonprofit: 'search.types.nonprofit',
  fundraiser: 'search.types.fundraiser',
  company: 'search.types.company',
};

/** Following: what the user follows, each with a confirmed 'stop following'. */
export function FollowingList({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const follows = useUserFollows(userId);
  const unfollow = useUnfollow();
  const [target, setTarget] = useState<FollowItem | null>(null);
  const dateFormat = new Intl.DateTimeFormat(intlLocale[language], { dateStyle: 'medium' });

  function close() {
    if (unfollow.isPending) return;
    setTarget(null);
    unfollow.reset();
  }

  function confirm() {
    if (!target) return;
    unfollow.mutate(
      { type: target.type, id: target.id },
      {
        onSuccess: () => {
          notifications.show({
            color: 'leaf',
            message: t('follows.stopped', { name: target.name }),
          });
          setTarget(null);
          unfollow.reset();
        },
      },
    );
  }

  let content;
  if (follows.isPending) content = <PageLoader />;
  else if (follows.isError) {
    content = (
      <ErrorState
        message={errorMessage(follows.error, t('follows.error'))}
        onRetry={() => void follows.refetch()}
        retrying={follows.isFetching}
      />
    );
  } else if (follows.data.data.length === 0) {
    content = <EmptyState icon={<IconUsers size={28} />} message={t('follows.empty')} />;
  } else {
    content = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {follows.data.data.map((item) => (
          <li key={`${item.type}-${item.id}`}>
            <Paper withBorder radius="md" p="sm">
              {/* On a narrow screen the button moves under the name instead of squeezing it. */}
              <Group gap="sm" justify="space-between" wrap="wrap">
                <Group gap="md" wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Avatar
                    {...storedAvatar(item.image, 44)}
                    alt=""
                    radius="xl"
                    size={44}
                    color="ember"
                  >
                    {item.name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} lineClamp={2}>
                        {item.name}
                      </Text>
                      <Badge size="xs" variant="light">
                        {t(typeKeys[item.type])}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('follows.since', { date: dateFormat.format(new Date(item.followed_at)) })}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconUserMinus size={14} aria-hidden="true" />}
                  onClick={() => setTarget(item)}
                  aria-label={t('follows.stopLabel', { name: item.name })}
                >
                  {t('follows.stop')}
                </Button>
              </Group>
            </Paper>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="following-title">
      <Title order={2} size="h3" id="following-title">
        {t('follows.title')}
      </Title>
      {content}
      <Modal
        opened={target !== null}
        onClose={close}
        title={t('follows.confirmTitle')}
        centered
        size="sm"
        transitionProps={{ transition: 'fade', duration: STOP_FOLLOW_FADE_MS }}
        closeOnEscape={!unfollow.isPending}
        closeOnClickOutside={!unfollow.isPending}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('follows.confirmText')}</Text>
          {unfollow.isError ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
              {t('follows.stopFailed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={unfollow.isPending} data-autofocus>
              {t('follows.back')}
            </Button>
            <Button color="red.8" onClick={confirm} disabled={unfollow.isPending}>
              {t('follows.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
