import { type FollowType, type FollowsListResponse, type MessageResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { followsQueryKey } from './get-user-follows';

export interface UnfollowTarget {
  type: FollowType;
  id: number;
}

/** DELETE /follows/{type}/{id}. */
export function unfollow({ type, id }: UnfollowTarget): Promise<MessageResponse> {
  return api.delete(`/follows/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

/** Stops following a page: it leaves the cached lists at once, then every follows list refetches. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollow,
    onSuccess: (_answer, removed) => {
      queryClient.setQueriesData<FollowsListResponse>({ queryKey: followsQueryKey }, (old) =>
        old
          ? {
              data: old.data.filter(
                (item) => !(item.type === removed.type && item.id === removed.id),
              ),
            }
          : old,
      );
      return queryClient.invalidateQueries({ queryKey: followsQueryKey });
    },
  });
}
