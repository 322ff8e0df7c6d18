import { messageResponse, type MessageResponse } from '@app/contract';
import { api } from '@/lib/api-client';
import type { CompanyId } from './get-company-profile';

/** DELETE /companies/{id}: the own company goes, with its company events (donations stay). */
export function deleteCompany(id: CompanyId): Promise<MessageResponse> {
  return api.delete(`/companies/${encodeURIComponent(String(id))}`, { schema: messageResponse });
}
