import { topicListResponse, type TopicListItem } from '@app/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import type { Language } from '@app/i18n';
import { pagedListQueryOptions } from './paged-list';

/** GET /topics?page&per_page&search, 20 at a time. */
export function discoverTopicsQueryOptions(search: string, language: Language) {
  return pagedListQueryOptions<TopicListItem>(
    ['topics'],
    '/topics',
    topicListResponse,
    search,
    language,
  );
}

/** Topics for the discover tab: searched, paged, kept on screen while a new search loads. */
export function useDiscoverTopics(search: string) {
  return useInfiniteQuery({
    ...discoverTopicsQueryOptions(search, useLanguage()),
    placeholderData: keepPreviousData,
  });
}
