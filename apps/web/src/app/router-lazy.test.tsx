import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { routes } from './router';

/** Every route with a path of its own, through the layout and guard routes. */
function screens(tree: RouteObject[]): RouteObject[] {
  return tree.flatMap((route) => [
    ...(route.path ? [route] : []),
    ...screens(route.children ?? []),
  ]);
}

describe('screens load on demand', () => {
  it('gives every route a lazily loaded screen, none built into the first download', () => {
    const eager = screens(routes).filter((route) => !route.lazy || route.element);
    expect(eager.map((route) => route.path)).toEqual([]);
  });

  it('shows the layout with a skeleton while the first screen loads, then the screen', async () => {
    mockApi({});
    renderApp('/privacy-policy', routes);
    expect(await screen.findByTestId('route-skeleton')).toHaveTextContent('Loading...');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByTestId('route-skeleton')).not.toBeInTheDocument();
  });
});
