import type { PageUpdate, PageUpdatesResponse } from '@app/contract';
import { Button, Center, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ErrorState, InlineErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError, errorMessage } from '@/lib/api-client';
import { UpdateCard } from './update-card';
import classes from './updates.module.css';

export type UpdatesQuery = UseInfiniteQueryResult<InfiniteData<PageUpdatesResponse>>;

/** Every update loaded so far, newest first. */
export function loadedUpdates(query: UpdatesQuery): PageUpdate[] {
  return query.data?.pages.flatMap((page) => page.data) ?? [];
}

/** A 404: the page (or the whole feed) is not there, which a timeline shows as empty. */
export function isMissingTimeline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

interface UpdateListProps {
  query: UpdatesQuery;
  /** Accessible name of the list. */
  label: string;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The text of a failed load (a client error shows the server's message instead). */
  errorText: string;
  /** Treat a 404 as an empty list (public pages: a page without a timeline is not broken). */
  missingIsEmpty?: boolean;
  showPage?: boolean;
  onDelete?: (update: PageUpdate) => void;
}

/**
 * A paged list of updates: 'Loading...', an error with Retry, the empty state, or the updates
 * with 'Load more' while the server has more pages.
 */
export function UpdateList({
  query,
  label,
  empty,
  errorText,
  missingIsEmpty = false,
  showPage = false,
  onDelete,
}: UpdateListProps) {
  const { t } = useTranslation();
  const updates = loadedUpdates(query);

  if (query.isPending) return <PageLoader />;
  if (query.isError && updates.length === 0) {
    if (missingIsEmpty && isMissingTimeline(query.error)) return <>{empty}</>;
    return (
      <ErrorState
        message={errorMessage(query.error, errorText)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (updates.length === 0) return <>{empty}</>;

  return (
    <Stack gap="md">
      <Stack component="ol" gap="md" className={classes.list} aria-label={label}>
        {updates.map((update) => (
          <li key={update.id}>
            <UpdateCard update={update} showPage={showPage} onDelete={onDelete} />
          </li>
        ))}
      </Stack>
      {query.isFetchNextPageError ? (
        <InlineErrorState
          message={errorMessage(query.error, errorText)}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetchingNextPage}
        />
      ) : query.hasNextPage ? (
        <Center>
          <Button
            variant="light"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage
              ? t('pageUpdates.timeline.loadingMore')
              : t('pageUpdates.timeline.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
