import type { QueryClient } from '@tanstack/react-query';
import { eventSearchesQueryKey } from '@/features/events/api/query-keys';
import { pageQueryKey } from '@/features/pages/api/get-page-details';

/**
 * What else shows a non-profit's events and projects, refreshed after one is created or
 * deleted (the feature hooks refresh the Campaign tables themselves): the non-profit's public
 * page (campaign count, community) and, for events, the discover list. A deleted campaign's
 * own public page is dropped from the cache.
 */
export function refreshAfterCampaignChange(
  queryClient: QueryClient,
  change: { kind: 'event' | 'project'; nonprofitId: number; deletedId?: number },
): void {
  void queryClient.invalidateQueries({ queryKey: pageQueryKey('nonprofit', change.nonprofitId) });
  if (change.kind === 'event') {
    void queryClient.invalidateQueries({ queryKey: eventSearchesQueryKey });
  }
  if (change.deletedId !== undefined) {
    queryClient.removeQueries({ queryKey: pageQueryKey(change.kind, change.deletedId) });
  }
}
