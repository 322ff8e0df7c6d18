import { fundraiserProfile, type FundraiserProfile } from '@app/contract';
import { Anchor, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { changedImages, pageFormData } from '@/components/forms/page-form-data';
import { storedImages } from '@/components/forms/page-form-values';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { fundraiserProfileQueryOptions } from '@/features/fundraisers/api/get-fundraiser-profile';
import { useUpdateFundraiser } from '@/features/fundraisers/api/update-fundraiser';
import { FundraiserForm } from '@/features/fundraisers/components/fundraiser-form';
import {
  fundraiserImageNames,
  fundraiserTexts,
  useFundraiserForm,
} from '@/features/fundraisers/components/use-fundraiser-form';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { FundraiserIdRoute, FundraiserLoadError } from './fundraiser-problem';
import { refreshFundraisers } from './refresh-fundraisers';

/** The fundraiser the profile's Edit Page button passes along, if it is one. */
function stateFundraiser(state: unknown, id: number): FundraiserProfile | undefined {
  const parsed = fundraiserProfile.safeParse(
    (state as { fundraiser?: unknown } | null)?.fundraiser,
  );
  return parsed.success && parsed.data.id === id ? parsed.data : undefined;
}

/**
 * /edit-fundraiser-profile/:id: name, images, description, goal and address of an
 * own fundraiser, from the navigation state or GET /fundraiser-profile/{id}. 'Update' becomes
 * 'Updating...'; success goes back to the profile.
 */
export function EditFundraiserProfile() {
  return <FundraiserIdRoute screen={EditFundraiserLoader} />;
}

function EditFundraiserLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { user } = useSession();
  const [passed] = useState(() => stateFundraiser(location.state, id));
  const query = useQuery({
    ...fundraiserProfileQueryOptions(id, useLanguage()),
    // Shown at once when the profile passed it; read again only when that copy is missing.
    initialData: passed ? { success: true as const, data: passed } : undefined,
  });
  useDocumentMeta(t('fundraiserPages.edit.title'));

  if (query.isPending) return <PageLoader label={t('fundraiserPages.profile.loading')} />;
  if (query.isError) return <FundraiserLoadError query={query} />;
  const fundraiser = query.data.data;
  if (user?.id !== fundraiser.users_id) {
    return (
      <Container size="sm" py="xl">
        <EmptyState
          message={t('fundraiserPages.edit.forbidden')}
          action={
            <Button component={Link} to={paths.fundraiserProfile.href(id)}>
              {t('fundraiserPages.edit.back')}
            </Button>
          }
        />
      </Container>
    );
  }
  return <EditFundraiserForm fundraiser={fundraiser} />;
}

function EditFundraiserForm({ fundraiser }: { fundraiser: FundraiserProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFundraiserForm(
    {
      texts: fundraiserTexts(fundraiser.texts),
      goal: fundraiser.goal ?? '',
      addressLine1: fundraiser.addressLine1 ?? '',
      showAddress: fundraiser.show_address,
    },
    storedImages(fundraiser, fundraiserImageNames),
  );
  const update = useUpdateFundraiser(fundraiser.id, {
    onSuccess: () => {
      refreshFundraisers(queryClient, fundraiser.users_id, fundraiser.id);
      notifications.show({ color: 'leaf', message: t('fundraiserPages.edit.updated') });
      void navigate(paths.fundraiserProfile.href(fundraiser.id));
    },
  });

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor
          component={Link}
          to={paths.fundraiserProfile.href(fundraiser.id)}
          size="sm"
          style={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('fundraiserPages.edit.back')}
        </Anchor>
        <Title order={1}>{t('fundraiserPages.edit.title')}</Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <FundraiserForm
            form={form}
            mutation={update}
            onSubmit={() =>
              update.mutate(pageFormData(form.fields(), changedImages(form.images, fundraiser)))
            }
            submitLabel={t('fundraiserPages.edit.submit')}
            pendingLabel={t('fundraiserPages.edit.submitting')}
            imagesRemovable={false}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
