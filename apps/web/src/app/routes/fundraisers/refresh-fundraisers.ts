import type { Id } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { fundraiserQueryKey, fundraisersQueryKey } from '@/features/fundraisers/api/query-keys';
import { pageQueryKey } from '@/features/pages/api/get-page-details';
import { userFundraisersQueryOptions } from '@/features/users/api/get-user-fundraisers';

/**
 * A fundraiser was created or edited: the owner's page list (profile 'Page List', 'Your Other
 * Fundraisers'), every fundraiser list and profile, and its public detail page load again.
 */
export function refreshFundraisers(
  queryClient: QueryClient,
  userId: Id | undefined,
  fundraiserId?: number,
): void {
  if (userId !== undefined) {
    void queryClient.invalidateQueries({ queryKey: userFundraisersQueryOptions(userId).queryKey });
  }
  void queryClient.invalidateQueries({ queryKey: fundraisersQueryKey });
  if (fundraiserId !== undefined) {
    void queryClient.invalidateQueries({ queryKey: pageQueryKey('fundraiser', fundraiserId) });
  }
}

/** A fundraiser was deleted: its own queries go (no refetch of a page that is gone), lists reload. */
export function forgetFundraiser(
  queryClient: QueryClient,
  userId: Id | undefined,
  fundraiserId: number,
): void {
  queryClient.removeQueries({ queryKey: fundraiserQueryKey(fundraiserId) });
  queryClient.removeQueries({ queryKey: pageQueryKey('fundraiser', fundraiserId) });
  refreshFundraisers(queryClient, userId);
}
