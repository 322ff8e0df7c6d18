import { type Id, type ProjectWriteResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { nonprofitProjectsQueryOptions } from './get-nonprofit-projects';

/**
 * POST /project (multipart: name, description, user_id, nonprofits_id, picture): 201 with the new
 * id; 403 for someone else's non-profit; 422 per field.
 */
export function createProject(body: FormData): Promise<ProjectWriteResponse> {
  return api.post('/project', body, { schema: contractSchema('projectWriteResponse') });
}

export function useCreateProject(nonprofitId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: nonprofitProjectsQueryOptions(nonprofitId).queryKey,
      }),
  });
}
