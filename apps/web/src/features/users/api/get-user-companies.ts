import { type Id, type UserCompaniesResponse } from '@app/contract';
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

/** GET /user/{id}/companies: the companies the user runs (directory entries). */
export function getUserCompanies(id: Id, signal?: AbortSignal): Promise<UserCompaniesResponse> {
  return api.get(`/user/${encodeURIComponent(String(id))}/companies`, {
    schema: contractSchema('userCompaniesResponse'),
    signal,
  });
}

/**
 * Profile lists are fresh for 5 minutes, retained for 10, and retry once. Names come in the
 * active language, which is part of the key; without one, the key covers every language (to
 * invalidate them all).
 */
export function userCompaniesQueryOptions(id: Id, language?: Language) {
  return queryOptions({
    queryKey: language
      ? [...userQueryKey(id), 'companies', language]
      : [...userQueryKey(id), 'companies'],
    queryFn: ({ signal }) => getUserCompanies(id, signal),
    staleTime: PROFILE_STALE_TIME,
    gcTime: PROFILE_GC_TIME,
    retry: retryOnce,
    meta: sessionQueryMeta,
  });
}

export function useUserCompanies(id: Id) {
  return useQuery(userCompaniesQueryOptions(id, useLanguage()));
}
