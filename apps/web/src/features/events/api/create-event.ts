import { type EventWriteResponse, type Id } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { nonprofitEventsQueryOptions } from './get-nonprofit-events';

/**
 * POST /event (multipart: title, description, addressLine1, user_id, nonprofits_id, start_date,
 * end_date, picture, logo): 201 with the new id; 403 for someone else's non-profit; 422 per field.
 */
export function createEvent(body: FormData): Promise<EventWriteResponse> {
  return api.post('/event', body, { schema: contractSchema('eventWriteResponse') });
}

export function useCreateEvent(nonprofitId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: nonprofitEventsQueryOptions(nonprofitId).queryKey,
      }),
  });
}
