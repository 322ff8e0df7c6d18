import type { FundraiserProfile as Fundraiser } from '@app/contract';
import { Container, Stack, Tabs } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LazyPageDonationsPanel as PageDonationsPanel } from '@/features/donations/components/page-donations/lazy-page-donations-panel';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { primaryTabs } from '@/components/ui/tab-levels';
import { paths } from '@/config/paths';
import { deleteFundraiser } from '@/features/fundraisers/api/delete-fundraiser';
import { useFundraiserProfile } from '@/features/fundraisers/api/get-fundraiser-profile';
import { FundraiserHeader } from '@/features/fundraisers/components/fundraiser-header';
import { FundraiserOverview } from '@/features/fundraisers/components/fundraiser-overview';
import { DeletePageSection } from '@/features/pages/components/admin/delete-page-section';
import { OtherPages } from '@/features/pages/components/admin/other-pages';
import { HelperNotice } from '@/features/team/components/helper-notice';
import { PageTeam } from '@/features/team/components/page-team';
import { usePageRights } from '@/features/team/api/get-page-role';
import { CommunityTabs } from '@/features/updates/components/community-tabs';
import { userFundraisersQueryOptions } from '@/features/users/api/get-user-fundraisers';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { FundraiserPackages } from './fundraiser-packages';
import { FundraiserIdRoute, FundraiserLoadError } from './fundraiser-problem';
import { forgetFundraiser } from './refresh-fundraisers';
import { EditPageLink } from '@/features/pages/components/admin/edit-page-link';
import { PublicPageLinks } from '@/features/pages/components/admin/public-page-links';

/** /fundraiser-profile/:id; a non-numeric id is 'Invalid fundraiser ID'. */
export function FundraiserProfile() {
  return <FundraiserIdRoute screen={FundraiserProfileScreen} />;
}

function FundraiserProfileScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useFundraiserProfile(id);
  useDocumentMeta(query.data?.data.name);

  if (query.isPending) return <PageLoader label={t('fundraiserPages.profile.loading')} />;
  if (query.isError) return <FundraiserLoadError query={query} />;
  return <FundraiserView fundraiser={query.data.data} />;
}

function FundraiserView({ fundraiser }: { fundraiser: Fundraiser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  // The owner does everything; a helper what their role allows (editors: texts and updates).
  const isOwner = user?.id === fundraiser.users_id;
  const rights = usePageRights('fundraiser', fundraiser.id, fundraiser.users_id);
  const ownFundraisers = useQuery({
    ...userFundraisersQueryOptions(user?.id ?? 0, language),
    enabled: isOwner,
  });

  function handleDeleted() {
    forgetFundraiser(queryClient, user?.id, fundraiser.id);
    notifications.show({ color: 'leaf', message: t('fundraiserPages.profile.deleted') });
    void navigate({ pathname: paths.profile.href(), search: '?tab=pages' }, { replace: true });
  }

  return (
    <Container py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xl">
        <FundraiserHeader
          fundraiser={fundraiser}
          actions={
            rights.edit ? (
              <>
                <EditPageLink
                  to={paths.editFundraiserProfile.href(fundraiser.id)}
                  state={{ fundraiser }}
                />
                <PublicPageLinks
                  href={paths.fundraiserDetails.href(fundraiser.id)}
                  name={fundraiser.name}
                />
              </>
            ) : null
          }
        />

        <HelperNotice
          type="fundraiser"
          id={fundraiser.id}
          name={fundraiser.name}
          role={rights.role}
        />

        {isOwner && ownFundraisers.data ? (
          <OtherPages
            title={t('fundraiserPages.profile.otherFundraisers')}
            pages={ownFundraisers.data.fundraisers}
            currentId={fundraiser.id}
            href={(otherId) => paths.fundraiserProfile.href(otherId)}
          />
        ) : null}

        <Tabs defaultValue="overview" keepMounted={false} classNames={primaryTabs}>
          <Tabs.List aria-label={t('fundraiserPages.profile.tabsLabel')}>
            <Tabs.Tab value="overview">{t('fundraiserPages.profile.overview')}</Tabs.Tab>
            <Tabs.Tab value="community">{t('fundraiserPages.profile.community')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="lg">
            <FundraiserOverview fundraiser={fundraiser} />
          </Tabs.Panel>
          <Tabs.Panel value="community" pt="lg">
            <CommunityTabs pageType="fundraiser" pageId={fundraiser.id} canPost={rights.edit} />
          </Tabs.Panel>
        </Tabs>

        <Tabs defaultValue="packages" keepMounted={false} classNames={primaryTabs}>
          <Tabs.List aria-label={t('fundraiserPages.profile.manageLabel')}>
            <Tabs.Tab value="packages">{t('fundraiserPages.profile.packages')}</Tabs.Tab>
            {rights.money ? (
              <Tabs.Tab value="donations">{t('donations.owner.tab')}</Tabs.Tab>
            ) : null}
            {rights.own ? (
              <Tabs.Tab value="settings">{t('fundraiserPages.profile.settings')}</Tabs.Tab>
            ) : null}
            {rights.manage ? (
              <Tabs.Tab value="users">{t('fundraiserPages.profile.users')}</Tabs.Tab>
            ) : null}
          </Tabs.List>
          <Tabs.Panel value="packages" pt="lg">
            <FundraiserPackages fundraiser={fundraiser} />
          </Tabs.Panel>
          {rights.money ? (
            <Tabs.Panel value="donations" pt="lg">
              <PageDonationsPanel type="fundraiser" id={fundraiser.id} />
            </Tabs.Panel>
          ) : null}
          {rights.own ? (
            <Tabs.Panel value="settings" pt="lg">
              <DeletePageSection
                buttonLabel={t('fundraiserPages.profile.deleteFundraiser')}
                pageName={fundraiser.name}
                remove={() => deleteFundraiser(fundraiser.id)}
                onDeleted={handleDeleted}
              />
            </Tabs.Panel>
          ) : null}
          {rights.manage ? (
            <Tabs.Panel value="users" pt="lg">
              <PageTeam type="fundraiser" id={fundraiser.id} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Container>
  );
}
