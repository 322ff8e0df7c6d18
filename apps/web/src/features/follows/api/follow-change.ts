import type {
  FollowBody,
  FollowResponse,
  FollowType,
  FollowsListResponse,
  MessageResponse,
} from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { followsQueryKey } from './get-user-follows';

export interface FollowTarget {
  type: FollowType;
  id: number;
}

/** POST /follows `{ type, id }`. */
export function follow(body: FollowBody): Promise<FollowResponse> {
  return api.post('/follows', body, { schema: contractSchema('followResponse') });
}

/** DELETE /follows/{type}/{id}. */
export function unfollow({ type, id }: FollowTarget): Promise<MessageResponse> {
  return api.delete(`/follows/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

/**
 * After a follow: it is added to the cached lists at once (so the row says Following without a
 * flash of Follow), then every follows list refetches.
 */
export function followed(queryClient: QueryClient, { follow: added }: FollowResponse) {
  queryClient.setQueriesData<FollowsListResponse>({ queryKey: followsQueryKey }, (old) =>
    old && !old.data.some((item) => item.type === added.type && item.id === added.id)
      ? { data: [added, ...old.data] }
      : old,
  );
  return queryClient.invalidateQueries({ queryKey: followsQueryKey });
}

/** After an unfollow: it leaves the cached lists at once, then every follows list refetches. */
export function unfollowed(queryClient: QueryClient, removed: FollowTarget) {
  queryClient.setQueriesData<FollowsListResponse>({ queryKey: followsQueryKey }, (old) =>
    old
      ? { data: old.data.filter((item) => !(item.type === removed.type && item.id === removed.id)) }
      : old,
  );
  return queryClient.invalidateQueries({ queryKey: followsQueryKey });
}

/**
 * Follows or stops following a page and brings the cached lists along: what a Follow button
 * imports when it is pressed, so that no page loads it with its first screen.
 */
export async function changeFollow(
  queryClient: QueryClient,
  target: FollowTarget,
  following: boolean,
): Promise<void> {
  if (following) {
    await unfollow(target);
    await unfollowed(queryClient, target);
  } else {
    await followed(queryClient, await follow(target));
  }
}
