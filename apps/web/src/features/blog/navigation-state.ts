import { blogPost, type BlogPost } from '@app/contract';
import type { Language } from '@app/i18n/core';

/** What the blog list hands to the detail page, so it shows without another request. */
export interface BlogNavigationState {
  post: BlogPost;
  language: Language;
}

export function blogNavigationState(post: BlogPost, language: Language): BlogNavigationState {
  return { post, language };
}

/**
 * The post from navigation state when it is this post in the active language; otherwise the
 * page loads it (a direct link, a reload, or a language switched since).
 */
export function postFromState(
  state: unknown,
  id: string,
  language: Language,
): BlogPost | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const candidate = state as Partial<Record<keyof BlogNavigationState, unknown>>;
  if (candidate.language !== language) return undefined;
  const parsed = blogPost.safeParse(candidate.post);
  return parsed.success && String(parsed.data.id) === id ? parsed.data : undefined;
}
