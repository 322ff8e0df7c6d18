import { type Id, type MessageResponse } from '@app/contract';
import { api, contractSchema } from '@/lib/api-client';

/**
 * DELETE /nonprofits/{id}: deletes an own non-profit with its events, projects, packages and
 * jobs (donations stay on record). The Settings tab runs it through its confirmation dialog.
 */
export function deleteNonprofit(id: Id): Promise<MessageResponse> {
  return api.delete(`/nonprofits/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}
