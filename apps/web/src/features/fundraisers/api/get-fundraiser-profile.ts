import { type FundraiserProfileResponse, type Id } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { sessionQueryMeta } from '@/lib/query-client';
import { fundraiserQueryKey } from './query-keys';

/** GET /fundraiser-profile/{id}: every field of a fundraiser, for its profile and edit form. */
export function getFundraiserProfile(
  id: Id,
  signal?: AbortSignal,
): Promise<FundraiserProfileResponse> {
  return api.get(`/fundraiser-profile/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('fundraiserProfileResponse'),
    signal,
  });
}

/**
 * The topic's name comes in the active language. An inactive fundraiser is shown to its owner
 * only, so the answer belongs to the session and goes with it.
 */
export function fundraiserProfileQueryOptions(id: Id, language: Language) {
  return queryOptions({
    queryKey: [...fundraiserQueryKey(id), 'profile', language],
    queryFn: ({ signal }) => getFundraiserProfile(id, signal),
    meta: sessionQueryMeta,
  });
}

export function useFundraiserProfile(id: Id, { enabled = true } = {}) {
  return useQuery({ ...fundraiserProfileQueryOptions(id, useLanguage()), enabled });
}
