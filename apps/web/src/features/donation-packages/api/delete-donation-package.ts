import { type MessageResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { donationPackagesQueryKey } from './get-nonprofit-donation-packages';

/** POST /donation-packages/delete/{id} (a POST, not a DELETE). */
export function deleteDonationPackage(id: number): Promise<MessageResponse> {
  return api.post(`/donation-packages/delete/${encodeURIComponent(String(id))}`, undefined, {
    schema: contractSchema('messageResponse'),
  });
}

export function useDeleteDonationPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDonationPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationPackagesQueryKey }),
  });
}
