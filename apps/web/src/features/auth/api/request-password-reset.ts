import { type MessageResponse, type PasswordEmailBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /password/email. The answer is the same whether or not the address has an account. */
export function requestPasswordReset(body: PasswordEmailBody): Promise<MessageResponse> {
  return api.post('/password/email', body, {
    schema: contractSchema('messageResponse'),
    redirectOn401: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
