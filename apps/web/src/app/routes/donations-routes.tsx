import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

/**
 * Public screens for giving: the donation target chooser and the payment screen. No
 * account is needed to donate (docs/decisions/007-donating-without-an-account.md).
 */
export const donationRoutes: RouteObject[] = [
  {
    path: paths.donate.path,
    lazy: lazyScreen(
      () => import('./donations/donate-screen'),
      (m) => <m.DonateScreen />,
    ),
  },
  {
    path: paths.payment.path,
    lazy: lazyScreen(
      () => import('./donations/payment-screen'),
      (m) => <m.PaymentScreen />,
    ),
  },
];
