import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { stringsComplete } from '@/lib/i18n';

/**
 * A route whose screen module is downloaded the first time the route is visited:
 * a visitor who browses and donates never loads the owner and editor screens. `render` builds
 * the screen from the loaded module, so a screen can take props (`type`, `kind`) and a key.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
): NonNullable<RouteObject['lazy']> {
  return async () => {
    // A server-rendered page came with only its own strings (ADR 026): the next screen waits for the rest.
    const [module] = await Promise.all([load(), stringsComplete()]);
    return { element: render(module) };
  };
}
