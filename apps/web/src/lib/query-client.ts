import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Spec 7: results are cached for 5 minutes. */
export const DEFAULT_STALE_TIME = 5 * 60 * 1000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A client error will not change by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
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
