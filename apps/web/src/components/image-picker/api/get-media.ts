import { type MediaListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';

/** Root of every Media Library query: an upload updates and invalidates it. */
export const mediaQueryKey = ['media'] as const;

/** GET /media (signed in): the images the user uploaded, newest first. */
export function getMedia(signal?: AbortSignal): Promise<MediaListResponse> {
  return api.get('/media', { schema: contractSchema('mediaListResponse'), signal });
}

export function mediaQueryOptions() {
  return queryOptions({
    queryKey: mediaQueryKey,
    queryFn: ({ signal }) => getMedia(signal),
    // The user's own files: dropped when the session ends.
    meta: sessionQueryMeta,
  });
}

/** The Media Library; fetched only while `enabled` (the picker is open). */
export function useMedia({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...mediaQueryOptions(), enabled });
}
