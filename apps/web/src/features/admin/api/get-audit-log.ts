import type { AuditListResponse, AuditQuery } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { infiniteListQueryOptions } from '@/lib/paged-list';
import { auditQueryKey } from './query-keys';

/** What the audit log can be narrowed by (empty strings are left out). */
export type AuditFilters = Partial<
  Record<'action' | 'target_type' | 'target_id' | 'from' | 'to', string>
>;

const AUDIT_PAGE_SIZE = 50;

/** GET /admin/audit: one page of the audit log, newest first. */
export function getAuditLog(
  filters: AuditFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  const query: Partial<Record<keyof AuditQuery, string | number>> = {
    page,
    per_page: AUDIT_PAGE_SIZE,
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value?.trim()) query[key as keyof AuditQuery] = value.trim();
  }
  return api.get('/admin/audit', {
    query,
    schema: contractSchema('auditListResponse'),
    signal,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(
    infiniteListQueryOptions(auditQueryKey(filters), (page, signal) =>
      getAuditLog(filters, page, signal),
    ),
  );
}
