import type { Payments } from '../../payment-gateways';

/** What the links need: the sealing with APP_KEY and the web app's address. */
export type StopLinksContext = { payments: Pick<Payments, 'secrets' | 'urls'> };

/**
 * The link in every receipt of a monthly gift that stops it without an account: the
 * gift's id, sealed with APP_KEY (AES-256-GCM, lib/secret-box.ts), so a link can neither be made
 * for another gift nor read. A purpose field keeps other sealed values (the donor's erasure
 * link) from passing as one. It does not expire: stopping a gift must always be possible.
 */
const PURPOSE = 'subscription-stop';

export function stopToken(ctx: StopLinksContext, subscriptionId: number): string {
  return ctx.payments.secrets.seal(JSON.stringify({ p: PURPOSE, s: subscriptionId }));
}

/** The gift a token names, or null for anything else. */
export function readStopToken(ctx: StopLinksContext, token: string): number | null {
  let value: unknown;
  try {
    value = JSON.parse(ctx.payments.secrets.open(token));
  } catch {
    return null;
  }
  const { p, s } = (value ?? {}) as { p?: unknown; s?: unknown };
  return p === PURPOSE && typeof s === 'number' && Number.isSafeInteger(s) ? s : null;
}

/** The web page of the link: what the gift is, and its Stop button. */
export function stopUrl(ctx: StopLinksContext, subscriptionId: number): string {
  return ctx.payments.urls.web(
    `/monthly-giving/${encodeURIComponent(stopToken(ctx, subscriptionId))}`,
  );
}
