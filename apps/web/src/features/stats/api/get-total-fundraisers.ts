import { type TotalFundraisersResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { statQueryKey } from './query-keys';

/** GET /total-fundraisers: fundraisers that received a paid donation, formatted for the active language. */
export function getTotalFundraisers(signal?: AbortSignal): Promise<TotalFundraisersResponse> {
  return api.get('/total-fundraisers', {
    schema: contractSchema('totalFundraisersResponse'),
    signal,
  });
}

/** The language is part of the key: the formatted field depends on it. */
export function totalFundraisersQueryOptions(language: Language) {
  return queryOptions({
    queryKey: statQueryKey('total-fundraisers', language),
    queryFn: ({ signal }) => getTotalFundraisers(signal),
  });
}

export function useTotalFundraisers() {
  return useQuery(totalFundraisersQueryOptions(useLanguage()));
}
