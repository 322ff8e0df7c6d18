import { eventListResponse, type EventListItem } from '@app/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@app/i18n';
import { pagedListQueryOptions } from './paged-list';

/** GET /events?page&per_page&search, 20 at a time. */
export function discoverEventsQueryOptions(search: string, language: Language) {
  return pagedListQueryOptions<EventListItem>(
    ['events'],
    '/events',
    eventListResponse,
    search,
    language,
  );
}

/** Events for the discover tab: searched, paged, kept on screen while a new search loads. */
export function useDiscoverEvents(search: string) {
  return useInfiniteQuery({
    ...discoverEventsQueryOptions(search, useLanguage()),
    placeholderData: keepPreviousData,
  });
}
