import type { Id } from '@app/contract';

/** Query keys of the users feature: every query about one user starts with `userQueryKey(id)`. */
const usersQueryKey = ['users'] as const;

/** GET /user/{id} and its lists (/companies, /nonprofits, /fundraisers, /donations). */
export const userQueryKey = (id: Id) => [...usersQueryKey, String(id)] as const;
