import { JOB_PLAN_DEFAULT_EUROS, JOB_PLAN_ID, type PlansResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** GET /plans: the paid plans and their prices (plan 1 is the job plan). */
export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return api.get('/plans', { schema: contractSchema('plansResponse'), signal });
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: ['plans'], queryFn: ({ signal }) => getPlans(signal) });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}

/** The one-time job plan's price, 25 euro until the plans have loaded (or if they fail). */
export function useJobPlanPrice(): number {
  const plans = usePlans();
  return plans.data?.data.find((plan) => plan.id === JOB_PLAN_ID)?.price ?? JOB_PLAN_DEFAULT_EUROS;
}
