import type { UpdatePageType } from '@app/contract';
import { Button, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMailOpened, IconNews, IconTimeline } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatDate } from '@/lib/format';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { secondaryTabs } from '@/components/ui/tab-levels';
import { errorMessage } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { usePageUpdates } from '../api/get-page-updates';
import { PageTimeline } from './page-timeline';
import { UpdateCard } from './update-card';
import { UpdateEditor } from './update-editor';
import { isMissingTimeline, loadedUpdates } from './update-list';

export interface CommunityTabsProps {
  pageType: UpdatePageType;
  pageId: number;
  /** The owner may post timeline updates (and delete them). */
  canPost: boolean;
  /** The page's events, offered in the editor's Event select. */
  events?: readonly { id: number; title: string }[];
}

const tabs = ['overview', 'timeline', 'update', 'invitations'] as const;
type Tab = (typeof tabs)[number];

/**
 * The Community tabs of a page profile: OVERVIEW (how many updates,
 * the latest date), TIMELINE (the owner's editor above the timeline), UPDATE (the latest update
 * in full) and INVITATIONS (not available yet, said honestly).
 */
export function CommunityTabs({ pageType, pageId, canPost, events }: CommunityTabsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('overview');
  const headingId = useId();

  // Inside a page's Community tab: a second level, small pills under a heading of their own.
  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab((value as Tab | null) ?? 'overview')}
      keepMounted={false}
      variant="pills"
      classNames={secondaryTabs}
    >
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('pageUpdates.tabs.label')}
      </Title>
      <Tabs.List aria-labelledby={headingId}>
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`pageUpdates.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="overview" pt="lg">
        <CommunityOverview
          pageType={pageType}
          pageId={pageId}
          canPost={canPost}
          onPost={() => setTab('timeline')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="timeline" pt="lg">
        <Stack gap="xl">
          {canPost ? <UpdateEditor pageType={pageType} pageId={pageId} events={events} /> : null}
          <Stack gap="md" component="section" aria-label={t('pageUpdates.timeline.heading')}>
            <PageTimeline pageType={pageType} pageId={pageId} canDelete={canPost} />
          </Stack>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="update" pt="lg">
        <LatestUpdate pageType={pageType} pageId={pageId} />
      </Tabs.Panel>
      <Tabs.Panel value="invitations" pt="lg">
        <EmptyState
          icon={<IconMailOpened size={28} />}
          title={t('pageUpdates.invitations.empty')}
          message={t('pageUpdates.invitations.text')}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

interface PanelProps {
  pageType: UpdatePageType;
  pageId: number;
}

/** The first page of the timeline answers both panels: its total and its newest update. */
function useFirstPage({ pageType, pageId }: PanelProps) {
  const updates = usePageUpdates(pageType, pageId);
  const missing = updates.isError && isMissingTimeline(updates.error);
  const first = updates.data?.pages[0];
  return {
    updates,
    missing,
    total: first?.meta.total ?? 0,
    latest: loadedUpdates(updates)[0],
  };
}

function PanelState({ query }: { query: ReturnType<typeof useFirstPage>['updates'] }) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  return (
    <ErrorState
      message={errorMessage(query.error, t('pageUpdates.timeline.error'))}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

function CommunityOverview({
  canPost,
  onPost,
  ...page
}: PanelProps & { canPost: boolean; onPost: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { updates, missing, total, latest } = useFirstPage(page);

  if (!missing && (updates.isPending || (updates.isError && !updates.data))) {
    return <PanelState query={updates} />;
  }
  if (!latest) {
    return (
      <EmptyState
        icon={<IconTimeline size={28} />}
        title={t('pageUpdates.overview.empty')}
        message={
          canPost ? t('pageUpdates.overview.emptyOwner') : t('pageUpdates.overview.emptyVisitor')
        }
        action={
          canPost ? (
            <Button variant="light" onClick={onPost}>
              {t('pageUpdates.editor.heading')}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <Paper withBorder radius="md" p="lg" bg="white">
      <Stack gap={4}>
        <Title order={3} size="h4">
          {t('pageUpdates.overview.heading')}
        </Title>
        <Text>{t('pageUpdates.overview.count', { count: total })}</Text>
        <Text c="dimmed">
          {t('pageUpdates.overview.latest', { date: formatDate(latest.created_at, language) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function LatestUpdate(page: PanelProps) {
  const { t } = useTranslation();
  const { updates, missing, latest } = useFirstPage(page);

  if (!missing && (updates.isPending || (updates.isError && !updates.data))) {
    return <PanelState query={updates} />;
  }
  if (!latest) {
    return <EmptyState icon={<IconNews size={28} />} message={t('pageUpdates.latest.empty')} />;
  }
  return (
    <Stack gap="sm" component="section" aria-label={t('pageUpdates.latest.heading')}>
      <UpdateCard update={latest} />
    </Stack>
  );
}
