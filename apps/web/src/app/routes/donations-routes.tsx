import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { DonateScreen } from './donations/donate-screen';
import { PaymentScreen } from './donations/payment-screen';

/**
 * Public screens for giving (issue 6): the donation target chooser and the payment screen. No
 * account is needed to donate (docs/decisions/007-donating-without-an-account.md).
 */
export const donationRoutes: RouteObject[] = [
  { path: paths.donate.path, element: <DonateScreen /> },
  { path: paths.payment.path, element: <PaymentScreen /> },
];
