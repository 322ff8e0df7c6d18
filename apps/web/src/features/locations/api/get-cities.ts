import { type LocationListResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { locationListQueryKey } from './query-keys';

/** GET /cities: the cities, each with its country. */
export function getCities(signal?: AbortSignal): Promise<LocationListResponse> {
  return api.get('/cities', { schema: contractSchema('locationListResponse'), signal });
}

/** Names and descriptions come back in the active language, so it is part of the key. */
export function citiesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: locationListQueryKey('cities', language),
    queryFn: ({ signal }) => getCities(signal),
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions(useLanguage()));
}
