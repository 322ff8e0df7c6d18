import type { AdminContentPageResponse, ContentDraftBody, ContentPageSlug } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey, contentPageQueryKey } from './query-keys';

/** PUT /admin/content/pages/{slug}/draft: the whole ordered list of blocks, both languages. */
export function saveContentDraft(
  slug: ContentPageSlug,
  body: ContentDraftBody,
): Promise<AdminContentPageResponse> {
  return api.put(`/admin/content/pages/${encodeURIComponent(slug)}/draft`, body, {
    schema: contractSchema('adminContentPageResponse'),
  });
}

export function useSaveContentDraft(slug: ContentPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentDraftBody) => saveContentDraft(slug, body),
    onSuccess: (page) => {
      queryClient.setQueryData(contentPageQueryKey(slug), page);
      // The audit log has a new entry.
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
