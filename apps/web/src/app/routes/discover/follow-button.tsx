import type { FollowType } from '@app/contract';
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useFollow } from '@/features/follows/api/follow';
import { userFollowsQueryOptions } from '@/features/follows/api/get-user-follows';
import { useUnfollow } from '@/features/follows/api/unfollow';
import { tooManyAttemptsMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * Whether the signed-in user follows a page (from GET /user/{id}/follows), and the calls to
 * change it. `type` is null for pages nobody can follow (events, projects, company events).
 */
export function useFollowToggle(
  type: FollowType | null,
  id: number,
  name: string,
  onChanged?: () => void,
) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const follows = useQuery({
    ...userFollowsQueryOptions(user?.id ?? 0),
    enabled: !!user && type !== null,
  });
  const follow = useFollow();
  const unfollow = useUnfollow();
  const following = !!follows.data?.data.some((item) => item.type === type && item.id === id);

  const failed = (error: unknown, key: string) =>
    notifications.show({
      color: 'red',
      message: tooManyAttemptsMessage(error, t) ?? t(key, { name }),
    });

  const toggle = () => {
    if (type === null) return;
    if (!user) {
      // Back here after signing in.
      void navigate(paths.login.href(), { state: { from: location } });
      return;
    }
    if (following) {
      unfollow.mutate(
        { type, id },
        {
          onSuccess: () => {
            notifications.show({ color: 'leaf', message: t('cards.unfollowed', { name }) });
            onChanged?.();
          },
          onError: (error) => failed(error, 'cards.unfollowFailed'),
        },
      );
    } else {
      follow.mutate(
        { type, id },
        {
          onSuccess: () => {
            notifications.show({ color: 'leaf', message: t('cards.followed', { name }) });
            onChanged?.();
          },
          onError: (error) => failed(error, 'cards.followFailed'),
        },
      );
    }
  };

  return {
    following,
    busy: follow.isPending || unfollow.isPending || (!!user && type !== null && follows.isPending),
    toggle,
  };
}

interface FollowButtonProps extends Pick<ButtonProps, 'size' | 'fullWidth'> {
  type: FollowType;
  id: number;
  name: string;
  /** After a follow or unfollow went through, e.g. to refresh a follower count. */
  onChanged?: () => void;
}

/**
 * Follow (Volgen) for topics, non-profits, fundraisers and companies. Signed in: POST /follows,
 * and Following (select again to stop following) once followed. A visitor goes to /login first.
 */
export function FollowButton({
  type,
  id,
  name,
  onChanged,
  size,
  fullWidth = true,
}: FollowButtonProps) {
  const { t } = useTranslation();
  const { following, busy, toggle } = useFollowToggle(type, id, name, onChanged);
  return (
    <Button
      fullWidth={fullWidth}
      size={size}
      variant={following ? 'outline' : 'filled'}
      color={following ? 'leaf.8' : 'ember'}
      leftSection={
        following ? (
          <IconCheck size={18} aria-hidden="true" />
        ) : (
          <IconUserPlus size={18} aria-hidden="true" />
        )
      }
      aria-pressed={following}
      aria-label={t(following ? 'cards.followingLabel' : 'cards.followLabel', { name })}
      loading={busy}
      onClick={toggle}
    >
      {following ? t('cards.following') : t('cards.follow')}
    </Button>
  );
}
