import { type MessageResponse, type PasswordResetBody } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /password/reset with the token from the e-mailed link. */
export function resetPassword(body: PasswordResetBody): Promise<MessageResponse> {
  return api.post('/password/reset', body, {
    schema: contractSchema('messageResponse'),
    redirectOn401: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
