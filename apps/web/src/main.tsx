import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreSession } from './lib/session';

// A screen's file that no longer exists (a new release went out while this page was open): load
// the page again, once per minute at most, so the new release's files are asked for instead.
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('reloaded-for-release') ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem('reloaded-for-release', String(Date.now()));
  window.location.reload();
});

// Read the stored session before the first render, so signed-in visitors never see a signed-out flash.
restoreSession();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render as a transition: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first screen (issue 20: total blocking time on a phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
