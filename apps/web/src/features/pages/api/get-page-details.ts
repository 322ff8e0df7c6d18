import { type Id, type PageDetailsResponse, type PageType } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Root of every query about one page; a follow or unfollow refreshes them all. */
export function pageQueryKey(type: PageType, id: Id) {
  return ['pages', type, String(id)] as const;
}

/** GET /{type}/details/{id}: everything a detail page shows; 404 `{ message }` when missing. */
export function getPageDetails(
  type: PageType,
  id: Id,
  signal?: AbortSignal,
): Promise<PageDetailsResponse> {
  return api.get(`/${type}/details/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('pageDetailsResponse'),
    signal,
  });
}

export function pageDetailsQueryOptions(type: PageType, id: Id, language: Language) {
  return queryOptions({
    queryKey: [...pageQueryKey(type, id), 'details', language],
    queryFn: ({ signal }) => getPageDetails(type, id, signal),
  });
}

export function usePageDetails(type: PageType, id: Id, { enabled = true } = {}) {
  return useQuery({ ...pageDetailsQueryOptions(type, id, useLanguage()), enabled });
}
