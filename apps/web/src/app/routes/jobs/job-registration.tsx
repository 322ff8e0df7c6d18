import type { DirectoryNonprofit } from '@app/contract';
import { Button, Container, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useCreateJob } from '@/features/jobs/api/create-job';
import { JobForm } from '@/features/jobs/components/job-form';
import { useJobForm } from '@/features/jobs/components/use-job-form';
import { premiumCheckQueryKey } from '@/features/payments/api/get-premium-check';
import { PremiumGate } from '@/features/payments/components/premium-gate';
import { useUserNonprofits } from '@/features/users/api/get-user-nonprofits';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * The non-profit the Jobs tab of its profile (or the premium result page) passes along as
 * navigation state (`{ userId, nonprofitId }`), if any.
 */
function stateNonprofitId(state: unknown): number | null {
  const value = (state as { nonprofitId?: unknown } | null)?.nonprofitId;
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /jobs-registration: 'Registration Form for Jobs Opening's'. The non-profit comes
 * from the navigation state, or is chosen among the user's own (none: register one first).
 * Posting jobs is premium: anyone else is offered the one-time upgrade instead of the form.
 */
export function JobRegistration() {
  const { t } = useTranslation();
  const location = useLocation();
  const passedId = stateNonprofitId(location.state);
  useDocumentMeta(t('jobForm.registration.title'));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('jobForm.registration.title')}</Title>
          <Text c="dimmed">{t('jobForm.registration.intro')}</Text>
        </Stack>
        {passedId === null ? (
          <ChooseNonprofit />
        ) : (
          <GatedJobForm key={passedId} nonprofitId={passedId} />
        )}
      </Stack>
    </Container>
  );
}

/** Without a non-profit in the state: the user's own non-profits to choose from. */
function ChooseNonprofit() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useUserNonprofits(user?.id ?? 0);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('jobForm.nonprofit.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { nonprofits } = query.data;
  if (nonprofits.length === 0) {
    return (
      <EmptyState
        icon={<IconBuildingCommunity size={28} />}
        title={t('jobForm.nonprofit.noneTitle')}
        message={t('jobForm.nonprofit.none')}
        action={
          <Button component={Link} to={paths.nonprofitRegistration.href()}>
            {t('jobForm.nonprofit.register')}
          </Button>
        }
      />
    );
  }
  return <GatedJobForm choices={nonprofits} />;
}

interface GatedJobFormProps {
  /** The non-profit from the navigation state. */
  nonprofitId?: number;
  /** Otherwise the user's non-profits, to choose one in the form. */
  choices?: DirectoryNonprofit[];
}

/** Only a premium user posts jobs: the form for a premium user, the upgrade for anyone else. */
function GatedJobForm({ nonprofitId, choices = [] }: GatedJobFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useJobForm();
  // One non-profit: it is the one; more: the user picks.
  const [chosen, setChosen] = useState<number | null>(
    nonprofitId ?? (choices.length === 1 ? (choices[0]?.id ?? null) : null),
  );
  const create = useCreateJob({
    onSuccess: ({ id }) => {
      notifications.show({ color: 'leaf', message: t('jobForm.registration.created') });
      void navigate(paths.jobDetails.href(id));
    },
    onError: (error) => {
      // 403 'premium_required': premium is asked again, and the gate offers the upgrade.
      if (error instanceof ApiError && error.code === 'premium_required') {
        void queryClient.invalidateQueries({ queryKey: premiumCheckQueryKey });
      }
    },
  });

  return (
    <PremiumGate nonprofitId={chosen ?? undefined}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <JobForm
          form={form}
          mutation={create}
          check={(): Record<string, string> =>
            chosen === null ? { nonprofits_id: t('pageForm.required') } : {}
          }
          onSubmit={() => chosen !== null && create.mutate(form.createBody(chosen))}
          submitLabel={t('jobForm.registration.submit')}
          pendingLabel={t('jobForm.registration.submitting')}
          afterTitle={(errors) =>
            nonprofitId === undefined ? (
              <Select
                label={t('jobForm.nonprofit.label')}
                description={t('jobForm.nonprofit.hint')}
                placeholder={t('jobForm.nonprofit.placeholder')}
                required
                data={choices.map(({ id, name }) => ({ value: String(id), label: name }))}
                value={chosen === null ? null : String(chosen)}
                onChange={(value) => setChosen(value ? Number(value) : null)}
                error={errors.nonprofits_id}
                disabled={create.isPending}
                allowDeselect={false}
                comboboxProps={{ shadow: 'md' }}
              />
            ) : null
          }
        />
      </Paper>
    </PremiumGate>
  );
}
