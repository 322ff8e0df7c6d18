import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The server renders public pages before the app runs (ADR 019): a page is visible before its
 * buttons work. After a navigation the journeys wait until the app says it runs the page
 * (`<html data-app="ready">`), as a person waits for a page to respond.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/** Makes a page's navigations wait for the app when they land on one of its pages (HTML). */
export function waitsForApp(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as Navigation[]) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        // The app's pages only: not the API's documentation, nor a file.
        const app =
          response?.headers()['content-type']?.includes('text/html') &&
          !new URL(response.url()).pathname.startsWith('/pifworld/');
        if (app) await appReady(page);
        return response;
      },
    });
  }
  return page;
}

/** Every page of the context waits for the app after a navigation. */
export function contextWaitsForApp(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitsForApp(page);
  context.on('page', waitsForApp);
  return context;
}

/** Journeys started in this worker: each gets a network of its own (see below). */
let journeys = 0;

/**
 * Each journey is another person, from another network: the server (TRUST_PROXY in the config)
 * reads the address from X-Forwarded-For, so the limits per address (20 sign-ups an hour) count
 * each journey's own requests, not the whole suite's, as they would count real visitors'.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    journeys += 1;
    await context.setExtraHTTPHeaders({
      'x-forwarded-for': `198.51.${100 + Math.floor(journeys / 250)}.${(journeys % 250) + 1}`,
    });
    await use(contextWaitsForApp(context));
  },
});
