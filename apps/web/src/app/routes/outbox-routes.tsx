import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

/** The outbox of a test platform (its e-mails, read by address). Loads on demand. */
export const outboxRoutes: RouteObject[] = [
  {
    path: paths.outbox.path,
    lazy: lazyScreen(
      () => import('./outbox/outbox-screen'),
      (m) => <m.OutboxScreen />,
    ),
  },
];
