import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyScreen } from './lazy-screen';

/** Personal data screens anyone may open; each loads on demand. */
export const privacyRoutes: RouteObject[] = [
  {
    path: paths.donorErasure.path,
    lazy: lazyScreen(
      () => import('./privacy/donor-erasure-screen'),
      (m) => <m.DonorErasureScreen />,
    ),
  },
];
