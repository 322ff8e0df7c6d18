import { type TotalSupportersResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { statQueryKey } from './query-keys';

/** GET /total-supporters: donors with at least one paid donation, formatted for the active language. */
export function getTotalSupporters(signal?: AbortSignal): Promise<TotalSupportersResponse> {
  return api.get('/total-supporters', {
    schema: contractSchema('totalSupportersResponse'),
    signal,
  });
}

/** The language is part of the key: the formatted field depends on it. */
export function totalSupportersQueryOptions(language: Language) {
  return queryOptions({
    queryKey: statQueryKey('total-supporters', language),
    queryFn: ({ signal }) => getTotalSupporters(signal),
  });
}

export function useTotalSupporters() {
  return useQuery(totalSupportersQueryOptions(useLanguage()));
}
