import { type Id, type MessageResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { nonprofitProjectsQueryOptions } from './get-nonprofit-projects';

/** DELETE /project/{id}: the owner deletes a project (403 for anyone else, 404 when gone). */
export function deleteProject(id: number): Promise<MessageResponse> {
  return api.delete(`/project/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

export function useDeleteProject(nonprofitId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: nonprofitProjectsQueryOptions(nonprofitId).queryKey,
      }),
  });
}
