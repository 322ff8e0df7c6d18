import type { Db } from '../../db/client';
import type { CreatePaymentInput, GatewayPayment } from '../../payment-gateways/gateway';
import type { GivingContext } from './giving-context';

/**
 * The registry through which the modules that take payments tell this module what their records
 * are and what a status change does to them (ADR 014). The payments module knows no kind
 * itself: donations and premium purchases register at app build time (app.ts), and the type
 * makes every kind a checkout can be opened for have its entry.
 */

/** What is paid through the gateway, as a checkout names it. */
export type PaymentKind = CreatePaymentInput['metadata']['kind'];

/** The stored record a provider's payment belongs to. */
export interface PaidRecord {
  id: number;
  /** What the payer was asked for; a payment of another amount is never applied. */
  amountCents: number;
  /** The connected non-profit whose own account took the payment, if any (Mollie Connect). */
  payeeNonprofitId: number | null;
}

export interface PaymentKindHandler {
  /** The record of this kind that a provider payment id belongs to, if there is one. */
  find(db: Db, providerPaymentId: string): Promise<PaidRecord | undefined>;
  /**
   * Moves the record from open to the payment's status, once, with whatever follows from it (a
   * receipt, premium); true when this call made the move.
   */
  applyStatus(ctx: GivingContext, recordId: number, payment: GatewayPayment): Promise<boolean>;
  /**
   * Records the refunds and chargebacks the provider reports for a paid payment (a kind whose
   * money can go back); true when anything changed.
   */
  applyReturns?(ctx: GivingContext, recordId: number, payment: GatewayPayment): Promise<boolean>;
  /**
   * A payment nobody asked for: a later charge of a subscription, reported to the webhook URL
   * the subscription was made with (`?subscription=key`). A kind that runs
   * subscriptions records it as an open record of its own (once per payment id), after reading
   * it from the provider and checking it is that subscription's; true when it is recorded.
   */
  recordCharge?(ctx: GivingContext, key: string, paymentId: string): Promise<boolean>;
}

/** Every kind's handler; asked in this order for the record of a payment. */
export type PaymentKinds = Record<PaymentKind, PaymentKindHandler>;

/** A payment's status update also asks the registered kinds what was paid (ADR 014). */
export interface PaymentUpdatesContext extends GivingContext {
  paymentKinds: PaymentKinds;
}
