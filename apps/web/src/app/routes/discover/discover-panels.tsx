import type { Paged } from '@app/contract';
import { Stack, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CompanyCard } from '@/components/cards/company-card';
import { CompanyEventCard } from '@/components/cards/company-event-card';
import { EventCard } from '@/components/cards/event-card';
import { FundraiserCard } from '@/components/cards/fundraiser-card';
import { NonprofitCard } from '@/components/cards/nonprofit-card';
import { PagedCardList } from '@/components/cards/paged-card-list';
import { TopicCard } from '@/components/cards/topic-card';
import { useCompanySearch } from '@/features/companies/api/get-companies';
import { useCompanyEventSearch } from '@/features/companies/api/get-company-events';
import { useEventSearch } from '@/features/events/api/get-events';
import { useFundraiserSearch } from '@/features/fundraisers/api/get-fundraisers';
import { useNonprofitSearch } from '@/features/nonprofits/api/get-nonprofits';
import { useTopicSearch } from '@/features/topics/api/get-topics';
import { DiscoverSearch } from '@/features/discover/components/discover-search';
import type { DiscoverTab } from '@/features/discover/components/discover-tabs';
import { useCardActions } from './card-actions';

/** Search waits for a 300 ms pause in typing. */
const DISCOVER_SEARCH_DEBOUNCE_MS = 300;

function useSearch() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DISCOVER_SEARCH_DEBOUNCE_MS);
  return { search, setSearch, debounced };
}

interface TabListProps<T extends { id: number }> {
  tab: DiscoverTab;
  search: ReturnType<typeof useSearch>;
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  renderCard: (item: T) => ReactNode;
}

/** A tab: its search box over its card list, with the spec's empty and error texts. */
function TabList<T extends { id: number }>({ tab, search, query, renderCard }: TabListProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <VisuallyHidden component="h2">{t(`discover.tabs.${tab}`)}</VisuallyHidden>
      <DiscoverSearch
        label={t(`discover.search.${tab}`)}
        value={search.search}
        onChange={search.setSearch}
      />
      <PagedCardList
        query={query}
        renderCard={renderCard}
        label={t(`discover.tabs.${tab}`)}
        emptyText={t(`discover.empty.${tab}`)}
        errorText={t(`discover.error.${tab}`)}
        emptyHint={
          search.debounced
            ? t('discover.empty.searchHint', { search: search.debounced })
            : undefined
        }
      />
    </Stack>
  );
}

export function TopicsPanel() {
  const actions = useCardActions();
  const search = useSearch();
  return (
    <TabList
      tab="topics"
      search={search}
      query={useTopicSearch(search.debounced)}
      renderCard={(item) => <TopicCard item={item} action={actions.topic(item)} />}
    />
  );
}

export function NonprofitsPanel() {
  const actions = useCardActions();
  const search = useSearch();
  return (
    <TabList
      tab="nonprofit"
      search={search}
      query={useNonprofitSearch(search.debounced)}
      renderCard={(item) => <NonprofitCard item={item} action={actions.nonprofit(item)} />}
    />
  );
}

export function FundraisersPanel() {
  const actions = useCardActions();
  const search = useSearch();
  return (
    <TabList
      tab="fundraiser"
      search={search}
      query={useFundraiserSearch(search.debounced)}
      renderCard={(item) => <FundraiserCard item={item} action={actions.fundraiser(item)} />}
    />
  );
}

export function EventsPanel() {
  const actions = useCardActions();
  const search = useSearch();
  return (
    <TabList
      tab="events"
      search={search}
      query={useEventSearch(search.debounced)}
      renderCard={(item) => <EventCard item={item} action={actions.event(item)} />}
    />
  );
}

export function CompaniesPanel() {
  const actions = useCardActions();
  const search = useSearch();
  return (
    <TabList
      tab="company"
      search={search}
      query={useCompanySearch(search.debounced)}
      renderCard={(item) => <CompanyCard item={item} action={actions.company(item)} />}
    />
  );
}

export function CompanyEventsPanel() {
  const actions = useCardActions();
  const search = useSearch();
  return (
    <TabList
      tab="companyEvents"
      search={search}
      query={useCompanyEventSearch(search.debounced)}
      renderCard={(item) => <CompanyEventCard item={item} action={actions.companyEvent(item)} />}
    />
  );
}
