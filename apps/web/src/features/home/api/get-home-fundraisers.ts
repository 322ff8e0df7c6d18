import type { HomeFundraisersResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** GET /home/fundraisers: the few fundraisers home shows first (featured, then close to goal). */
export function getHomeFundraisers(signal?: AbortSignal): Promise<HomeFundraisersResponse> {
  return api.get('/home/fundraisers', {
    schema: contractSchema('homeFundraisersResponse'),
    signal,
  });
}

export function homeFundraisersQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['home-fundraisers', language],
    queryFn: ({ signal }) => getHomeFundraisers(signal),
  });
}

export function useHomeFundraisers() {
  return useQuery(homeFundraisersQueryOptions(useLanguage()));
}
