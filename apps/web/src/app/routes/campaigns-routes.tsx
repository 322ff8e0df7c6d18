import type { RouteObject } from 'react-router';

/** Protected screens for a non-profit's campaigns (events and projects; issue 5), by path. */
export const campaignScreens: Record<string, RouteObject['element']> = {};
