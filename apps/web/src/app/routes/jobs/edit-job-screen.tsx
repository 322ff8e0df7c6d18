import type { JobDetail } from '@app/contract';
import { Anchor, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconArrowLeft, IconBriefcase, IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useJob } from '@/features/jobs/api/get-job';
import { useUpdateJob } from '@/features/jobs/api/update-job';
import { JobForm } from '@/features/jobs/components/job-form';
import { jobFormStart, useJobForm } from '@/features/jobs/components/use-job-form';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** A route parameter that can be a job id (a positive whole number), or null. */
function jobIdFrom(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /edit-job/{jobId} (protected, the job's owner only): the registration form filled in from
 * GET /jobs/{id}; 'Save Changes' sends the whole form (POST /jobs/{id}) and returns to the job.
 * 'Job not found.' for a missing job; anyone else is told they may not edit it.
 */
export function EditJobScreen() {
  const { t } = useTranslation();
  const id = jobIdFrom(useParams().jobId);
  const { user } = useSession();
  const query = useJob(id ?? 0, { enabled: id !== null });
  useDocumentMeta(t('jobForm.edit.title'));

  if (id === null) return <JobNotFound />;
  if (query.isPending) return <PageLoader label={t('jobForm.edit.loading')} />;
  if (query.isError) {
    return (
      <LoadFailure
        query={query}
        notFound={{
          icon: <IconBriefcase size={28} />,
          message: t('jobForm.edit.notFound'),
          action: <ToBoard />,
        }}
        failed={{ message: errorMessage(query.error, t('jobForm.edit.loadFailed')) }}
      />
    );
  }
  if (user?.id !== query.data.user_id) return <NotAllowed jobId={id} />;
  return <EditJobForm job={query.data} />;
}

function ToBoard() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.jobs.href()}>
      {t('jobForm.edit.toBoard')}
    </Button>
  );
}

function JobNotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <EmptyState
        icon={<IconBriefcase size={28} />}
        message={t('jobForm.edit.notFound')}
        action={<ToBoard />}
      />
    </Container>
  );
}

function NotAllowed({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <EmptyState
        icon={<IconLock size={28} />}
        title={t('jobForm.edit.forbiddenTitle')}
        message={t('jobForm.edit.forbidden')}
        action={
          <Button component={Link} to={paths.jobDetails.href(jobId)}>
            {t('jobForm.edit.back')}
          </Button>
        }
      />
    </Container>
  );
}

function EditJobForm({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useJobForm(jobFormStart(job));
  const update = useUpdateJob(job.id, {
    onSuccess: () => {
      notifications.show({ color: 'leaf', message: t('jobForm.edit.updated') });
      void navigate(paths.jobDetails.href(job.id));
    },
  });

  // The server has the last word on who may change the job.
  if (update.error instanceof ApiError && update.error.status === 403) {
    return <NotAllowed jobId={job.id} />;
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor
          component={Link}
          to={paths.jobDetails.href(job.id)}
          size="sm"
          style={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('jobForm.edit.back')}
        </Anchor>
        <Title order={1}>{t('jobForm.edit.title')}</Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <JobForm
            form={form}
            mutation={update}
            onSubmit={() => update.mutate(form.updateBody())}
            submitLabel={t('jobForm.edit.submit')}
            pendingLabel={t('jobForm.edit.submitting')}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
