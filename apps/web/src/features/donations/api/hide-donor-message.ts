import type { DonationTargetType, DonorMessageResponse, Id } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { donorWallQueryKey } from './donor-wall';

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
