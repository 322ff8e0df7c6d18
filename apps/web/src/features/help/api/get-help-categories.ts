import { type HelpResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { helpCategoriesQueryKey } from './query-keys';

/** GET /help-page-contents: the help categories with their sections and articles, in order. */
export function getHelpCategories(signal?: AbortSignal): Promise<HelpResponse> {
  return api.get('/help-page-contents', { schema: contractSchema('helpResponse'), signal });
}

export function helpCategoriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: helpCategoriesQueryKey(language),
    queryFn: ({ signal }) => getHelpCategories(signal),
  });
}

export function useHelpCategories() {
  return useQuery(helpCategoriesQueryOptions(useLanguage()));
}
