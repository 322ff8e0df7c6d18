import type { AdminPage, AdminPageResponse, AdminPagesResponse } from '@app/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { adminPagesKey, adminQueryKey } from './query-keys';

/**
 * After a change to a page (verify, deactivate, ...): its row shows the answer at once in every
 * loaded list, then every console query is read again (a filtered list may lose the row, the
 * audit log has a new entry).
 */
export async function pageChanged(queryClient: QueryClient, answer: AdminPageResponse) {
  const same = (row: AdminPage) => row.type === answer.data.type && row.id === answer.data.id;
  queryClient.setQueriesData<InfiniteData<AdminPagesResponse>>(
    { queryKey: adminPagesKey },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.map((row) => (same(row) ? answer.data : row)),
        })),
      },
  );
  await queryClient.invalidateQueries({ queryKey: adminQueryKey });
}
