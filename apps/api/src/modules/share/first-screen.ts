import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@app/i18n';
import type { FastifyInstance } from 'fastify';
import { contentVersion } from '../content/content.service';
import { translationsChangedHere } from '../translations/translations.service';
import { matchSpaRoute } from './spa-routes';

/** What the web app's server renderer (apps/web/src/entry-server.tsx, built to dist-ssr) offers. */
interface Renderer {
  sendApiRequestsWith(send: typeof fetch): void;
  render(url: string, language: Language): Promise<{ html: string; state: unknown } | undefined>;
}

/** A page's first screen as HTML, and the data the browser hydrates it with. */
export interface FirstScreen {
  html: string;
  state: unknown;
  /** How old the rendering is (it may come from the cache), in milliseconds. */
  ageMs?: number;
}

/** How long a rendering is cached: a spike of visitors to one page costs one render per period. */
const CACHE_MS = 10_000;
/** Renderings cached at most (pages × languages); the oldest goes first. */
const CACHE_MAX = 200;

/** The query parameters server-rendered screens read (discover and goal tabs, the payment's
 * target, the jobs search, the search results page's term) and the language. */
const RENDER_PARAMS = new Set(['lang', 'tab', 'type', 'id', 'search', 'q']);

/** A URL with only the parameters a rendering depends on. */
export function renderUrl(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const read = [...parsed.searchParams].filter(([name]) => RENDER_PARAMS.has(name));
  const query = new URLSearchParams(read).toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
}

/** Where `npm run build` puts the renderer: beside the built web app (apps/web/dist-ssr). */
export const rendererPath = (webDistDir: string) =>
  path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');

/**
 * The API's own answer to a request of the renderer, without a network hop: `app.inject`, as a
 * fetch Response.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${new URL(request.url).pathname}${new URL(request.url).search}`,
      headers: Object.fromEntries(request.headers),
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: reply.headers as Record<string, string>,
    });
  };
}

/**
 * Renders public pages' first screens on the server with the web app itself (SSR, ADR 019), so a
 * phone shows the page before its JavaScript has arrived. Without a built renderer (development,
 * tests of the API alone) it renders nothing and the app starts as a plain single-page app.
 */
export function createFirstScreens(app: FastifyInstance, webDistDir: string | undefined) {
  const file = webDistDir && rendererPath(webDistDir);
  let renderer: Promise<Renderer | undefined> | undefined;
  const cache = new Map<
    string,
    { at: number; strings: number; rendering: Promise<FirstScreen | undefined> }
  >();

  /** The renderer, once; a renderer that cannot be loaded is logged and pages go out plain. */
  function load(): Promise<Renderer | undefined> {
    renderer ??= (async () => {
      if (!file || !existsSync(file)) return undefined;
      try {
        const loaded = (await import(pathToFileURL(file).href)) as Renderer;
        loaded.sendApiRequestsWith(injectFetch(app));
        return loaded;
      } catch (err) {
        app.log.error({ err, file }, 'the server renderer could not be loaded');
        return undefined;
      }
    })();
    return renderer;
  }

  async function renderPage(url: string, lang: Language): Promise<FirstScreen | undefined> {
    const found = await load();
    if (!found) return undefined;
    try {
      return await found.render(url, lang);
    } catch (err) {
      app.log.error({ err, url }, 'the first screen could not be rendered on the server');
      return undefined;
    }
  }

  return {
    /** Loads the renderer now (at start), so the first visitor does not wait for it. */
    async warm(): Promise<void> {
      await load();
    },
    /**
     * The first screen of a public page's URL in `lang`, rendered at most once per period for all
     * its visitors; undefined for private screens (sign-in, owner, payment) and on failure.
     */
    async of(url: string, pathname: string, lang: Language): Promise<FirstScreen | undefined> {
      const match = matchSpaRoute(pathname);
      if (!match || (match.route.private && !match.route.serverRendered)) return undefined;
      // Rendered and cached by what the screens read: other parameters (utm_source, a random one
      // meant to miss the cache) neither change the rendering nor cost another.
      const target = renderUrl(url);
      const key = `${lang} ${target}`;
      const now = Date.now();
      const hit = cache.get(key);
      // An operator's change of a string or of published content renders every page
      // again at once (both counts only grow, so their sum changes with either).
      const strings = translationsChangedHere() + contentVersion();
      if (hit && now - hit.at < CACHE_MS && hit.strings === strings) {
        const screen = await hit.rendering;
        return screen && { ...screen, ageMs: Date.now() - hit.at };
      }
      const rendering = renderPage(target, lang);
      cache.delete(key);
      cache.set(key, { at: now, strings, rendering });
      if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
      return rendering;
    },
  };
}

/** JSON that can sit in a <script> element: no `<` (no `</script>`), no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const MODULE_SCRIPT = /[ \t]*<script type="module"[^>]*><\/script>\n?/i;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/gi;

/**
 * The page's HTML with the first screen in the app's root and its data beside it. The page is
 * readable before any JavaScript runs, so the app's code waits its turn: its script moves to the
 * end of the body and its preloads go, and the stylesheet (what the first paint needs) has the
 * line to itself on a slow connection (ADR 019: first paint 2.5 s -> 1.4 s on a phone).
 * public/start.js gets the entry and the files it imports (the preloads), in Vite's order, and
 * runs them a file per task (ADR 028).
 */
export function withFirstScreen(html: string, screen: FirstScreen | undefined): string {
  if (!screen || !html.includes('<div id="root"></div>')) return html;
  const entry = MODULE_SCRIPT.exec(html)?.[0].match(/src="([^"]+)"/)?.[1];
  const modules = [...html.matchAll(MODULE_PRELOAD)]
    .map((link) => link[0].match(/href="([^"]+)"/)?.[1])
    .filter((href) => href !== undefined);
  const script = entry
    ? `<script defer src="/start.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`
    : '';
  const root = `<div id="root">${screen.html}</div>\n    <script id="server-state" type="application/json" data-age="${Math.round(screen.ageMs ?? 0)}">${scriptJson(screen.state)}</script>\n    ${script}`;
  // A function, not a string: a replacement string reads `$'`, `$\``, `$&` in a page's own text
  // as patterns and would copy parts of the template into the page.
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('<div id="root"></div>', () => root);
}
