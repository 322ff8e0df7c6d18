import { type MessageResponse, type PageUpdate } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { newsfeedQueryKey } from './get-newsfeed';
import { pageUpdatesQueryKey } from './get-page-updates';

/** DELETE /page-updates/{id}: only the page's owner; 403 otherwise, 404 when already gone. */
export function deletePageUpdate(id: number): Promise<MessageResponse> {
  return api.delete(`/page-updates/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

/**
 * Deletes an update; its page's timeline and the NewsFeed refetch, also after a failure (a 404
 * means someone already deleted it).
 */
export function useDeletePageUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PageUpdate) => deletePageUpdate(update.id),
    onSettled: (_, __, update) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: pageUpdatesQueryKey(update.page.type, update.page.id),
        }),
        queryClient.invalidateQueries({ queryKey: newsfeedQueryKey }),
      ]),
  });
}
