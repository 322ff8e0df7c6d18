import { type TotalRaisedResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { statQueryKey } from './query-keys';

/** GET /total-raised: the sum of all paid donations, formatted for the active language. */
export function getTotalRaised(signal?: AbortSignal): Promise<TotalRaisedResponse> {
  return api.get('/total-raised', { schema: contractSchema('totalRaisedResponse'), signal });
}

/** The language is part of the key: the formatted field depends on it. */
export function totalRaisedQueryOptions(language: Language) {
  return queryOptions({
    queryKey: statQueryKey('total-raised', language),
    queryFn: ({ signal }) => getTotalRaised(signal),
  });
}

export function useTotalRaised() {
  return useQuery(totalRaisedQueryOptions(useLanguage()));
}
