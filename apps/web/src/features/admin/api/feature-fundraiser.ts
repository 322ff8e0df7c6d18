import type { AdminPageResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageChanged } from './page-change';

/** POST /admin/pages/fundraiser/{id}/feature or /unfeature: shown first on home, or no longer. */
export function featureFundraiser(id: number, featured: boolean): Promise<AdminPageResponse> {
  return api.post(
    `/admin/pages/fundraiser/${encodeURIComponent(String(id))}/${featured ? 'feature' : 'unfeature'}`,
    undefined,
    { schema: contractSchema('adminPageResponse') },
  );
}

export function useFeatureFundraiser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      featureFundraiser(id, featured),
    onSuccess: async (answer) => {
      await pageChanged(queryClient, answer);
      await queryClient.invalidateQueries({ queryKey: ['home-fundraisers'] });
    },
  });
}
