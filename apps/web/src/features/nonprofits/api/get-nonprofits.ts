import { type NonprofitListResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { searchedList } from '@/lib/paged-list';
import { nonprofitListQueryKey, nonprofitSearchQueryKey } from './query-keys';

export interface NonprofitListParams {
  page?: number;
  perPage?: number;
  search?: string;
}

/** GET /nonprofits?page&per_page&search: one page of non-profits. */
export function getNonprofits(
  { page = 1, perPage = 20, search }: NonprofitListParams,
  signal?: AbortSignal,
): Promise<NonprofitListResponse> {
  return api.get('/nonprofits', {
    query: { page, per_page: perPage, search: search?.trim() || undefined },
    schema: contractSchema('nonprofitListResponse'),
    signal,
  });
}

export function nonprofitsQueryOptions(params: NonprofitListParams, language: Language) {
  return queryOptions({
    queryKey: nonprofitListQueryKey(params, language),
    queryFn: ({ signal }) => getNonprofits(params, signal),
  });
}

export function useNonprofits(params: NonprofitListParams, { enabled = true } = {}) {
  return useQuery({
    ...nonprofitsQueryOptions(params, useLanguage()),
    enabled,
    // Keep the last results on screen while the next search loads.
    placeholderData: keepPreviousData,
  });
}

/** Searched non-profits page after page (the discover tab, the donate chooser). */
export const { queryOptions: nonprofitSearchQueryOptions, useSearch: useNonprofitSearch } =
  searchedList(nonprofitSearchQueryKey, getNonprofits);
