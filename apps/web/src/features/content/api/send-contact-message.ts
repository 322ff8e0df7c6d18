import type { ContactBody, ContactResponse } from '@app/contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** POST /contact: 201 `{ message }`, 422 per field, 429 when rate-limited. */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return api.post('/contact', body, { schema: contractSchema('contactResponse') });
}

type Options = Omit<UseMutationOptions<ContactResponse, Error, ContactBody>, 'mutationFn'>;

export function useSendContactMessage(options: Options = {}) {
  return useMutation({ ...options, mutationFn: sendContactMessage });
}
