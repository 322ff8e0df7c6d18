import { type CommunityResponse, type Id, type PageType } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { pageQueryKey } from './get-page-details';

/** GET /{type}/community/{id}: projects, events, fundraisers, company events and followers around a page. */
export function getCommunity(
  type: PageType,
  id: Id,
  signal?: AbortSignal,
): Promise<CommunityResponse> {
  return api.get(`/${type}/community/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('communityResponse'),
    signal,
  });
}

export function communityQueryOptions(type: PageType, id: Id, language: Language) {
  return queryOptions({
    queryKey: [...pageQueryKey(type, id), 'community', language],
    queryFn: ({ signal }) => getCommunity(type, id, signal),
  });
}

export function useCommunity(type: PageType, id: Id, { enabled = true } = {}) {
  return useQuery({ ...communityQueryOptions(type, id, useLanguage()), enabled });
}
