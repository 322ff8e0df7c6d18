import type { PageReport, ReportListResponse, ResolveReportBody } from '@app/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { infiniteListQueryOptions } from '@/lib/paged-list';
import { adminQueryKey, reportsQueryKey } from './query-keys';

export type ReportStatus = 'open' | 'resolved' | 'all';

const REPORTS_PAGE_SIZE = 20;

/** GET /admin/reports: open reports oldest first, or resolved ones, page by page. */
export function getReports(
  status: ReportStatus,
  page: number,
  signal?: AbortSignal,
): Promise<ReportListResponse> {
  return api.get('/admin/reports', {
    query: { status, page, per_page: REPORTS_PAGE_SIZE },
    schema: contractSchema('reportListResponse'),
    signal,
  });
}

export function useReports(status: ReportStatus) {
  return useInfiniteQuery(
    infiniteListQueryOptions(reportsQueryKey(status), (page, signal) =>
      getReports(status, page, signal),
    ),
  );
}

/** POST /admin/reports/{id}/resolve: dismissed or acted on, with a note. */
export function resolveReport(id: number, body: ResolveReportBody): Promise<{ data: PageReport }> {
  return api.post(`/admin/reports/${encodeURIComponent(String(id))}/resolve`, body, {
    schema: contractSchema('resolveReportResponse'),
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResolveReportBody }) => resolveReport(id, body),
    // The lists of reports and the audit log both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
