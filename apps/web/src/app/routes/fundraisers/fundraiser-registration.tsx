import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { pageFormData } from '@/components/forms/page-form-data';
import { paths } from '@/config/paths';
import { useCreateFundraiser } from '@/features/fundraisers/api/create-fundraiser';
import { FundraiserForm } from '@/features/fundraisers/components/fundraiser-form';
import { useFundraiserForm } from '@/features/fundraisers/components/use-fundraiser-form';
import {
  NonprofitSelect,
  type ChosenNonprofit,
} from '@/features/nonprofits/components/nonprofit-select';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSession } from '@/lib/session';
import { CampaignSelect, type ChosenCampaign } from './campaign-select';
import { refreshFundraisers } from './refresh-fundraisers';
import { pageCreatedState } from '@/features/pages/components/admin/public-page-links';

/**
 * /fundraiser-registration: a fundraiser for a non-profit, or for one of its events
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
  const create = useCreateFundraiser({
    onSuccess: ({ fundraiser }) => {
      refreshFundraisers(queryClient, user?.id);
      notifications.show({ color: 'leaf', message: t('fundraiserPages.registration.created') });
      void navigate(paths.fundraiserProfile.href(fundraiser.id), { state: pageCreatedState });
    },
  });
  useDocumentMeta(t('fundraiserPages.registration.title'));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('fundraiserPages.registration.title')}</Title>
          <Text c="dimmed">{t('fundraiserPages.registration.intro')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <FundraiserForm
            form={form}
            mutation={create}
            check={(): Record<string, string> =>
              nonprofit ? {} : { nonprofits_id: t('pageForm.required') }
            }
            onSubmit={() =>
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
              )
            }
            submitLabel={t('fundraiserPages.registration.submit')}
            pendingLabel={t('fundraiserPages.registration.submitting')}
            afterName={(errors) => (
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
                  disabled={create.isPending}
                />
                <CampaignSelect
                  nonprofitId={nonprofit?.id ?? null}
                  value={campaign}
                  onChange={setCampaign}
                  error={errors.events_id ?? errors.projects_id}
                  disabled={create.isPending}
                />
              </>
            )}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
