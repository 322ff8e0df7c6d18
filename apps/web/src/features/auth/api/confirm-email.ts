import { type EmailConfirmBody, type EmailConfirmResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /email/confirm with the token of the link mailed to the address; no session needed. */
export function confirmEmail(body: EmailConfirmBody): Promise<EmailConfirmResponse> {
  return api.post('/email/confirm', body, {
    schema: contractSchema('emailConfirmResponse'),
    redirectOn401: false,
  });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
