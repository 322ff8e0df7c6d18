import { defaultLanguage, type Language } from '@app/i18n/core';
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { translationsQueryOptions } from './features/translations/api/get-translations';
import { setApiTransport } from './lib/api-client';
import { addBundledEnglish, i18n, startIn } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { startSignedOut } from './lib/session';

/**
 * The server's render of a page's first screen (SSR, ADR 019): the very app, rendered to HTML with
 * the page's data, so a phone shows the page before the JavaScript has arrived. The browser then
 * hydrates it with the same data (sent with the page), without asking again.
 */

/** What the page sends along for the browser's hydration. */
export interface ServerState {
  language: Language;
  /**
   * The strings the render used (ADR 026), per language: the page's, and English where it fell
   * back. Not the whole dictionary, which every page would carry again (some 145 kB).
   */
  strings: Partial<Record<Language, Record<string, string>>>;
  queries: DehydratedState;
}

export interface ServerRender {
  html: string;
  state: ServerState;
}

/** Render passes at most: each one finds the data of the next (a page, then what it links to). */
const MAX_PASSES = 3;

const handler = createStaticHandler(routes);

/** Where the app's API requests go on the server: the API in this process (`app.inject`). */
export function sendApiRequestsWith(send: typeof fetch): void {
  setApiTransport(send);
}

function renderPass(queryClient: QueryClient, context: StaticHandlerContext, language: Language) {
  // Switched right before rendering, which is synchronous: no other page's render comes between.
  startIn(language);
  return i18n.track(() =>
    renderToString(
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>,
    ),
  );
}

/**
 * Fetches what the last render pass asked for; false when it asked for nothing more. A render on
 * the server subscribes no observer, so a query cannot tell whether its screen had it enabled:
 * every query still without data is asked once (one the screen had off fails harmlessly and is
 * not sent along).
 */
async function fetchAskedFor(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient.getQueryCache().findAll({
    predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle',
  });
  if (asked.length === 0) return false;
  await Promise.allSettled(asked.map((query) => query.fetch()));
  return true;
}

/**
 * The first screen of `url` in `language` for a visitor who is not signed in, with the data it
 * shows; undefined when the path is not a screen of the app (a redirect).
 */
export async function render(url: string, language: Language): Promise<ServerRender | undefined> {
  startSignedOut();
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return undefined;

  const queryClient = createQueryClient({ retry: false });
  startIn(language);
  const dictionary = await queryClient.fetchQuery(translationsQueryOptions(language));
  // The API's own strings cannot fail it, but a page rendered with keys must never go out.
  if (Object.keys(dictionary).length === 0) await addBundledEnglish();
  startIn(language, dictionary);
  let rendered = renderPass(queryClient, context, language);
  for (let pass = 1; pass < MAX_PASSES && (await fetchAskedFor(queryClient)); pass++) {
    rendered = renderPass(queryClient, context, language);
  }
  const own = i18n.pick(language, rendered.keys);
  const strings: ServerState['strings'] = { [language]: own };
  if (language !== defaultLanguage) {
    const lacking = [...rendered.keys].filter((key) => !(key in own));
    if (lacking.length > 0) strings.en = i18n.pick(defaultLanguage, lacking);
  }
  const queries = dehydrate(queryClient, {
    // The dictionary goes along as the strings the render used (above), not as a query.
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && query.queryKey[0] !== 'translations',
  });
  return { html: rendered.result, state: { language, strings, queries } };
}
