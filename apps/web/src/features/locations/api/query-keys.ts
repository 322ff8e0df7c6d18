import type { Language } from '@app/i18n/core';

/** Query keys of the locations feature: every location list starts with `locationsQueryKey`. */
const locationsQueryKey = ['locations'] as const;

/** GET /continents, /countries or /cities: names come back in the language. */
export const locationListQueryKey = (
  kind: 'continents' | 'countries' | 'cities',
  language: Language,
) => [...locationsQueryKey, kind, language] as const;
