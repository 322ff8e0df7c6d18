import type { AdminHelpResponse } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminHelpQueryKey } from './query-keys';

/** GET /admin/help: categories, sections and articles in order, both languages. */
export function getAdminHelp(signal?: AbortSignal): Promise<AdminHelpResponse> {
  return api.get('/admin/help', { schema: contractSchema('adminHelpResponse'), signal });
}

export function useAdminHelp() {
  return useQuery({ queryKey: adminHelpQueryKey, queryFn: ({ signal }) => getAdminHelp(signal) });
}
