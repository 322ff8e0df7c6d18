import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormErrorSummary } from '@/components/forms/form-error-summary';
import { pageFormData } from '@/components/forms/page-form-data';
import { useCreateFundraiser } from '@/features/fundraisers/api/create-fundraiser';
import {
  FundraiserFields,
  fundraiserFieldLabels,
  problemMessages,
} from '@/features/fundraisers/components/fundraiser-fields';
import { useFundraiserForm } from '@/features/fundraisers/components/use-fundraiser-form';
import { firstFieldErrors } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSession } from '@/lib/session';
import { paths } from '../../paths';
import { CampaignSelect, type ChosenCampaign } from './campaign-select';
import { NonprofitSelect, type ChosenNonprofit } from './nonprofit-select';
import { refreshFundraisers } from './refresh-fundraisers';

/**
 * /fundraiser-registration (spec 2, 5): a fundraiser for a non-profit, or for one of its events
 * or projects. 'Submit' becomes 'Submitting...'; success opens the new fundraiser's profile.
 */
export function FundraiserRegistration() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const form = useFundraiserForm();
  const [nonprofit, setNonprofit] = useState<ChosenNonprofit | null>(null);
  const [campaign, setCampaign] = useState<ChosenCampaign>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const create = useCreateFundraiser({
    onSuccess: ({ fundraiser }) => {
      refreshFundraisers(queryClient, user?.id);
      notifications.show({ color: 'leaf', message: t('fundraiserPages.registration.created') });
      void navigate(paths.fundraiserProfile.href(fundraiser.id));
    },
  });
  const pending = create.isPending;
  useDocumentMeta(t('fundraiserPages.registration.title'));

  const errors = { ...firstFieldErrors(create.error), ...clientErrors };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = problemMessages(form.problems(), t);
    if (!nonprofit) problems.nonprofits_id = t('pageForm.required');
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) {
      create.reset();
      return;
    }
    create.mutate(
      pageFormData(
        {
          ...form.fields(),
          nonprofits_id: nonprofit?.id,
          events_id: campaign?.type === 'event' ? campaign.id : undefined,
          projects_id: campaign?.type === 'project' ? campaign.id : undefined,
        },
        form.images,
      ),
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('fundraiserPages.registration.title')}</Title>
          <Text c="dimmed">{t('fundraiserPages.registration.intro')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={handleSubmit} noValidate aria-busy={pending}>
            <Stack gap="lg">
              <FundraiserFields
                form={form}
                errors={errors}
                disabled={pending}
                afterName={
                  <>
                    <NonprofitSelect
                      label={t('fundraiserPages.form.nonprofit')}
                      description={t('fundraiserPages.form.nonprofitHint')}
                      required
                      value={nonprofit}
                      onChange={(next) => {
                        setNonprofit(next);
                        if (next?.id !== nonprofit?.id) setCampaign(null);
                      }}
                      error={errors.nonprofits_id}
                      disabled={pending}
                    />
                    <CampaignSelect
                      nonprofitId={nonprofit?.id ?? null}
                      value={campaign}
                      onChange={setCampaign}
                      error={errors.events_id ?? errors.projects_id}
                      disabled={pending}
                    />
                  </>
                }
              />
              <FormErrorSummary error={create.error} labels={fundraiserFieldLabels(t)} />
              <Button
                type="submit"
                disabled={pending}
                size="md"
                style={{ alignSelf: 'flex-start' }}
              >
                {pending
                  ? t('fundraiserPages.registration.submitting')
                  : t('fundraiserPages.registration.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
