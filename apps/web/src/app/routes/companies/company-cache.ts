import { useQueryClient } from '@tanstack/react-query';
import { discoverCompaniesQueryOptions } from '@/features/discover/api/get-companies';
import { discoverCompanyEventsQueryOptions } from '@/features/discover/api/get-company-events';
import { companyQueryKey } from '@/features/companies/api/get-company-profile';
import { pageQueryKey } from '@/features/pages/api/get-page-details';
import { userCompaniesQueryOptions } from '@/features/users/api/get-user-companies';
import { useLanguage } from '@/lib/i18n';

/**
 * After a company or company event is created, changed or deleted: the lists that show it (the
 * user's Page List and Directory, the discover tabs in every search and language, the public
 * company page) read it again. Query keys come from their queryOptions.
 */
export function useRefreshCompanyLists() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });

  return {
    /** A company was registered, edited or deleted. */
    companyChanged(userId: number, companyId?: number) {
      invalidate(userCompaniesQueryOptions(userId).queryKey);
      // ['companies', 'infinite', { search }, language]: every search, every language.
      invalidate(discoverCompaniesQueryOptions('', language).queryKey.slice(0, 2));
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
      invalidate(discoverCompaniesQueryOptions('', language).queryKey.slice(0, 2));
      invalidate(discoverCompanyEventsQueryOptions('', language).queryKey.slice(0, 2));
    },
    /** A company event was added to the company. */
    companyEventAdded(companyId: number) {
      invalidate(companyQueryKey(companyId));
      invalidate(pageQueryKey('company', companyId));
      invalidate(discoverCompanyEventsQueryOptions('', language).queryKey.slice(0, 2));
      invalidate(discoverCompaniesQueryOptions('', language).queryKey.slice(0, 2));
    },
  };
}
