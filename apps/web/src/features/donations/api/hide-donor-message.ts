import type { DonationPageType, DonationTargetType, DonorMessageResponse, Id } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { donorWallQueryKey, donorWallsKey } from './donor-wall';
import { pageDonationsKey } from './page-donations';

/** PUT /donations/{id}/message: the page's owner hides a donor's message from the wall. */
export function hideDonorMessage(
  donationId: number,
  hidden: boolean,
): Promise<DonorMessageResponse> {
  return api.put(
    `/donations/${encodeURIComponent(String(donationId))}/message`,
    { hidden },
    { schema: contractSchema('donorMessageResponse') },
  );
}

export function useHideDonorMessage(type: DonationTargetType, id: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (donationId: number) => hideDonorMessage(donationId, true),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donorWallQueryKey(type, id) }),
  });
}

/**
 * The owner's Donations tab: hide a donor's message from the wall, or show it again; the tab and
 * every donor wall on screen read it again.
 */
export function useSetDonorMessageHidden(type: DonationPageType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, hidden }: { donationId: number; hidden: boolean }) =>
      hideDonorMessage(donationId, hidden),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pageDonationsKey(type, id) });
      // Any wall the message is on (the fundraiser's, its non-profit's).
      void queryClient.invalidateQueries({ queryKey: donorWallsKey });
    },
  });
}
