import type { AdminBlogPostsResponse } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminBlogPostsQueryKey } from './query-keys';

/** GET /admin/blog-posts: every post, scheduled and unpublished ones too, both languages. */
export function getAdminBlogPosts(signal?: AbortSignal): Promise<AdminBlogPostsResponse> {
  return api.get('/admin/blog-posts', {
    schema: contractSchema('adminBlogPostsResponse'),
    signal,
  });
}

export function useAdminBlogPosts() {
  return useQuery({
    queryKey: adminBlogPostsQueryKey,
    queryFn: ({ signal }) => getAdminBlogPosts(signal),
  });
}
