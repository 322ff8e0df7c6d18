import { useQueryClient } from '@tanstack/react-query';
import {
  companyEventSearchesQueryKey,
  companyQueryKey,
  companySearchesQueryKey,
} from '@/features/companies/api/query-keys';
import { pageQueryKey } from '@/features/pages/api/get-page-details';
import { userCompaniesQueryOptions } from '@/features/users/api/get-user-companies';

/**
 * After a company or company event is created, changed or deleted: the lists that show it (the
 * user's Page List and Directory, the discover tabs in every search and language, the public
 * company page) read it again. Query keys come from the features' key factories.
 */
export function useRefreshCompanyLists() {
  const queryClient = useQueryClient();
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });

  return {
    /** A company was registered, edited or deleted. */
    companyChanged(userId: number, companyId?: number) {
      invalidate(userCompaniesQueryOptions(userId).queryKey);
      invalidate(companySearchesQueryKey);
      if (companyId !== undefined) {
        invalidate(companyQueryKey(companyId));
        invalidate(pageQueryKey('company', companyId));
      }
    },
    /** A company was deleted: its own queries go, the lists read again. */
    companyDeleted(userId: number, companyId: number) {
      queryClient.removeQueries({ queryKey: companyQueryKey(companyId) });
      queryClient.removeQueries({ queryKey: pageQueryKey('company', companyId) });
      invalidate(userCompaniesQueryOptions(userId).queryKey);
      invalidate(companySearchesQueryKey);
      invalidate(companyEventSearchesQueryKey);
    },
    /** A company event was added to the company. */
    companyEventAdded(companyId: number) {
      invalidate(companyQueryKey(companyId));
      invalidate(pageQueryKey('company', companyId));
      invalidate(companyEventSearchesQueryKey);
      invalidate(companySearchesQueryKey);
    },
  };
}
