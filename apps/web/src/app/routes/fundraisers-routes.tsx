import type { RouteObject } from 'react-router';

/** Protected screens of the fundraisers area (issue 5), by route path of `paths`. */
export const fundraiserScreens: Record<string, RouteObject['element']> = {};
