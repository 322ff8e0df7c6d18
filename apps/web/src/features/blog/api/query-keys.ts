import type { Language } from '@app/i18n/core';

/** Query keys of the blog feature: every blog query starts with `blogPostsQueryKey`. */
export const blogPostsQueryKey = ['blog-posts'] as const;

/** GET /blog-page-contents: the list of posts. */
export const blogPostListQueryKey = (language: Language) =>
  [...blogPostsQueryKey, 'list', language] as const;

/** GET /blog-page-contents/{id}: one post. */
export const blogPostQueryKey = (id: string, language: Language) =>
  [...blogPostsQueryKey, 'detail', id, language] as const;
