import { helpArticleResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import type { HelpArticleDetails } from './api/get-help-article';

/** What the help center hands to an article page, so it shows without another request. */
export interface HelpNavigationState {
  article: HelpArticleDetails;
  language: Language;
}

export function helpNavigationState(
  article: HelpArticleDetails,
  language: Language,
): HelpNavigationState {
  return { article, language };
}

/** The article from navigation state when it is this article in the active language. */
export function articleFromState(
  state: unknown,
  id: string,
  language: Language,
): HelpArticleDetails | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const candidate = state as Partial<Record<keyof HelpNavigationState, unknown>>;
  if (candidate.language !== language) return undefined;
  const parsed = helpArticleResponse.shape.data.safeParse(candidate.article);
  return parsed.success && String(parsed.data.id) === id ? parsed.data : undefined;
}
