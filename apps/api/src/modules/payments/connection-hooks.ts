import type { GivingContext } from './giving-context';

/**
 * What must happen while a non-profit's Mollie connection is ending, before its tokens are
 * deleted (they are needed to stop what runs on the account). The payments module knows nothing
 * that runs there: a module that starts such things (monthly gifts) registers a hook at app
 * build time (app.ts), as the payment kinds register with payments (ADR 014).
 */
export type ConnectionEndHook = (ctx: GivingContext, nonprofitId: number) => Promise<unknown>;
