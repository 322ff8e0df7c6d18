import { Container } from '@mantine/core';
import { isMissing } from '@/lib/api-client';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorState } from './error-state';

/** The parts of a failed query the view reads (a TanStack Query result fits). */
interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface LoadFailureProps {
  query: FailedQuery;
  /** A 404, the page is not there: a calm message, maybe with a way on. */
  notFound: EmptyStateProps;
  /** Any other failure: this message (and title) with Retry. */
  failed: { message: string; title?: string };
}

/** A screen whose record failed to load: not found (404), or the failure with Retry. */
export function LoadFailure({ query, notFound, failed }: LoadFailureProps) {
  return (
    <Container size="sm" py="xl">
      {isMissing(query.error) ? (
        <EmptyState {...notFound} />
      ) : (
        <ErrorState {...failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
    </Container>
  );
}
