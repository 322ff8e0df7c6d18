import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import {
  MollieConnectFailedScreen,
  MollieConnectSuccessScreen,
} from './payments/mollie-connect-result-screens';
import { PaymentResultRoute } from './payments/payment-result';
import { SandboxCheckoutScreen } from './payments/sandbox-checkout-screen';
import { SandboxConnectScreen } from './payments/sandbox-connect-screen';

/** Public screens after a checkout (issue 6): the result pages and the sandbox's own pages. */
export const paymentRoutes: RouteObject[] = [
  { path: paths.paymentSuccess.path, element: <PaymentResultRoute key="success" kind="success" /> },
  { path: paths.paymentFailed.path, element: <PaymentResultRoute key="failed" kind="failed" /> },
  {
    path: paths.paymentCancelled.path,
    element: <PaymentResultRoute key="cancelled" kind="cancelled" />,
  },
  { path: paths.sandboxCheckout.path, element: <SandboxCheckoutScreen /> },
  { path: paths.sandboxConnect.path, element: <SandboxConnectScreen /> },
];

/** Protected screens of payments (issue 6): where Mollie Connect lands the non-profit owner. */
export const paymentScreens: Record<string, RouteObject['element']> = {
  [paths.mollieConnectSuccess.path]: <MollieConnectSuccessScreen />,
  [paths.mollieConnectFailed.path]: <MollieConnectFailedScreen />,
};
