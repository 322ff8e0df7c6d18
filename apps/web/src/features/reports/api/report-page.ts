import type { PageType, ReportBody, ReportResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /{type}/report/{id}: tells the operators what is wrong with a public page. */
export function reportPage(type: PageType, id: number, body: ReportBody): Promise<ReportResponse> {
  return api.post(`/${type}/report/${encodeURIComponent(String(id))}`, body, {
    schema: contractSchema('reportResponse'),
    redirectOn401: false,
  });
}

export function useReportPage(type: PageType, id: number) {
  return useMutation({ mutationFn: (body: ReportBody) => reportPage(type, id, body) });
}
