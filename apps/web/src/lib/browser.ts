/**
 * Leaving the app for another site (an identity provider, a checkout). Callers go through this
 * object so tests can spy on `browser.redirectTo` (jsdom cannot navigate away).
 */
export const browser = {
  redirectTo(url: string): void {
    window.location.assign(url);
  },
};
