import type { RouteObject } from 'react-router';

/** Protected screens of the nonprofits area (issue 5), by route path of `paths`. */
export const nonprofitScreens: Record<string, RouteObject['element']> = {};
