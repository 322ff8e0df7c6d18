import { type MessageResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /email/confirmation: the confirmation link again, to the address waiting for it. */
export function resendConfirmation(): Promise<MessageResponse> {
  return api.post('/email/confirmation', undefined, { schema: contractSchema('messageResponse') });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
