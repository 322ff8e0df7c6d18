import type { Id } from '@app/contract';
import { Button, Center, Stack } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, InlineErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useNewsfeed } from '@/features/updates/api/get-newsfeed';
import { UpdateCard } from '@/features/updates/components/update-card';
import { loadedUpdates } from '@/features/updates/components/update-list';
import { useUserDonations } from '@/features/users/api/get-user-donations';
import { DonationCard } from '@/features/users/components/donation-card';
import { errorMessage } from '@/lib/api-client';
import { mergeFeed } from './feed-entries';

/**
 * The NewsFeed's 'All': the user's own donations and the updates of followed pages, newest
 * first, with 'Load more' while the feed has more updates. A failed feed does not hide the
 * donations; it says so beside them.
 */
export function AllActivity({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  const donations = useUserDonations(userId);
  const feed = useNewsfeed();

  if (donations.isPending || feed.isPending) return <PageLoader />;
  if (donations.isError) {
    return (
      <ErrorState
        message={errorMessage(donations.error, t('newsFeed.error'))}
        onRetry={() => void donations.refetch()}
        retrying={donations.isFetching}
      />
    );
  }

  const updatesFailed = feed.isError && !feed.data;
  const entries = mergeFeed(
    donations.data.data,
    loadedUpdates(feed),
    updatesFailed || !feed.hasNextPage,
  );
  const feedError = feed.isError ? (
    <InlineErrorState
      message={errorMessage(feed.error, t('pageUpdates.newsfeed.error'))}
      onRetry={() => void (feed.isFetchNextPageError ? feed.fetchNextPage() : feed.refetch())}
      retrying={feed.isFetching}
    />
  ) : null;

  if (entries.length === 0) {
    return (
      <Stack gap="md">
        {feedError}
        <EmptyState
          icon={<IconHeartHandshake size={28} />}
          message={updatesFailed ? t('newsFeed.empty') : t('pageUpdates.newsfeed.allEmpty')}
          action={
            <Button component={Link} to={paths.discover.href()} variant="light">
              {t('newsFeed.discover')}
            </Button>
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack
        component="ol"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('pageUpdates.newsfeed.allLabel')}
      >
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'donation' ? (
              <DonationCard donation={entry.donation} />
            ) : (
              <UpdateCard update={entry.update} showPage />
            )}
          </li>
        ))}
      </Stack>
      {feedError ??
        (feed.hasNextPage ? (
          <Center>
            <Button
              variant="light"
              onClick={() => void feed.fetchNextPage()}
              disabled={feed.isFetchingNextPage}
            >
              {feed.isFetchingNextPage
                ? t('pageUpdates.timeline.loadingMore')
                : t('pageUpdates.timeline.loadMore')}
            </Button>
          </Center>
        ) : null)}
    </Stack>
  );
}
