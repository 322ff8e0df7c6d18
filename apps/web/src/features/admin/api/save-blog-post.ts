import type { AdminBlogPostBody, AdminBlogPostResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /admin/blog-posts (no id) or PUT /admin/blog-posts/{id}. */
export function saveBlogPost(
  id: number | null,
  body: AdminBlogPostBody,
): Promise<AdminBlogPostResponse> {
  const options = { schema: contractSchema('adminBlogPostResponse') };
  return id === null
    ? api.post('/admin/blog-posts', body, options)
    : api.put(`/admin/blog-posts/${encodeURIComponent(String(id))}`, body, options);
}

/** `onSaved` refreshes what visitors' screens keep of the blog (the screen knows them). */
export function useSaveBlogPost(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminBlogPostBody }) =>
      saveBlogPost(id, body),
    onSuccess: () => {
      onSaved();
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
