import type { FollowType } from '@app/contract';
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { userFollowsQueryOptions } from '@/features/follows/api/get-user-follows';
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
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const following = !!follows.data?.data.some((item) => item.type === type && item.id === id);

  const toggle = () => {
    if (type === null || pending) return;
    if (!user) {
      // Back here after signing in.
      void navigate(paths.login.href(), { state: { from: location } });
      return;
    }
    setPending(true);
    // The calls come when the button is pressed, not with the page's first screen.
    void import('@/features/follows/api/follow-change')
      .then(({ changeFollow }) => changeFollow(queryClient, { type, id }, following))
      .then(
        () => {
          notifications.show({
            color: 'leaf',
            message: t(following ? 'cards.unfollowed' : 'cards.followed', { name }),
          });
          onChanged?.();
        },
        (error: unknown) =>
          notifications.show({
            color: 'red',
            message:
              tooManyAttemptsMessage(error, t) ??
              t(following ? 'cards.unfollowFailed' : 'cards.followFailed', { name }),
          }),
      )
      .finally(() => setPending(false));
  };

  return {
    following,
    busy: pending || (!!user && type !== null && follows.isPending),
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
