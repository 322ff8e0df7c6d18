import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent, {
  type Options as UserEventOptions,
  type UserEvent,
} from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routerFlushSync, routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/**
 * The route tree with every lazily loaded screen already loaded (tests render screens at once,
 * as before the route split); the app itself loads them on demand, which the router tests and
 * the e2e journeys cover.
 */
async function loadScreens(tree: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    tree.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const nested = children ? { children: await loadScreens(children) } : {};
      return { ...route, ...loaded, ...nested } as RouteObject;
    }),
  );
}

const loadedRoutes = await loadScreens(routes);

/**
 * The whole app (providers + real routes) at `path` (or a history of paths, the last one
 * current), without retries so errors show at once. Tests with fake timers pass
 * `{ advanceTimers: vi.advanceTimersByTime }` as `userOptions`.
 */
export function renderApp(
  path: string | string[] = '/',
  appRoutes: RouteObject[] = loadedRoutes,
  userOptions: UserEventOptions = {},
) {
  const entries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(appRoutes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const queryClient = createQueryClient({ retry: false });
  // No pause between simulated keystrokes: the tests wait for what the screen does, not for typing.
  const user = userEvent.setup({ delay: null, ...userOptions });
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProvider>,
  );
  return { ...view, router, queryClient, user };
}

/** One component inside the providers and a memory router (for pieces outside the route tree). */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return renderApp(path, [{ path: '*', element: ui }]);
}

/**
 * One component as a page the server rendered and the app then hydrates: `before` acts
 * on the server-rendered page first, as a visitor can before the app runs (focus a box, type in it).
 */
export function hydrateWithProviders(
  ui: ReactElement,
  before: (serverRendered: HTMLElement) => void,
) {
  const page = () => (
    <AppProvider queryClient={createQueryClient({ retry: false })} env="test">
      <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} />
    </AppProvider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page());
  before(container);
  return render(page(), { container, hydrate: true });
}

/**
 * Fills a field the way pasting does: one input event, where `user.type` sends several events
 * per character and each one re-renders the form. For filling in forms; keep `user.type` where
 * the keystrokes are what a test is about (search as you type, debounces, key handling).
 */
export async function enterText(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
