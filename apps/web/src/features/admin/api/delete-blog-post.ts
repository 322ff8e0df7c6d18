import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

/** DELETE /admin/blog-posts/{id}. */
export function deleteBlogPost(id: number): Promise<{ deleted: boolean }> {
  return api.delete(`/admin/blog-posts/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('adminContentDeletedResponse'),
  });
}

export function useDeleteBlogPost(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogPost,
    onSuccess: () => {
      onDeleted();
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
