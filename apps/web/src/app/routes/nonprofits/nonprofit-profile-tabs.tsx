import type { NonprofitProfile } from '@app/contract';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconBriefcase } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { LazyPageDonationsPanel as PageDonationsPanel } from '@/features/donations/components/page-donations/lazy-page-donations-panel';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { primaryTabs } from '@/components/ui/tab-levels';
import { DonationPackagesPanel } from '@/features/donation-packages/components/donation-packages-panel';
import { useNonprofitEvents } from '@/features/events/api/get-nonprofit-events';
import { NonprofitJobList } from '@/features/jobs/components/nonprofit-job-list';
import { deleteNonprofit } from '@/features/nonprofits/api/delete-nonprofit';
import { nonprofitsQueryKey } from '@/features/nonprofits/api/query-keys';
import { NonprofitOverview } from '@/features/nonprofits/components/nonprofit-overview';
import { PremiumGate } from '@/features/payments/components/premium-gate';
import { pageQueryKey } from '@/features/pages/api/get-page-details';
import { DeletePageSection } from '@/features/pages/components/admin/delete-page-section';
import { PageTeam } from '@/features/team/components/page-team';
import type { PageRights } from '@/features/team/api/get-page-role';
import { CommunityTabs } from '@/features/updates/components/community-tabs';
import { userNonprofitsQueryOptions } from '@/features/users/api/get-user-nonprofits';
import { CampaignTables } from '../campaigns/campaign-tables';

interface NonprofitTabsProps {
  nonprofit: NonprofitProfile;
  /** The signed-in user runs this non-profit: managing controls show. */
  /** The user edits the page: its owner or a helper. */
  isOwner: boolean;
  /** What the user's role allows beyond editing (donations, the team, deleting). */
  rights: PageRights;
}

/** Nonprofit Overview, Campaign and Community (inner tabs). */
export function NonprofitInnerTabs({ nonprofit, isOwner }: NonprofitTabsProps) {
  const { t } = useTranslation();
  // The timeline editor offers the non-profit's events; a failed list simply offers none.
  const events = useNonprofitEvents(nonprofit.id);
  const eventOptions = (events.data?.data ?? []).map(({ id, title }) => ({ id, title }));

  return (
    <Tabs defaultValue="overview" keepMounted={false} classNames={primaryTabs}>
      <Tabs.List aria-label={t('nonprofitPages.tabs.innerLabel')}>
        <Tabs.Tab value="overview">{t('nonprofitPages.tabs.overview')}</Tabs.Tab>
        <Tabs.Tab value="campaign">{t('nonprofitPages.tabs.campaign')}</Tabs.Tab>
        <Tabs.Tab value="community">{t('nonprofitPages.tabs.community')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview" pt="lg">
        <NonprofitOverview nonprofit={nonprofit} />
      </Tabs.Panel>
      <Tabs.Panel value="campaign" pt="lg">
        <CampaignTables nonprofitId={nonprofit.id} canManage={isOwner} />
      </Tabs.Panel>
      <Tabs.Panel value="community" pt="lg">
        <CommunityTabs
          pageType="nonprofit"
          pageId={nonprofit.id}
          canPost={isOwner}
          events={eventOptions}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Donation Packages, Jobs and, for the owner, User and Settings (bottom tabs). */
export function NonprofitBottomTabs({ nonprofit, isOwner, rights }: NonprofitTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function handleDeleted() {
    void navigate({ pathname: paths.profile.href(), search: '?tab=pages' });
    // Lists refresh when next shown; this page's own record is not read again (it is gone).
    void queryClient.invalidateQueries({ queryKey: nonprofitsQueryKey, refetchType: 'none' });
    void queryClient.invalidateQueries({
      queryKey: pageQueryKey('nonprofit', nonprofit.id),
      refetchType: 'none',
    });
    void queryClient.invalidateQueries({
      queryKey: userNonprofitsQueryOptions(nonprofit.user_id).queryKey,
    });
    notifications.show({
      color: 'leaf',
      message: t('nonprofitPages.settings.deleted', { name: nonprofit.name }),
    });
  }

  return (
    <Tabs defaultValue="packages" keepMounted={false} classNames={primaryTabs}>
      <Tabs.List aria-label={t('nonprofitPages.tabs.bottomLabel')}>
        <Tabs.Tab value="packages">{t('nonprofitPages.tabs.packages')}</Tabs.Tab>
        <Tabs.Tab value="jobs">{t('nonprofitPages.tabs.jobs')}</Tabs.Tab>
        {rights.money ? <Tabs.Tab value="donations">{t('donations.owner.tab')}</Tabs.Tab> : null}
        {rights.manage ? <Tabs.Tab value="user">{t('nonprofitPages.tabs.user')}</Tabs.Tab> : null}
        {rights.own ? (
          <Tabs.Tab value="settings">{t('nonprofitPages.tabs.settings')}</Tabs.Tab>
        ) : null}
      </Tabs.List>
      <Tabs.Panel value="packages" pt="lg">
        <DonationPackagesPanel nonprofitId={nonprofit.id} canManage={isOwner} />
      </Tabs.Panel>
      <Tabs.Panel value="jobs" pt="lg">
        <Stack gap="lg">
          {/* The owner posts jobs once premium, or is offered the upgrade. */}
          {isOwner ? <OwnerJobActions nonprofit={nonprofit} /> : null}
          <NonprofitJobList nonprofitId={nonprofit.id} name={nonprofit.name} isOwner={isOwner} />
        </Stack>
      </Tabs.Panel>
      {rights.money ? (
        <Tabs.Panel value="donations" pt="lg">
          <PageDonationsPanel type="nonprofit" id={nonprofit.id} />
        </Tabs.Panel>
      ) : null}
      {rights.manage ? (
        <Tabs.Panel value="user" pt="lg">
          <PageTeam type="nonprofit" id={nonprofit.id} />
        </Tabs.Panel>
      ) : null}
      {rights.own ? (
        <Tabs.Panel value="settings" pt="lg">
          <DeletePageSection
            buttonLabel={t('nonprofitPages.settings.delete')}
            pageName={nonprofit.name}
            remove={() => deleteNonprofit(nonprofit.id)}
            onDeleted={handleDeleted}
          />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}

/**
 * Post Job for a premium owner (to the job form, which may receive the user and non-profit as
 * navigation state), else the one-time upgrade.
 */
function OwnerJobActions({ nonprofit }: { nonprofit: NonprofitProfile }) {
  const { t } = useTranslation();
  return (
    <PremiumGate nonprofitId={nonprofit.id}>
      <Group>
        <Button
          component={Link}
          to={paths.jobsRegistration.href()}
          state={{ userId: nonprofit.user_id, nonprofitId: nonprofit.id }}
          leftSection={<IconBriefcase size={18} aria-hidden="true" />}
        >
          {t('payments.premium.postJob')}
        </Button>
      </Group>
    </PremiumGate>
  );
}
