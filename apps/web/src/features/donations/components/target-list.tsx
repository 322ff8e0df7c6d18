import type { Paged } from '@app/contract';
import {
  Avatar,
  Button,
  CloseButton,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { storedAvatar } from '@/components/ui/stored-image';
import type { DonationState } from '../donation-state';
import classes from './donations.module.css';

/** The donation chooser searches after a 500 ms pause in typing. */
const CHOOSER_SEARCH_DEBOUNCE_MS = 500;

/** The search box's text and the debounced term the list is asked for. */
export function useTargetSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), CHOOSER_SEARCH_DEBOUNCE_MS);
  return { search, setSearch, debounced };
}

/** One row of the chooser: what to donate to and the page it raises money for. */
export interface TargetRow {
  donation: DonationState;
  /** The parent non-profit's name (or event, project), null if none. */
  parent: string | null;
}

interface TargetListProps<T extends { id: number }> {
  /** Names the list and its search box, e.g. 'Fundraisers'. */
  label: string;
  searchLabel: string;
  search: ReturnType<typeof useTargetSearch>;
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  toRow: (item: T) => TargetRow;
  /** The text for a failed list, e.g. 'Failed to load fundraisers.'. */
  errorText: string;
  /** Shown when the list is empty without a search. */
  emptyText: string;
}

/**
 * A searchable list of donation targets in a scroll area: skeleton rows while
 * it loads, the error with Retry, 'No results for "{term}"', and more rows when the end comes
 * into view or Load more is pressed. Each row leads to the payment screen with its state.
 */
export function TargetList<T extends { id: number }>(props: TargetListProps<T>) {
  const { t } = useTranslation();
  const { search, query } = props;
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoadMore = !!hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const items = data?.pages.flatMap((page) => page.data) ?? [];

  let body;
  if (query.isPending) {
    body = <RowSkeletons />;
  } else if (query.isError && !data) {
    body = (
      <ErrorState
        message={props.errorText}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        message={
          search.debounced
            ? t('donations.chooser.noResults', { term: search.debounced })
            : props.emptyText
        }
      />
    );
  } else {
    body = (
      <ScrollArea.Autosize
        mah={480}
        type="auto"
        offsetScrollbars
        onBottomReached={() => {
          if (canLoadMore) void fetchNextPage();
        }}
      >
        <ul className={classes.targets} aria-label={props.label}>
          {items.map((item) => (
            <li key={item.id}>
              <TargetLink row={props.toRow(item)} />
            </li>
          ))}
        </ul>
        {isFetchingNextPage ? <RowSkeletons count={2} /> : null}
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={props.searchLabel}
        placeholder={t('donations.chooser.searchPlaceholder')}
        value={search.search}
        onChange={(event) => search.setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          search.search ? (
            <CloseButton
              aria-label={t('donations.chooser.clearSearch')}
              onClick={() => search.setSearch('')}
            />
          ) : null
        }
      />
      {body}
      {isFetchNextPageError ? (
        <ErrorState
          message={t('donations.chooser.loadMoreFailed')}
          onRetry={() => void fetchNextPage()}
          retrying={isFetchingNextPage}
        />
      ) : null}
      {items.length > 0 && canLoadMore ? (
        <Group justify="center">
          <Button variant="default" onClick={() => void fetchNextPage()}>
            {t('donations.chooser.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function TargetLink({ row }: { row: TargetRow }) {
  const { donation, parent } = row;
  const { t } = useTranslation();
  return (
    <Link
      to={paths.payment.href(donation.name, { type: donation.source, id: donation.objectId })}
      state={donation}
      className={classes.target}
    >
      <Avatar {...storedAvatar(donation.img, 48)} alt="" size={48} radius="md" aria-hidden="true">
        {donation.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={2} miw={0}>
        <Text fw={600} lineClamp={1}>
          {donation.name}
        </Text>
        {parent ? (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {t('donations.chooser.parent', { name: parent })}
          </Text>
        ) : null}
      </Stack>
    </Link>
  );
}

function RowSkeletons({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('donations.chooser.loading')}</VisuallyHidden>
      <Stack gap="sm" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Group key={index} gap="md" p="sm" wrap="nowrap" data-testid="target-skeleton">
            <Skeleton h={48} w={48} radius="md" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={14} w="60%" />
              <Skeleton h={10} w="40%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </div>
  );
}
