import { type DonationPackageBody, type DonationPackageWriteResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { donationPackagesQueryKey } from './get-nonprofit-donation-packages';

/** POST /donation-packages (JSON: title, amount in euros, nonprofits_id) -> donationPackage. */
export function createDonationPackage(
  body: DonationPackageBody,
): Promise<DonationPackageWriteResponse> {
  return api.post('/donation-packages', body, {
    schema: contractSchema('donationPackageWriteResponse'),
  });
}

export function useCreateDonationPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDonationPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationPackagesQueryKey }),
  });
}
