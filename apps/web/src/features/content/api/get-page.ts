import { type ContentPageResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** The platform pages built from blocks. */
export type ContentSlug = 'about' | 'contact';

/** GET /pages/{slug}: the page with its blocks in the active language; 404 when missing or unpublished. */
export function getPage(slug: ContentSlug, signal?: AbortSignal): Promise<ContentPageResponse> {
  return api.get(`/pages/${encodeURIComponent(slug)}`, {
    schema: contractSchema('contentPageResponse'),
    signal,
  });
}

/** Every content page's query starts with it (a published change refreshes them). */
export const contentPagesQueryKey = ['pages'] as const;

/** The language is part of the key: the api-client sends it, so a toggle must refetch. */
export function pageQueryOptions(slug: ContentSlug, language: Language) {
  return queryOptions({
    queryKey: [...contentPagesQueryKey, slug, language],
    queryFn: ({ signal }) => getPage(slug, signal),
  });
}

export function usePage(slug: ContentSlug) {
  return useQuery(pageQueryOptions(slug, useLanguage()));
}
