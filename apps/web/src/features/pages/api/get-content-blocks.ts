import { type ContentBlocksResponse, type Id, type PageType } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { pageQueryKey } from './get-page-details';

/** GET /{type}/content-block/{id}: the 'About {name}' blocks, ordered by index. */
export function getContentBlocks(
  type: PageType,
  id: Id,
  signal?: AbortSignal,
): Promise<ContentBlocksResponse> {
  return api.get(`/${type}/content-block/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('contentBlocksResponse'),
    signal,
  });
}

export function contentBlocksQueryOptions(type: PageType, id: Id, language: Language) {
  return queryOptions({
    queryKey: [...pageQueryKey(type, id), 'content-blocks', language],
    queryFn: ({ signal }) => getContentBlocks(type, id, signal),
  });
}

/** Read only once the content is opened (`enabled`). */
export function useContentBlocks(type: PageType, id: Id, { enabled = true } = {}) {
  return useQuery({ ...contentBlocksQueryOptions(type, id, useLanguage()), enabled });
}
