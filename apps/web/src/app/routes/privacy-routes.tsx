import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** Personal data screens anyone may open; each loads on demand. */
export const privacyRoutes: RouteObject[] = [
  {
    path: paths.donorErasure.path,
    lazy: async () => ({
      Component: (await import('./privacy/donor-erasure-screen')).DonorErasureScreen,
    }),
  },
];
