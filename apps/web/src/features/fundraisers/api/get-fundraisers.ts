import { type FundraiserListResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { searchedList } from '@/lib/paged-list';
import { fundraiserListQueryKey, fundraiserSearchQueryKey } from './query-keys';

export interface FundraiserListParams {
  page?: number;
  perPage?: number;
  search?: string;
}

/** GET /fundraisers?page&per_page&search: one page of fundraisers. */
export function getFundraisers(
  { page = 1, perPage = 20, search }: FundraiserListParams,
  signal?: AbortSignal,
): Promise<FundraiserListResponse> {
  return api.get('/fundraisers', {
    query: { page, per_page: perPage, search: search?.trim() || undefined },
    schema: contractSchema('fundraiserListResponse'),
    signal,
  });
}

export function fundraisersQueryOptions(params: FundraiserListParams, language: Language) {
  return queryOptions({
    queryKey: fundraiserListQueryKey(params, language),
    queryFn: ({ signal }) => getFundraisers(params, signal),
  });
}

export function useFundraisers(params: FundraiserListParams, { enabled = true } = {}) {
  return useQuery({
    ...fundraisersQueryOptions(params, useLanguage()),
    enabled,
    // Keep the last results on screen while the next search loads.
    placeholderData: keepPreviousData,
  });
}

/** Searched fundraisers page after page (the discover tab, the donate chooser). */
export const { queryOptions: fundraiserSearchQueryOptions, useSearch: useFundraiserSearch } =
  searchedList(fundraiserSearchQueryKey, getFundraisers);
