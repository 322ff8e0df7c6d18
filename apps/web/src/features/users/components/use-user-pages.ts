import type { Id } from '@app/contract';
import { useUserCompanies } from '../api/get-user-companies';
import { useUserFundraisers } from '../api/get-user-fundraisers';
import { useUserNonprofits } from '../api/get-user-nonprofits';

/** The three lists of pages a user runs (GET /user/{id}/nonprofits, /fundraisers, /companies). */
export function useUserPages(userId: Id) {
  const nonprofits = useUserNonprofits(userId);
  const fundraisers = useUserFundraisers(userId);
  const companies = useUserCompanies(userId);
  const queries = [nonprofits, fundraisers, companies];
  return {
    nonprofits: nonprofits.data?.nonprofits,
    fundraisers: fundraisers.data?.fundraisers,
    companies: companies.data?.companies,
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    isRefetching: queries.some((query) => query.isFetching),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
  };
}
