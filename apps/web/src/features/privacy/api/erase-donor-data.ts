import { type DonorErasureBody, type DonorErasureResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /privacy/donor-erasure: erases a guest donor's details with the receipt link's token. */
export function eraseDonorData(body: DonorErasureBody): Promise<DonorErasureResponse> {
  return api.post('/privacy/donor-erasure', body, {
    schema: contractSchema('donorErasureResponse'),
  });
}

export function useEraseDonorData() {
  return useMutation({ mutationFn: eraseDonorData });
}
