import type { Id } from '@app/contract';
import type { Language } from '@app/i18n/core';

/**
 * Query keys of the companies feature, in one place so that writes refresh what they change:
 * company queries start with `companiesQueryKey`, company event lists with
 * `companyEventsQueryKey`.
 */
const companiesQueryKey = ['companies'] as const;

/** GET /companies?search page after page: every search, in every language. */
export const companySearchesQueryKey = [...companiesQueryKey, 'infinite'] as const;

export const companySearchQueryKey = (search: string, language: Language) =>
  [...companySearchesQueryKey, { search }, language] as const;

/** GET /company-profile/{id}: one company's profile; writes to the company refresh it. */
export const companyQueryKey = (id: Id) => [...companiesQueryKey, 'profile', String(id)] as const;

const companyEventsQueryKey = ['company-events'] as const;

/** GET /company-events?search page after page: every search, in every language. */
export const companyEventSearchesQueryKey = [...companyEventsQueryKey, 'infinite'] as const;

export const companyEventSearchQueryKey = (search: string, language: Language) =>
  [...companyEventSearchesQueryKey, { search }, language] as const;
