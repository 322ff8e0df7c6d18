import { type Id, type MessageResponse } from '@app/contract';
import { api, contractSchema } from '@/lib/api-client';

/**
 * DELETE /fundraisers/{id} (owner only). Donations stay on record, linked to the non-profit;
 * follows, content blocks and timeline updates go with the fundraiser.
 */
export function deleteFundraiser(id: Id): Promise<MessageResponse> {
  return api.delete(`/fundraisers/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}
