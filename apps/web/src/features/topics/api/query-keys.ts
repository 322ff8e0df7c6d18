import type { Language } from '@app/i18n/core';

/** Query keys of the topics feature: every topics query starts with `topicsQueryKey`. */
const topicsQueryKey = ['topics'] as const;

/** GET /topics?search page after page. */
export const topicSearchQueryKey = (search: string, language: Language) =>
  [...topicsQueryKey, 'infinite', { search }, language] as const;

/** GET /topics/popular?limit. */
export const popularTopicsQueryKey = (limit: number, language: Language) =>
  [...topicsQueryKey, 'popular', limit, language] as const;

/** GET /topics/{id} and its lists (/fundraisers, /nonprofits): every query about one topic. */
export const topicQueryKey = (id: string) => [...topicsQueryKey, 'detail', id] as const;
