import type { JobDetail } from '@app/contract';
import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { errorMessage, isMissing } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useJob } from '../api/get-job';
import { JobDetails } from '../components/job-details';
import { JobDetailsSkeleton } from '../components/job-details-skeleton';
import { JobOwnerActions } from '../components/job-owner-actions';

/** A route parameter that can be a job id (a positive whole number), or null. */
export function parseJobId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

interface JobProblemProps {
  /** The failed query; none for an id that cannot be one. */
  query?: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}

/**
 * Spec 8, Job detail: 'Job not found.' for a missing vacancy; for any other failure the
 * server's message or 'Failed to load job details. Please try again.', with Retry.
 */
function JobProblem({ query }: JobProblemProps) {
  const { t } = useTranslation();
  const missing = !query || isMissing(query.error);
  const message = missing
    ? t('jobs.details.notFound')
    : errorMessage(query.error, t('jobs.details.loadFailed'));
  useDocumentMeta(message);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role={missing ? undefined : 'alert'}>
        <ThemeIcon
          size={64}
          radius="xl"
          variant="light"
          color={missing ? 'ember' : 'red'}
          aria-hidden="true"
        >
          {missing ? <IconSearchOff size={34} /> : <IconAlertTriangle size={34} />}
        </ThemeIcon>
        <Title order={1} size="h2">
          {message}
        </Title>
        {missing ? <Text c="dimmed">{t('jobs.details.notFoundText')}</Text> : null}
        <Group justify="center">
          {query && !missing ? (
            <Button
              onClick={() => void query.refetch()}
              loading={query.isFetching}
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
            >
              {t('common.retry')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to={paths.jobs.href()}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {t('jobs.details.backToJobs')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function LoadedJob({ job, actions }: { job: JobDetail; actions?: ReactNode }) {
  useDocumentMeta(job.title, job.description);
  return <JobDetails job={job} actions={actions} />;
}

/** Edit and Delete for the job's poster; nothing for anyone else. */
function OwnerActions({ job }: { job: JobDetail }) {
  const { user } = useSession();
  return user?.id === job.user_id ? <JobOwnerActions job={job} /> : null;
}

/**
 * /jobs/{jobId} (spec 2, public per ADR 008): one vacancy from GET /jobs/{id}, so that a direct
 * link works. A skeleton while it loads; 'Job not found.' or the failure with Retry. Its poster
 * also gets Edit and Delete.
 */
export function JobDetailsScreen() {
  const { jobId } = useParams();
  const id = parseJobId(jobId);
  const query = useJob(id ?? 0, { enabled: id !== null });

  if (id === null) return <JobProblem />;
  if (query.data) return <LoadedJob job={query.data} actions={<OwnerActions job={query.data} />} />;
  if (query.isError) return <JobProblem query={query} />;
  return <JobDetailsSkeleton />;
}
