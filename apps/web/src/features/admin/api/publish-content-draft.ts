import type { AdminContentPageResponse, ContentPageSlug } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey, contentPageQueryKey } from './query-keys';

/** POST /admin/content/pages/{slug}/publish: visitors see the draft's blocks at once. */
export function publishContentDraft(slug: ContentPageSlug): Promise<AdminContentPageResponse> {
  return api.post(`/admin/content/pages/${encodeURIComponent(slug)}/publish`, undefined, {
    schema: contractSchema('adminContentPageResponse'),
  });
}

/** `onPublished` refreshes what visitors' screens keep of the page (the screen knows them). */
export function usePublishContentDraft(slug: ContentPageSlug, onPublished: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishContentDraft(slug),
    onSuccess: (page) => {
      queryClient.setQueryData(contentPageQueryKey(slug), page);
      onPublished();
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
