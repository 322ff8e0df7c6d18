import type { PageActivityItem, PageRoleName, TeamPageType } from '@app/contract';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLanguage, useTranslation, type TFunction } from '@/lib/i18n';
import { usePageActivity } from '../api/get-page-activity';

/** The words of an activity code (`update.posted`), or the general ones for a code not known. */
const knownActions = new Set([
  'page.updated',
  'update.posted',
  'update.deleted',
  'event.created',
  'event.updated',
  'event.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  'company_event.created',
  'company_event.updated',
  'company_event.deleted',
  'package.created',
  'package.updated',
  'package.deleted',
  'job.created',
  'job.updated',
  'job.deleted',
  'team.invited',
  'team.invitation_revoked',
  'team.member_removed',
  'team.joined',
  'team.made_admin',
  'team.made_editor',
  'team.left',
]);

const isRole = (text: string | undefined): text is PageRoleName =>
  text === 'admin' || text === 'editor';

/**
 * What an entry is about, with a helper's role in the reader's language: the subject of
 * 'joined' and 'left' is the role, that of 'invited' the address with the role after it.
 */
function subjectOf(item: PageActivityItem, t: TFunction): string | null {
  const { action, subject } = item;
  if (subject === null) return null;
  if ((action === 'team.joined' || action === 'team.left') && isRole(subject))
    return t(`team.asRole.${subject}`);
  const invited = action === 'team.invited' ? /^(.+) \((admin|editor)\)$/.exec(subject) : null;
  if (invited && isRole(invited[2]))
    return t('team.activity.invitedAs', {
      email: invited[1],
      role: t(`team.asRole.${invited[2]}`),
    });
  return subject;
}

function ActivityLine({ item }: { item: PageActivityItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const action = knownActions.has(item.action)
    ? t(`team.activity.actions.${item.action}`)
    : t('team.activity.actions.other');
  const subject = subjectOf(item, t);
  return (
    <li style={{ padding: '0.4rem 0' }}>
      <Text>
        <Text span fw={600}>
          {item.user?.name ?? t('team.activity.someone')}
        </Text>{' '}
        {action}
        {subject ? (
          <>
            {' '}
            <Text span fs="italic" style={{ overflowWrap: 'anywhere' }}>
              {subject}
            </Text>
          </>
        ) : null}
      </Text>
      <Text size="xs" c="dimmed">
        <time dateTime={item.created_at}>{formatDate(item.created_at, language)}</time>
      </Text>
    </li>
  );
}

/** Who changed what on the page, newest first, ten at a time. */
export function PageActivityList({ type, id }: { type: TeamPageType; id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = usePageActivity(type, id, page);
  const lastPage = activity.data?.meta.last_page ?? 1;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('team.activity.title')}
        </Title>
        {activity.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : activity.isError ? (
          <Alert color="red">{errorMessage(activity.error, t('team.failed'))}</Alert>
        ) : activity.data.data.length === 0 ? (
          <Text c="dimmed">{t('team.activity.empty')}</Text>
        ) : (
          <ul
            aria-label={t('team.activity.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {activity.data.data.map((item) => (
              <ActivityLine key={item.id} item={item} />
            ))}
          </ul>
        )}
        {lastPage > 1 ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              disabled={page <= 1}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              {t('team.activity.previous')}
            </Button>
            <Text size="sm" aria-live="polite">
              {t('team.activity.pageOf', { page, pages: lastPage })}
            </Text>
            <Button
              variant="default"
              size="compact-sm"
              disabled={page >= lastPage}
              onClick={() => setPage((current) => Math.min(lastPage, current + 1))}
            >
              {t('team.activity.next')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
