import { type Id, type MessageResponse } from '@app/contract';
import { api, contractSchema } from '@/lib/api-client';

/** DELETE /companies/{id}: the own company goes, with its company events (donations stay). */
export function deleteCompany(id: Id): Promise<MessageResponse> {
  return api.delete(`/companies/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}
