import { JOB_PLAN_ID, type JobPayResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, contractSchema } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { premiumCheckQueryKey } from './get-premium-check';

export interface StartJobPaymentInput {
  /** The non-profit the jobs will be posted for, when the upgrade starts from its page. */
  nonprofitId?: number;
}

/**
 * POST /job-pay (signed in) -> checkout address. Only the plan is sent: the buyer is the session's
 * user and the server decides the price (a user_id or amount sent would be ignored).
 */
export function startJobPayment({
  nonprofitId,
}: StartJobPaymentInput = {}): Promise<JobPayResponse> {
  return api.post(
    '/job-pay',
    nonprofitId === undefined
      ? { plan_id: JOB_PLAN_ID }
      : { plan_id: JOB_PLAN_ID, nonprofit_id: nonprofitId },
    { schema: contractSchema('jobPayResponse') },
  );
}

/** A 422 of /job-pay: the user is premium already (another tab, or a payment just confirmed). */
export function isAlreadyPremium(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422;
}

/** Upgrade Now: starts the one-time payment, then leaves for the checkout. */
export function useStartJobPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startJobPayment,
    onSuccess: ({ checkout_url }) => browser.redirectTo(checkout_url),
    onError: (error) => {
      if (isAlreadyPremium(error)) {
        void queryClient.invalidateQueries({ queryKey: premiumCheckQueryKey });
      }
    },
  });
}
