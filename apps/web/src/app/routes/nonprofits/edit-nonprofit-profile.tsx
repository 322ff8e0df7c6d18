import type { NonprofitProfile } from '@app/contract';
import { Alert, Anchor, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconBuildingCommunity } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useNonprofitProfile } from '@/features/nonprofits/api/get-nonprofit-profile';
import { nonprofitQueryKey, nonprofitsQueryKey } from '@/features/nonprofits/api/query-keys';
import { useUpdateNonprofit } from '@/features/nonprofits/api/update-nonprofit';
import { NonprofitForm } from '@/features/nonprofits/components/nonprofit-form';
import { nonprofitFromEditState } from '@/features/nonprofits/navigation-state';
import {
  nonprofitFormData,
  nonprofitValuesFrom,
  type NonprofitTextField,
} from '@/features/nonprofits/nonprofit-form-values';
import { pageQueryKey } from '@/features/pages/api/get-page-details';
import { userNonprofitsQueryOptions } from '@/features/users/api/get-user-nonprofits';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { NonprofitLoadFailure } from './nonprofit-load-failure';

/** Name, picture, logo, short description and address line. */
const editFields: readonly NonprofitTextField[] = [
  'name',
  'addressLine1',
  'description',
  'legalName',
  'rsin',
  'anbi',
];

/**
 * /edit-nonprofit-profile/{id}: the non-profit comes from the profile's navigation
 * state, or from GET /nonprofit-profile/{id} on a direct link. 'Nonprofit ID is missing.'
 * without an id.
 */
export function EditNonprofitProfileRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  useDocumentMeta(t('nonprofitPages.edit.title'));

  if (!id) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
          {t('nonprofitPages.edit.missingId')}
        </Alert>
      </Container>
    );
  }
  return <EditNonprofitLoader id={id} />;
}

function EditNonprofitLoader({ id }: { id: string }) {
  const location = useLocation();
  const fromState = nonprofitFromEditState(location.state, id);
  const query = useNonprofitProfile(id, { enabled: !fromState });

  if (fromState) return <EditNonprofit nonprofit={fromState} />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <NonprofitLoadFailure query={query} />;
  return <EditNonprofit nonprofit={query.data.data} />;
}

function EditNonprofit({ nonprofit }: { nonprofit: NonprofitProfile }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateNonprofit(nonprofit.id);
  const profileHref = paths.nonprofitProfile.href(nonprofit.id);

  if (user && user.id !== nonprofit.user_id) {
    return (
      <Container size="sm" py="xl">
        <EmptyState
          icon={<IconBuildingCommunity size={28} />}
          title={t('nonprofitPages.edit.notOwnerTitle')}
          message={t('nonprofitPages.edit.notOwner')}
        />
      </Container>
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={profileHref} fw={600}>
          <Group gap={6} component="span">
            <IconArrowLeft size={18} aria-hidden="true" />
            {t('nonprofitPages.edit.back', { name: nonprofit.name })}
          </Group>
        </Anchor>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {t('nonprofitPages.edit.title')}
            </Title>
            <NonprofitForm
              initialValues={nonprofitValuesFrom(nonprofit)}
              initialTexts={nonprofit.texts}
              fields={editFields}
              descriptionLabel={t('nonprofitPages.form.shortDescription')}
              imagesRemovable={false}
              submitLabel={t('nonprofitPages.edit.submit')}
              pendingLabel={t('nonprofitPages.edit.submitting')}
              pending={update.isPending}
              error={update.error}
              onSubmit={(values, texts) => {
                const form = nonprofitFormData(values, {
                  texts,
                  userId: nonprofit.user_id,
                  fields: editFields,
                  stored: nonprofit,
                });
                update.mutate(form, {
                  onSuccess: () => {
                    // The profile reads the changed record afresh instead of showing the old one.
                    queryClient.removeQueries({ queryKey: nonprofitQueryKey(nonprofit.id) });
                    void queryClient.invalidateQueries({ queryKey: nonprofitsQueryKey });
                    void queryClient.invalidateQueries({
                      queryKey: pageQueryKey('nonprofit', nonprofit.id),
                    });
                    void queryClient.invalidateQueries({
                      queryKey: userNonprofitsQueryOptions(nonprofit.user_id).queryKey,
                    });
                    void navigate(profileHref);
                  },
                });
              }}
            />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
