import { type HelpArticleResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { helpArticleQueryKey } from './query-keys';

export type HelpArticleDetails = HelpArticleResponse['data'];

/** GET /help-articles/{id}: the article with the titles of its category and section. */
export function getHelpArticle(id: string, signal?: AbortSignal): Promise<HelpArticleResponse> {
  return api.get(`/help-articles/${encodeURIComponent(id)}`, {
    schema: contractSchema('helpArticleResponse'),
    signal,
  });
}

export function helpArticleQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: helpArticleQueryKey(id, language),
    queryFn: ({ signal }) => getHelpArticle(id, signal),
  });
}

/**
 * The article with this id. `known` is the article the help center handed over (navigation
 * state) in the active language: it shows at once without a request. A direct link loads it.
 */
export function useHelpArticle(id: string, known?: HelpArticleDetails) {
  const language = useLanguage();
  return useQuery({
    ...helpArticleQueryOptions(id, language),
    ...(known ? { initialData: { data: known } } : {}),
  });
}
