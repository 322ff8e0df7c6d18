import { usePageRights } from '@/features/team/api/get-page-role';
import { HelperNotice } from '@/features/team/components/helper-notice';
import type { NonprofitProfile } from '@app/contract';
import { Button, Container, Grid, Stack } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useNonprofitProfile } from '@/features/nonprofits/api/get-nonprofit-profile';
import { CampaignChooser } from '@/features/nonprofits/components/campaign-chooser';
import { NonprofitHeader } from '@/features/nonprofits/components/nonprofit-header';
import { editNonprofitState } from '@/features/nonprofits/navigation-state';
import { OtherPages } from '@/features/pages/components/admin/other-pages';
import { userNonprofitsQueryOptions } from '@/features/users/api/get-user-nonprofits';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { NonprofitLoadFailure } from './nonprofit-load-failure';
import { NonprofitBottomTabs, NonprofitInnerTabs } from './nonprofit-profile-tabs';
import { ConnectPaymentProviderSlot } from './payment-provider-slot';
import { EditPageLink } from '@/features/pages/components/admin/edit-page-link';
import { PublicPageLinks } from '@/features/pages/components/admin/public-page-links';

/**
 * /non-profit-profile/{id}: loading, 'Failed to load data.' with Retry, 'Non-profit
 * not found', or the profile. The owner (session user id === user_id) gets Edit Page, Start
 * Campaign, the links to their other non-profits and the managing tabs.
 */
export function NonprofitProfileRoute() {
  const { id = '' } = useParams();
  const query = useNonprofitProfile(id);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <NonprofitLoadFailure query={query} />;
  return <NonprofitProfileView nonprofit={query.data.data} />;
}

function NonprofitProfileView({ nonprofit }: { nonprofit: NonprofitProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const [choosing, setChoosing] = useState(false);
  const isOwner = user?.id === nonprofit.user_id;
  // The owner and the page's helpers (admins, editors) get the tools their role allows.
  const rights = usePageRights('nonprofit', nonprofit.id, nonprofit.user_id);
  // 'Your Other Non-Profits': the owner's other non-profits, when there are any.
  const ownPages = useQuery({
    ...userNonprofitsQueryOptions(user?.id ?? 0, language),
    enabled: isOwner && user !== null,
  });
  const otherPages = isOwner
    ? (ownPages.data?.nonprofits ?? []).filter((page) => page.id !== nonprofit.id)
    : [];
  useDocumentMeta(nonprofit.name);

  const actions =
    rights.edit && user ? (
      <>
        <EditPageLink
          to={paths.editNonprofitProfile.href(nonprofit.id)}
          state={editNonprofitState(nonprofit)}
        />
        <PublicPageLinks href={paths.nonprofitDetails.href(nonprofit.id)} name={nonprofit.name} />
        {/* The payments issue fills this with 'Connect with payment provider'. */}
        {rights.money ? <ConnectPaymentProviderSlot nonprofitId={nonprofit.id} /> : null}
        <Button
          leftSection={<IconRocket size={18} aria-hidden="true" />}
          onClick={() => setChoosing(true)}
        >
          {t('nonprofitPages.profile.startCampaign')}
        </Button>
      </>
    ) : null;

  return (
    <Container py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xl">
        <NonprofitHeader nonprofit={nonprofit} actions={actions} />
        <HelperNotice type="nonprofit" id={nonprofit.id} name={nonprofit.name} role={rights.role} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: otherPages.length > 0 ? 8 : 12 }}>
            <NonprofitInnerTabs nonprofit={nonprofit} isOwner={rights.edit} rights={rights} />
          </Grid.Col>
          {otherPages.length > 0 ? (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <OtherPages
                title={t('nonprofitPages.profile.otherPages')}
                pages={otherPages}
                currentId={nonprofit.id}
                href={paths.nonprofitProfile.href}
              />
            </Grid.Col>
          ) : null}
        </Grid>
        <NonprofitBottomTabs nonprofit={nonprofit} isOwner={rights.edit} rights={rights} />
      </Stack>
      {rights.edit && user ? (
        <CampaignChooser
          opened={choosing}
          onClose={() => setChoosing(false)}
          nonprofitId={nonprofit.id}
          userId={user.id}
        />
      ) : null}
    </Container>
  );
}
