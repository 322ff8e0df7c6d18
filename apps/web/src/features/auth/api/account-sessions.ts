import { type AccountSessionsResponse, type Id, type MessageResponse } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';
import { accountSessionsQueryKey } from './query-keys';

/** GET /user/sessions: the own sessions still open, newest first, this one marked. */
export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionsResponse> {
  return api.get('/user/sessions', { schema: contractSchema('accountSessionsResponse'), signal });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsQueryKey,
    queryFn: ({ signal }) => getAccountSessions(signal),
    meta: sessionQueryMeta,
  });
}

/** DELETE /user/sessions/{id}: one of the own sessions is signed out. */
export function endSession(id: Id): Promise<MessageResponse> {
  return api.delete(`/user/sessions/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

/** DELETE /user/sessions: every session but this one is signed out. */
export function endOtherSessions(): Promise<MessageResponse> {
  return api.delete('/user/sessions', { schema: contractSchema('messageResponse') });
}

/** Ends one session (`id`) or, without one, every other session; the list is read again. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: Id) => (id === undefined ? endOtherSessions() : endSession(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
