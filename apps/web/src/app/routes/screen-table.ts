import type { RouteObject } from 'react-router';

/** Protected screens by route path of `paths`, each loaded on demand (see lazyScreen). */
export type ScreenTable = Record<string, NonNullable<RouteObject['lazy']>>;
