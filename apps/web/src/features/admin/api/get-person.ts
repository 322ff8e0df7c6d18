import type { AdminPersonResponse } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { personQueryKey } from './query-keys';

/** GET /admin/users/{id}: the person with their pages, follows and donations. */
export function getPerson(id: number, signal?: AbortSignal): Promise<AdminPersonResponse> {
  return api.get(`/admin/users/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('adminPersonResponse'),
    signal,
  });
}

/** `id` 0: no such person (a path that is not an id); nothing is asked. */
export function usePerson(id: number) {
  return useQuery({
    queryKey: personQueryKey(id),
    queryFn: ({ signal }) => getPerson(id, signal),
    enabled: id > 0,
  });
}
