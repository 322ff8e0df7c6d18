import { type DonationPackageUpdateBody, type DonationPackageWriteResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { donationPackagesQueryKey } from './get-nonprofit-donation-packages';

export interface DonationPackageUpdate extends DonationPackageUpdateBody {
  id: number;
}

/** POST /donation-packages/{id}: the same payload as creating one. */
export function updateDonationPackage({
  id,
  ...body
}: DonationPackageUpdate): Promise<DonationPackageWriteResponse> {
  return api.post(`/donation-packages/${encodeURIComponent(String(id))}`, body, {
    schema: contractSchema('donationPackageWriteResponse'),
  });
}

export function useUpdateDonationPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonationPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationPackagesQueryKey }),
  });
}
