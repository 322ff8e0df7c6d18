/** Leaves the app for another site (an identity provider, a checkout). Tests replace this module. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
