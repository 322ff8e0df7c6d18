import type { Id } from '@app/contract';
import type { Language } from '@app/i18n/core';
import type { FundraiserListParams } from './get-fundraisers';

/**
 * Query keys of the fundraisers feature, in one place so that writes refresh what they change:
 * every fundraisers query (the lists, the discover tab's, one fundraiser's profile) starts with
 * `fundraisersQueryKey`, so a created, edited or deleted fundraiser refreshes them all.
 */
export const fundraisersQueryKey = ['fundraisers'] as const;

/** GET /fundraisers?page&per_page&search: one page. */
export const fundraiserListQueryKey = (params: FundraiserListParams, language: Language) =>
  [...fundraisersQueryKey, 'list', params, language] as const;

/** GET /fundraisers?search page after page. */
export const fundraiserSearchQueryKey = (search: string, language: Language) =>
  [...fundraisersQueryKey, 'infinite', { search }, language] as const;

/** GET /fundraiser-profile/{id}: every query about one fundraiser. */
export const fundraiserQueryKey = (id: Id) =>
  [...fundraisersQueryKey, 'detail', String(id)] as const;
