import { type LocationListResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { locationListQueryKey } from './query-keys';

/** GET /continents: the continents. */
export function getContinents(signal?: AbortSignal): Promise<LocationListResponse> {
  return api.get('/continents', { schema: contractSchema('locationListResponse'), signal });
}

/** Names and descriptions come back in the active language, so it is part of the key. */
export function continentsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: locationListQueryKey('continents', language),
    queryFn: ({ signal }) => getContinents(signal),
  });
}

export function useContinents() {
  return useQuery(continentsQueryOptions(useLanguage()));
}
