import { notifications } from '@/lib/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { removeSessionQueries } from '@/lib/query-client';
import { useSession, type Session } from '@/lib/session';
import { logout } from '../api/logout';

export interface Auth extends Session {
  /** A signed-in user (the API's session cookie holds it): the protected routes are open. */
  isAuthenticated: boolean;
}

/**
 * The session as screens need it. The state lives in `lib/session` (an external store read with
 * useSyncExternalStore), so no React context is needed: every caller sees the same session.
 */
export function useAuth(): Auth {
  const session = useSession();
  return { ...session, isAuthenticated: session.user !== null };
}

/**
 * Logout returns to /. Goes home first, so a protected screen does not
 * bounce to /login when the session disappears, then clears the session (even when POST /logout
 * fails) and forgets the signed-in user's cached data.
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return async () => {
    // flushSync commits the home page before the session is cleared below.
    await navigate(paths.home.href(), { flushSync: true });
    await logout();
    removeSessionQueries(queryClient);
    notifications.show({ color: 'leaf', message: t('auth.logout.done') });
  };
}
