import { z } from 'zod';
import { idNumber } from './common';

export const followTypes = ['topic', 'nonprofit', 'fundraiser', 'company'] as const;
export const followTypeSchema = z.enum(followTypes);
export type FollowType = z.infer<typeof followTypeSchema>;

export const followBody = z.object({
  type: followTypeSchema,
  id: idNumber(),
});
export type FollowBody = z.input<typeof followBody>;

export const followParams = followBody;

/** Something the user follows, with what a list row shows. */
export const followItem = z.object({
  type: followTypeSchema,
  id: z.number().int(),
  name: z.string(),
  /** Logo, or picture when there is no logo. */
  image: z.string().nullable(),
  followed_at: z.string(),
});
export type FollowItem = z.infer<typeof followItem>;

export const followResponse = z.object({
  follow: followItem,
  code: z.string().optional(),
  message: z.string(),
});
export type FollowResponse = z.infer<typeof followResponse>;

export const followsListResponse = z.object({ data: z.array(followItem) });
export type FollowsListResponse = z.infer<typeof followsListResponse>;

export const followersCountResponse = z.object({ followers_count: z.number().int() });
export type FollowersCountResponse = z.infer<typeof followersCountResponse>;

export const followMessages = {
  followed: 'follows.followed',
  unfollowed: 'follows.unfollowed',
  notFound: 'follows.not_found',
  notFollowing: 'follows.not_following',
} as const;
