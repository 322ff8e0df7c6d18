import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

/**
 * Monthly giving: the page of a receipt e-mail's stop link, which a donor opens
 * without an account. Loads on demand.
 */
export const subscriptionRoutes: RouteObject[] = [
  {
    path: paths.monthlyGiving.path,
    lazy: lazyScreen(
      () => import('./subscriptions/monthly-giving-screen'),
      (m) => <m.MonthlyGivingScreen />,
    ),
  },
];
