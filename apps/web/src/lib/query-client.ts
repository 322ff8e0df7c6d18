import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Results are cached for 5 minutes. */
const DEFAULT_STALE_TIME = 5 * 60 * 1000;

/** Profile lists are fresh for 5 minutes and retained for 10. */
export const PROFILE_STALE_TIME = 5 * 60 * 1000;
export const PROFILE_GC_TIME = 10 * 60 * 1000;

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A client error will not change by asking again.
  if (isClientError(error)) return false;
  return failureCount < 2;
}

/** Profile queries retry once (never a client error, which would only repeat itself). */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < 1;
}

/**
 * Marks a query as belonging to the signed-in user (own profile, lists, follows). Such queries
 * are dropped when the session ends, so the next person on this browser never sees them.
 */
export const sessionQueryMeta = { session: true } as const;

export function removeSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.session === true });
}

export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        ...overrides,
      },
    },
  });
}
