import { type SecuritySettings } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';
import { securitySettingsQueryKey } from './query-keys';

/** GET /user/security: the own second factors, passkeys, recovery codes left and password. */
export function getSecuritySettings(signal?: AbortSignal): Promise<SecuritySettings> {
  return api.get('/user/security', { schema: contractSchema('securitySettings'), signal });
}

export function securitySettingsQueryOptions() {
  return queryOptions({
    queryKey: securitySettingsQueryKey,
    queryFn: ({ signal }) => getSecuritySettings(signal),
    // Changed only from this browser's screens, which write through the key.
    staleTime: 60_000,
    meta: sessionQueryMeta,
  });
}

export function useSecuritySettings() {
  return useQuery(securitySettingsQueryOptions());
}
