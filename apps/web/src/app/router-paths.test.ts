import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routes } from './router';

function routePaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

/**
 * Every route the router serves is a path of `config/paths.ts`, so that the lists built from it
 * (the sign-in guard, the accessibility spec in e2e) cannot miss a screen.
 */
describe('the route table', () => {
  it('serves only paths listed in config/paths.ts (and the not-found catch-all)', () => {
    const known = new Set<string>(Object.values(paths).map((route) => route.path));
    const unknown = routePaths(routes).filter((path) => path !== '*' && !known.has(path));
    expect(unknown).toEqual([]);
  });
});
