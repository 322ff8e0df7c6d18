import { getListPage, searchedList } from '@/lib/paged-list';
import { eventSearchQueryKey } from './query-keys';
import { contractSchema } from '@/lib/api-client';

/** GET /events?page&per_page&search: one page of events. */
export function getEvents(query: { page: number; search?: string }, signal?: AbortSignal) {
  return getListPage('/events', contractSchema('eventListResponse'), query, signal);
}

/** Searched events page after page (the discover tab, the donate chooser). */
export const { queryOptions: eventSearchQueryOptions, useSearch: useEventSearch } = searchedList(
  eventSearchQueryKey,
  getEvents,
);
