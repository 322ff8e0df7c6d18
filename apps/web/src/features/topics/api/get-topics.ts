import { getListPage, searchedList } from '@/lib/paged-list';
import { topicSearchQueryKey } from './query-keys';
import { contractSchema } from '@/lib/api-client';

/** GET /topics?page&per_page&search: one page of topics. */
export function getTopics(query: { page: number; search?: string }, signal?: AbortSignal) {
  return getListPage('/topics', contractSchema('topicListResponse'), query, signal);
}

/** Searched topics page after page (the discover tab). */
export const { queryOptions: topicSearchQueryOptions, useSearch: useTopicSearch } = searchedList(
  topicSearchQueryKey,
  getTopics,
);
