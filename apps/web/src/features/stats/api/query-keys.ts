import type { Language } from '@app/i18n/core';

/** Query keys of the stats feature: every platform total starts with `statsQueryKey`. */
const statsQueryKey = ['stats'] as const;

/** GET /total-raised, /total-supporters or /total-fundraisers: one platform total. */
export const statQueryKey = (
  total: 'total-raised' | 'total-supporters' | 'total-fundraisers',
  language: Language,
) => [...statsQueryKey, total, language] as const;
