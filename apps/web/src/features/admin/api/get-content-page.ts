import type { AdminContentPageResponse, ContentPageSlug } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { contentPageQueryKey } from './query-keys';

/** GET /admin/content/pages/{slug}: the published blocks and the draft, both languages. */
export function getContentPage(
  slug: ContentPageSlug,
  signal?: AbortSignal,
): Promise<AdminContentPageResponse> {
  return api.get(`/admin/content/pages/${encodeURIComponent(slug)}`, {
    schema: contractSchema('adminContentPageResponse'),
    signal,
  });
}

export function useContentPage(slug: ContentPageSlug) {
  return useQuery({
    queryKey: contentPageQueryKey(slug),
    queryFn: ({ signal }) => getContentPage(slug, signal),
  });
}
