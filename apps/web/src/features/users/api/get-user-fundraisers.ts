import { type Id, type UserFundraisersResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import {
  PROFILE_GC_TIME,
  PROFILE_STALE_TIME,
  retryOnce,
  sessionQueryMeta,
} from '@/lib/query-client';
import { userQueryKey } from './query-keys';

/** GET /user/{id}/fundraisers: the fundraisers the user runs (directory entries). */
export function getUserFundraisers(id: Id, signal?: AbortSignal): Promise<UserFundraisersResponse> {
  return api.get(`/user/${encodeURIComponent(String(id))}/fundraisers`, {
    schema: contractSchema('userFundraisersResponse'),
    signal,
  });
}

/**
 * Profile lists are fresh for 5 minutes, retained for 10, and retry once. Names come in the
 * active language, which is part of the key; without one, the key covers every language (to
 * invalidate them all).
 */
export function userFundraisersQueryOptions(id: Id, language?: Language) {
  return queryOptions({
    queryKey: language
      ? [...userQueryKey(id), 'fundraisers', language]
      : [...userQueryKey(id), 'fundraisers'],
    queryFn: ({ signal }) => getUserFundraisers(id, signal),
    staleTime: PROFILE_STALE_TIME,
    gcTime: PROFILE_GC_TIME,
    retry: retryOnce,
    meta: sessionQueryMeta,
  });
}

export function useUserFundraisers(id: Id) {
  return useQuery(userFundraisersQueryOptions(id, useLanguage()));
}
