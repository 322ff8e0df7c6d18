import type { Language } from '@app/i18n/core';

/** Query keys of the sdg feature: every query about the goals starts with `sdgTopicsQueryKey`. */
const sdgTopicsQueryKey = ['sdg-topics'] as const;

/** GET /sdg-topics: the 17 goals. */
export const sdgTopicListQueryKey = (language: Language) =>
  [...sdgTopicsQueryKey, language] as const;

/** GET /sdg-topics/{id}, its stats and its tabs: every query about one goal. */
export const sdgTopicQueryKey = (id: string) => [...sdgTopicsQueryKey, 'detail', id] as const;
