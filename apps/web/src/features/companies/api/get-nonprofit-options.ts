import { nonprofitListResponse, type NonprofitListResponse } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The non-profit select of a company event offers this many matches at a time. */
export const NONPROFIT_OPTIONS_PER_PAGE = 10;

/** GET /nonprofits?search&per_page=10: the non-profits a company event can raise money for. */
export function getNonprofitOptions(
  search: string,
  signal?: AbortSignal,
): Promise<NonprofitListResponse> {
  return api.get('/nonprofits', {
    query: { search: search.trim() || undefined, per_page: NONPROFIT_OPTIONS_PER_PAGE },
    schema: nonprofitListResponse,
    signal,
  });
}

export function nonprofitOptionsQueryOptions(search: string) {
  const trimmed = search.trim();
  return queryOptions({
    queryKey: ['companies', 'nonprofit-options', trimmed],
    queryFn: ({ signal }) => getNonprofitOptions(trimmed, signal),
  });
}

export function useNonprofitOptions(search: string) {
  return useQuery({
    ...nonprofitOptionsQueryOptions(search),
    // Keep the last matches in the list while the next search loads.
    placeholderData: keepPreviousData,
  });
}
