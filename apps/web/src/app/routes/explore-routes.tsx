import type { RouteObject } from 'react-router';

/** Public screens of the explore area (issue 4); the router places them under the root layout. */
export const exploreRoutes: RouteObject[] = [];
