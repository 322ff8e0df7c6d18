import { eventListResponse } from '@app/contract';
import { getListPage, searchedList } from '@/lib/paged-list';
import { eventSearchQueryKey } from './query-keys';

/** GET /events?page&per_page&search: one page of events. */
export function getEvents(query: { page: number; search?: string }, signal?: AbortSignal) {
  return getListPage('/events', eventListResponse, query, signal);
}

/** Searched events page after page (the discover tab, the donate chooser). */
export const { queryOptions: eventSearchQueryOptions, useSearch: useEventSearch } = searchedList(
  eventSearchQueryKey,
  getEvents,
);
