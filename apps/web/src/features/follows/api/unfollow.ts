import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unfollow, unfollowed } from './follow-change';

export { unfollow, type FollowTarget as UnfollowTarget } from './follow-change';

/** Stops following a page, bringing the cached follows lists along (see `unfollowed`). */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollow,
    onSuccess: (_answer, removed) => unfollowed(queryClient, removed),
  });
}
