import { type FollowBody, type FollowResponse, type FollowsListResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { followsQueryKey } from './get-user-follows';

/** POST /follows `{ type, id }`. */
export function follow(body: FollowBody): Promise<FollowResponse> {
  return api.post('/follows', body, { schema: contractSchema('followResponse') });
}

/**
 * Follows a page. The new follow is added to the cached lists at once (so the row says
 * Following without a flash of Follow), then every follows list refetches.
 */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: follow,
    onSuccess: ({ follow: added }) => {
      queryClient.setQueriesData<FollowsListResponse>({ queryKey: followsQueryKey }, (old) =>
        old && !old.data.some((item) => item.type === added.type && item.id === added.id)
          ? { data: [added, ...old.data] }
          : old,
      );
      return queryClient.invalidateQueries({ queryKey: followsQueryKey });
    },
  });
}
