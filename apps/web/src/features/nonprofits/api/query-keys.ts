import type { Id } from '@app/contract';
import type { Language } from '@app/i18n/core';
import type { NonprofitListParams } from './get-nonprofits';

/**
 * Query keys of the non-profits feature, in one place so that writes refresh what they change:
 * every non-profits query (the lists, the discover tab's, the select's options, one non-profit's
 * record) starts with `nonprofitsQueryKey`, so a registered, edited or deleted non-profit
 * refreshes them all.
 */
export const nonprofitsQueryKey = ['nonprofits'] as const;

/** GET /nonprofits?page&per_page&search: one page. */
export const nonprofitListQueryKey = (params: NonprofitListParams, language: Language) =>
  [...nonprofitsQueryKey, 'list', params, language] as const;

/** GET /nonprofits?search page after page. */
export const nonprofitSearchQueryKey = (search: string, language: Language) =>
  [...nonprofitsQueryKey, 'infinite', { search }, language] as const;

/** GET /nonprofits?search&per_page=10 page after page: the non-profit select's options. */
export const nonprofitOptionsQueryKey = (search: string, language: Language) =>
  [...nonprofitsQueryKey, 'options', { search }, language] as const;

/** GET /nonprofit-profile/{id}: one non-profit's own record (profile screen, edit form). */
export const nonprofitQueryKey = (id: Id) =>
  [...nonprofitsQueryKey, 'profile', String(id)] as const;
