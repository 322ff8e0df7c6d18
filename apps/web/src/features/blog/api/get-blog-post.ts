import { type BlogPost, type BlogPostResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { blogPostQueryKey } from './query-keys';

/** GET /blog-page-contents/{id}: one post in the active language; 404 when it does not exist. */
export function getBlogPost(id: string, signal?: AbortSignal): Promise<BlogPostResponse> {
  return api.get(`/blog-page-contents/${encodeURIComponent(id)}`, {
    schema: contractSchema('blogPostResponse'),
    signal,
  });
}

export function blogPostQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: blogPostQueryKey(id, language),
    queryFn: ({ signal }) => getBlogPost(id, signal),
  });
}

/**
 * The post with this id. `known` is the post the blog list handed over (navigation state) in
 * the active language: it shows at once without a request. A direct link loads it.
 */
export function useBlogPost(id: string, known?: BlogPost) {
  const language = useLanguage();
  return useQuery({
    ...blogPostQueryOptions(id, language),
    ...(known ? { initialData: { data: known } } : {}),
  });
}
