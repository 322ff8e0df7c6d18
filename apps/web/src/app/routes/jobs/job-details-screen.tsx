import type { JobDetail } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { DetailProblem } from '@/components/ui/detail-problem';
import { paths } from '@/config/paths';
import { useJob } from '@/features/jobs/api/get-job';
import { JobDetails } from '@/features/jobs/components/job-details';
import { JobDetailsSkeleton } from '@/features/jobs/components/job-details-skeleton';
import { JobOwnerActions } from '@/features/jobs/components/job-owner-actions';
import { errorMessage, isMissing } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** A route parameter that can be a job id (a positive whole number), or null. */
function parseJobId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

interface JobProblemProps {
  /** The failed query; none for an id that cannot be one. */
  query?: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
}

/**
 * A vacancy that failed to load: 'Job not found.' for a missing vacancy; for any other failure the
 * server's message or 'Failed to load job details. Please try again.', with Retry.
 */
function JobProblem({ query }: JobProblemProps) {
  const { t } = useTranslation();
  const back = { to: paths.jobs.href(), label: t('jobs.details.backToJobs') };
  if (!query || isMissing(query.error)) {
    return (
      <DetailProblem
        message={t('jobs.details.notFound')}
        text={t('jobs.details.notFoundText')}
        back={back}
      />
    );
  }
  return (
    <DetailProblem
      message={errorMessage(query.error, t('jobs.details.loadFailed'))}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      back={back}
    />
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
 * /jobs/{jobId} (public per ADR 008): one vacancy from GET /jobs/{id}, so that a direct
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
