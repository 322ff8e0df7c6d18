import type { Paged } from '@app/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CardGrid } from './card-grid';
import { CardSkeletons } from './card-skeletons';
import { useLoadOnVisible } from './use-load-on-visible';

interface PagedCardListProps<T extends { id: number }> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  renderCard: (item: T) => ReactNode;
  /** The text for an empty list, e.g. 'No companies found'. */
  emptyText: string;
  /** The text for a failed list, e.g. 'Error fetching companies.'. */
  errorText: string;
  /** A hint under the empty text when a search found nothing. */
  emptyHint?: string;
  /** Names the list for screen readers. */
  label: string;
}

/**
 * A list of cards read page by page: 4 skeleton cards while the first page loads, the spec's
 * error text with Retry, its empty text, then the grid. When the last card comes into view the
 * next page loads while current_page < last_page; a Load more button does the same by keyboard.
 */
export function PagedCardList<T extends { id: number }>({
  query,
  renderCard,
  emptyText,
  errorText,
  emptyHint,
  label,
}: PagedCardListProps<T>) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const lastItemRef = useLoadOnVisible<HTMLLIElement>(
    !!hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    () => void fetchNextPage(),
  );

  if (query.isPending) return <CardSkeletons />;
  if (query.isError && !data) {
    return (
      <ErrorState
        message={errorText}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const items = data?.pages.flatMap((page) => page.data) ?? [];
  const lastMeta = data?.pages.at(-1)?.meta;
  const total = lastMeta?.total ?? items.length;
  if (items.length === 0) {
    return emptyHint ? (
      <EmptyState title={emptyText} message={emptyHint} />
    ) : (
      <EmptyState message={emptyText} />
    );
  }

  return (
    <Stack gap="lg">
      <CardGrid aria-label={label} lastItemRef={lastItemRef}>
        {items.map((item) => (
          <Fragment key={item.id}>{renderCard(item)}</Fragment>
        ))}
      </CardGrid>
      {isFetchingNextPage ? <CardSkeletons /> : null}
      {isFetchNextPageError ? (
        <ErrorState
          message={t('cards.loadMoreFailed')}
          onRetry={() => void fetchNextPage()}
          retrying={isFetchingNextPage}
        />
      ) : null}
      <Group justify="center" gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(lastMeta?.total_capped ? 'cards.countAtLeast' : 'cards.count', {
            shown: items.length,
            count: total,
          })}
        </Text>
        {hasNextPage && !isFetchingNextPage && !isFetchNextPageError ? (
          <Button variant="default" onClick={() => void fetchNextPage()}>
            {t('cards.loadMore')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
