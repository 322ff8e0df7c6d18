import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateNonprofit } from '@/features/nonprofits/api/create-nonprofit';
import { nonprofitsQueryKey } from '@/features/nonprofits/api/query-keys';
import { NonprofitForm } from '@/features/nonprofits/components/nonprofit-form';
import {
  emptyNonprofitValues,
  nonprofitFormData,
  nonprofitTextFields,
} from '@/features/nonprofits/nonprofit-form-values';
import { userNonprofitsQueryOptions } from '@/features/users/api/get-user-nonprofits';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSession } from '@/lib/session';
import { pageCreatedState } from '@/features/pages/components/admin/public-page-links';

/**
 * /nonprofit-registration: the form sends POST /nonprofits and, once registered,
 * goes to the new non-profit's profile. The user's page lists and the public lists refresh.
 */
export function NonprofitRegistrationRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateNonprofit();
  useDocumentMeta(t('nonprofitPages.registration.title'));

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('nonprofitPages.registration.title')}
            </Title>
            <Text c="dimmed">{t('nonprofitPages.registration.intro')}</Text>
          </Stack>
          <NonprofitForm
            initialValues={emptyNonprofitValues}
            fields={nonprofitTextFields}
            submitLabel={t('nonprofitPages.registration.submit')}
            pendingLabel={t('nonprofitPages.registration.submitting')}
            pending={create.isPending}
            error={create.error}
            onSubmit={(values, texts) => {
              if (!user) return;
              create.mutate(
                nonprofitFormData(values, { userId: user.id, fields: nonprofitTextFields, texts }),
                {
                  onSuccess: ({ nonprofit }) => {
                    void queryClient.invalidateQueries({
                      queryKey: userNonprofitsQueryOptions(user.id).queryKey,
                    });
                    void queryClient.invalidateQueries({ queryKey: nonprofitsQueryKey });
                    void navigate(paths.nonprofitProfile.href(nonprofit.id), {
                      state: pageCreatedState,
                    });
                  },
                },
              );
            }}
          />
        </Stack>
      </Paper>
    </Container>
  );
}
