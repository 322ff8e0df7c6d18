import { type BlogListResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { blogPostListQueryKey } from './query-keys';

/** GET /blog-page-contents: every published post in the active language, newest first. */
export function getBlogPosts(signal?: AbortSignal): Promise<BlogListResponse> {
  return api.get('/blog-page-contents', { schema: contractSchema('blogListResponse'), signal });
}

export function blogPostsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: blogPostListQueryKey(language),
    queryFn: ({ signal }) => getBlogPosts(signal),
  });
}

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions(useLanguage()));
}
