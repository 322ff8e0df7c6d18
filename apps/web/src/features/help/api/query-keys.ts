import type { Language } from '@app/i18n/core';

/** Query keys of the help feature: every help query starts with `helpQueryKey`. */
export const helpQueryKey = ['help'] as const;

/** GET /help-page-contents: the categories with their sections and articles. */
export const helpCategoriesQueryKey = (language: Language) =>
  [...helpQueryKey, 'categories', language] as const;

/** GET /help-articles/{id}: one article. */
export const helpArticleQueryKey = (id: string, language: Language) =>
  [...helpQueryKey, 'article', id, language] as const;
