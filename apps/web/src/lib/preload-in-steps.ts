/**
 * The build's `__vitePreload` (ADR 028): before a screen's code is imported, the files it imports
 * are asked for at once (one `<link rel="modulepreload">` each), so they arrive together instead
 * of one import level after another. Vite's own helper appends every link in one go; a page's
 * first screen has 40 to 80 files, and on a slowed phone that was one task of some 130 ms, most
 * of it the links' `appendChild`. Here the first three links go at once and the rest three per
 * task, so the browser can paint and answer a tap in between.
 *
 * The build uses this module in place of Vite's helper (`preload-in-steps-plugin.ts`); it keeps
 * the helper's contract: `deps` are paths under the site's base, a stylesheet is awaited before
 * the import, and a failed load fires `vite:preloadError` (main.tsx reloads the page for a
 * release that went out meanwhile) before the error reaches the caller unless it is prevented.
 */

/**
 * Links appended per task. Starting a file's fetch costs the main thread 1.5 to 2 ms in Chromium
 * here, and about 5 ms under Lighthouse, whose recording of every request adds to it (measured
 * in traces); three stay under the 12.5 ms that count as blocking once a phone is four times
 * slower.
 */
export const LINKS_PER_STEP = 3;

/** Every file asked for already (by a link in the page or by an earlier import). */
let asked: Set<string> | undefined;
const waiting: string[] = [];
let stepPlanned = false;

function askedFor(): Set<string> {
  if (!asked) {
    asked = new Set();
    for (const link of document.getElementsByTagName('link')) asked.add(link.href);
  }
  return asked;
}

function appendLink(href: string, rel: 'modulepreload' | 'stylesheet'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  if (rel === 'modulepreload') link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  return link;
}

function step(): void {
  stepPlanned = false;
  for (const href of waiting.splice(0, LINKS_PER_STEP)) appendLink(href, 'modulepreload');
  if (waiting.length > 0) planStep();
}

function planStep(): void {
  if (stepPlanned) return;
  stepPlanned = true;
  setTimeout(step, 0);
}

function stylesheet(href: string): Promise<void> {
  const link = appendLink(href, 'stylesheet');
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), {
      once: true,
    });
  });
}

function reportPreloadError(err: unknown): never | undefined {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & {
    payload?: unknown;
  };
  event.payload = err;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw err;
  return undefined;
}

/**
 * Asks for `deps` (the first {@link LINKS_PER_STEP} now, the rest a step per task) and imports
 * `load` without waiting for them: the import finds them on their way.
 */
export function preloadInSteps<T>(
  load: () => Promise<T>,
  deps?: readonly string[],
  importerUrl?: string,
): Promise<T> {
  const sheets: Promise<void>[] = [];
  if (deps && deps.length > 0 && typeof document !== 'undefined') {
    const known = askedFor();
    for (const dep of deps) {
      const href = new URL(
        importerUrl ? dep : `${import.meta.env.BASE_URL}${dep}`,
        importerUrl ?? document.baseURI,
      ).href;
      if (known.has(href)) continue;
      known.add(href);
      if (href.endsWith('.css')) sheets.push(stylesheet(href));
      else waiting.push(href);
    }
    // The first step at once, unless one is planned already (files of an earlier import wait).
    if (waiting.length > 0 && !stepPlanned) step();
  }
  return Promise.allSettled(sheets).then((results) => {
    for (const result of results)
      if (result.status === 'rejected') reportPreloadError(result.reason);
    return load().catch(reportPreloadError) as Promise<T>;
  });
}

/** For tests: forgets what was asked for. */
export function resetPreloadInSteps(): void {
  asked = undefined;
  waiting.length = 0;
  stepPlanned = false;
}
