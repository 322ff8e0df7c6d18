import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, loadFirstScreen } from './app/router';
import { confirmStartSession } from './features/auth/api/get-current-user';
import type { ServerState } from './entry-server';
import { startLanguage, startWithPageStrings } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { getSession, restoreSession } from './lib/session';

// A screen's file that no longer exists (a new release went out while this page was open): load
// the page again, once per minute at most, so the new release's files are asked for instead.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('reloaded-for-release') ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem('reloaded-for-release', String(Date.now()));
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** What the server sent with its rendering of the page (ADR 019), if it rendered one, and its age. */
function serverState(): (ServerState & { ageMs: number }) | undefined {
  const script = document.getElementById('server-state');
  if (!script?.textContent) return undefined;
  try {
    return {
      ...(JSON.parse(script.textContent) as ServerState),
      ageMs: Number(script.dataset.age ?? 0),
    };
  } catch {
    return undefined;
  }
}

/** A rendering older than this came from the server's cache (a spike): its data is asked for again. */
const CACHED_RENDER_MS = 1000;

/**
 * Lets the browser run what waits (a tap, a paint) before the next step: the app's start is cut
 * into tasks, none of which blocks a phone for long (the modules' evaluation and the
 * first screen's imports were one task of some 600 ms on a slowed phone).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  await nextTask();
  // Read the stored user before the first render, so signed-in visitors never see a signed-out
  // flash; the API confirms the session cookie meanwhile. A task of its own: a page's first use
  // of localStorage waits for the browser to load it (some 10 ms here).
  restoreSession();
  void confirmStartSession();
  await nextTask();
  const queryClient = createQueryClient();
  const state = serverState();
  if (state) {
    // The page's data and the strings it shows came with it (ADR 026: the whole dictionary
    // follows once the app runs); its screen loads before the first render, which then replaces
    // the server's in one step.
    hydrate(queryClient, state.queries);
    // A rendering may be cached up to 10 s (ADR 019): the screens show a cached rendering's data, then
    // ask again once they run, so a donation made meanwhile shows in the totals.
    if (state.ageMs > CACHED_RENDER_MS) {
      void queryClient.invalidateQueries({ refetchType: 'none' });
    }
    startWithPageStrings(state.language, state.strings);
    await nextTask();
    await loadFirstScreen(window.location);
  }
  // The router in a task of its own, not in the first render's (router.tsx, createAppRouter).
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  // The first render as a transition: React yields to the browser every few milliseconds instead
  // of blocking the main thread for the whole first screen (blocking time on a phone).
  startTransition(() => {
    // The server rendered this page for a visitor who is not signed in, in this language: the app
    // hydrates it instead of rendering again. Otherwise it renders the page anew (once).
    // A session cookie still being confirmed counts as signed in: its answer may come while React
    // hydrates, and the page would then no longer match it.
    const { status, user } = getSession();
    if (state && status === 'ready' && !user && startLanguage() === state.language) {
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

void start(root);
