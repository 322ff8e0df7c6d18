import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';
import type { ScreenTable } from './screen-table';

const result = () => import('./payments/payment-result');
const connectResult = () => import('./payments/mollie-connect-result-screens');

/** Public screens after a checkout: the result pages and the sandbox's own pages. */
export const paymentRoutes: RouteObject[] = [
  {
    path: paths.paymentSuccess.path,
    lazy: lazyScreen(result, (m) => <m.PaymentResultRoute key="success" kind="success" />),
  },
  {
    path: paths.paymentFailed.path,
    lazy: lazyScreen(result, (m) => <m.PaymentResultRoute key="failed" kind="failed" />),
  },
  {
    path: paths.paymentCancelled.path,
    lazy: lazyScreen(result, (m) => <m.PaymentResultRoute key="cancelled" kind="cancelled" />),
  },
  {
    path: paths.sandboxCheckout.path,
    lazy: lazyScreen(
      () => import('./payments/sandbox-checkout-screen'),
      (m) => <m.SandboxCheckoutScreen />,
    ),
  },
  {
    path: paths.sandboxConnect.path,
    lazy: lazyScreen(
      () => import('./payments/sandbox-connect-screen'),
      (m) => <m.SandboxConnectScreen />,
    ),
  },
];

/** Protected screens of payments: where Mollie Connect lands the non-profit owner. */
export const paymentScreens: ScreenTable = {
  [paths.mollieConnectSuccess.path]: lazyScreen(connectResult, (m) => (
    <m.MollieConnectSuccessScreen />
  )),
  [paths.mollieConnectFailed.path]: lazyScreen(connectResult, (m) => (
    <m.MollieConnectFailedScreen />
  )),
};
