import type { RouteObject } from 'react-router';

/** Protected screens of the companies area (issue 5), by route path of `paths`. */
export const companyScreens: Record<string, RouteObject['element']> = {};
