import type { PagedMeta } from '@app/contract';
import { Button, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useTranslation } from '@/lib/i18n';

interface ConsoleListProps<T> {
  /** The section's list, read page by page. */
  list: UseInfiniteQueryResult<InfiniteData<{ data: T[]; meta: PagedMeta }>>;
  /** Where the section's texts are: `{texts}.error`, `.empty`, `.total` (a count), `.loadMore`. */
  texts: string;
  /** The rows, rendered as the section renders them (a table, cards). */
  children: (items: T[]) => ReactNode;
}

/**
 * A console section's list in every state: loading, failed (with a retry), empty, or
 * its rows with how many there are and "Load more" while there are more.
 */
export function ConsoleList<T>({ list, texts, children }: ConsoleListProps<T>) {
  const { t } = useTranslation();
  if (list.isPending) return <PageLoader />;
  if (list.isError) {
    return <ErrorState message={t(`${texts}.error`)} onRetry={() => void list.refetch()} />;
  }
  const items = list.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <EmptyState message={t(`${texts}.empty`)} />;
  const total = list.data.pages[0]?.meta.total ?? items.length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(`${texts}.total`, { count: total })}
      </Text>
      {children(items)}
      {list.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
        >
          {t(`${texts}.loadMore`)}
        </Button>
      ) : null}
    </Stack>
  );
}
