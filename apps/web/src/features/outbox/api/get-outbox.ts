import type { OutboxResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** GET /outbox?to: the e-mails a test platform kept for one address, newest first. */
export function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxResponse> {
  return api.get('/outbox', {
    query: { to },
    schema: contractSchema('outboxResponse'),
    signal,
  });
}

export const outboxQueryKey = (to: string) => ['outbox', to] as const;

/** Asked only for an address; always fresh, as e-mails arrive while someone waits for one. */
export function outboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: outboxQueryKey(to),
    queryFn: ({ signal }) => getOutbox(to, signal),
    enabled: to !== '',
    staleTime: 0,
  });
}

export function useOutbox(to: string) {
  return useQuery(outboxQueryOptions(to));
}
