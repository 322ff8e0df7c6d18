import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

/** The screen of an invitation to help run a page: anyone may open it; it loads on demand. */
export const teamRoutes: RouteObject[] = [
  {
    path: paths.pageInvitation.path,
    lazy: lazyScreen(
      () => import('./team/invitation-screen'),
      (m) => <m.InvitationScreen />,
    ),
  },
];
