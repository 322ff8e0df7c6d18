import { contactResponse, type ContactBody } from '@app/contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type ContactResponse = ReturnType<typeof contactResponse.parse>;

/** POST /contact (spec 5, Contact form): 201 `{ message }`, 422 per field, 429 when rate-limited. */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return api.post('/contact', body, { schema: contactResponse });
}

type Options = Omit<UseMutationOptions<ContactResponse, Error, ContactBody>, 'mutationFn'>;

export function useSendContactMessage(options: Options = {}) {
  return useMutation({ ...options, mutationFn: sendContactMessage });
}
