import { type LocationListResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { locationListQueryKey } from './query-keys';

/** GET /countries: the countries, each with its continent. */
export function getCountries(signal?: AbortSignal): Promise<LocationListResponse> {
  return api.get('/countries', { schema: contractSchema('locationListResponse'), signal });
}

/** Names and descriptions come back in the active language, so it is part of the key. */
export function countriesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: locationListQueryKey('countries', language),
    queryFn: ({ signal }) => getCountries(signal),
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions(useLanguage()));
}
