import { type Id, type MessageResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { nonprofitEventsQueryOptions } from './get-nonprofit-events';

/** DELETE /event/{id}: the owner deletes an event (403 for anyone else, 404 when gone). */
export function deleteEvent(id: number): Promise<MessageResponse> {
  return api.delete(`/event/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

export function useDeleteEvent(nonprofitId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: nonprofitEventsQueryOptions(nonprofitId).queryKey,
      }),
  });
}
