import type { Id } from '@app/contract';
import type { Language } from '@app/i18n/core';

/** Query keys of the events feature: every events query starts with `eventsQueryKey`. */
const eventsQueryKey = ['events'] as const;

/** GET /events?search page after page: every search, in every language. */
export const eventSearchesQueryKey = [...eventsQueryKey, 'infinite'] as const;

export const eventSearchQueryKey = (search: string, language: Language) =>
  [...eventSearchesQueryKey, { search }, language] as const;

/** GET /nonprofit-event/{id}: creating or deleting an event refreshes it. */
export const nonprofitEventsQueryKey = (nonprofitId: Id) =>
  [...eventsQueryKey, 'nonprofit', String(nonprofitId)] as const;
