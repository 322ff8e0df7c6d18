import type { JobListItem } from '@app/contract';
import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useNonprofitJobs } from '../api/get-nonprofit-jobs';
import { JobOwnerActions } from './job-owner-actions';

interface NonprofitJobListProps {
  nonprofitId: number;
  /** The non-profit's name, for the empty text and the list's label. */
  name: string;
  /** The signed-in user runs the non-profit: every job, closed ones too, with Edit and Delete. */
  isOwner: boolean;
}

/**
 * The Jobs tab of a non-profit: its owner sees every job (GET /nonprofits/{id}/jobs,
 * closed ones marked) with Edit and Delete (after a confirmation); anybody else the open
 * vacancies (GET /jobs?nonprofit_id), read-only. Each title leads to the job's page.
 */
export function NonprofitJobList({ nonprofitId, name, isOwner }: NonprofitJobListProps) {
  const { t } = useTranslation();
  const query = useNonprofitJobs(nonprofitId, { owner: isOwner });

  if (query.isPending) {
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" color="ember" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {t('jobForm.list.loading')}
        </Text>
      </Group>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        message={t('jobForm.list.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const jobs = query.data.pages.flatMap((page) => page.data);
  if (jobs.length === 0) {
    return (
      <EmptyState
        icon={<IconBriefcase size={28} />}
        title={t('jobForm.list.emptyTitle')}
        message={t(isOwner ? 'jobForm.list.emptyOwner' : 'jobForm.list.empty', { name })}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('jobForm.list.label', { name })}
      >
        {jobs.map((job) => (
          <li key={job.id}>
            <JobRow job={job} isOwner={isOwner} />
          </li>
        ))}
      </Stack>
      {query.hasNextPage ? (
        <Button
          variant="light"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('jobForm.list.loadMore')}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('jobForm.list.failed')}
        </Text>
      ) : null}
    </Stack>
  );
}

function JobRow({ job, isOwner }: { job: JobListItem; isOwner: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deadline = formatDate(job.deadline, language);

  return (
    <Paper withBorder radius="md" p="md" bg="white">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="nowrap">
            <Anchor component={Link} to={paths.jobDetails.href(job.id)} fw={700}>
              {job.title}
            </Anchor>
            {job.closed ? (
              <Badge color="gray" variant="light">
                {t('jobForm.list.closed')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {[
              job.city,
              deadline
                ? t('jobForm.list.deadline', { date: deadline })
                : t('jobForm.list.noDeadline'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {/* The list reads itself again after a delete (every jobs query reloads). */}
        {isOwner ? <JobOwnerActions job={job} compact onDeleted={() => {}} /> : null}
      </Group>
    </Paper>
  );
}
