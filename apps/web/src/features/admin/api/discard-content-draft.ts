import type { AdminContentPageResponse, ContentPageSlug } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey, contentPageQueryKey } from './query-keys';

/** DELETE /admin/content/pages/{slug}/draft: back to the published blocks. */
export function discardContentDraft(slug: ContentPageSlug): Promise<AdminContentPageResponse> {
  return api.delete(`/admin/content/pages/${encodeURIComponent(slug)}/draft`, {
    schema: contractSchema('adminContentPageResponse'),
  });
}

export function useDiscardContentDraft(slug: ContentPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => discardContentDraft(slug),
    onSuccess: (page) => {
      queryClient.setQueryData(contentPageQueryKey(slug), page);
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
