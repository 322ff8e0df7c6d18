/**
 * The one way money comes in. Two implementations: Mollie (`mollie.ts`, when MOLLIE_API_KEY is
 * set) and the built-in sandbox (`sandbox.ts`, the default), which mimics Mollie's test mode.
 * Services only ever talk to this interface.
 */

export type PaymentStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

/**
 * A payment on a connected non-profit's own account (Mollie Connect): created with the
 * organisation's OAuth access token on its profile, the platform keeping an application fee.
 */
export interface ConnectedAccount {
  accessToken: string;
  profileId: string;
  /** Kept by the platform; 0 means none. */
  applicationFeeCents: number;
}

export interface CreatePaymentInput {
  amountCents: number;
  /** Shown to the payer (and on their bank statement where the method allows). */
  description: string;
  /** Where the browser goes after paying (or failing, or when the payment expires). */
  redirectUrl: string;
  /** Where the browser goes when the payer cancels. */
  cancelUrl: string;
  /** Where the provider reports a status change (POST, form field `id`). */
  webhookUrl: string;
  /** Checkout language. */
  locale: 'en' | 'nl';
  /** Our own reference, stored with the payment at the provider. */
  metadata: { reference: string; kind: 'donation' | 'premium' };
  /** Set when the payment goes to a connected non-profit's account. */
  connected?: ConnectedAccount;
  /**
   * The first payment of a monthly gift (Mollie `sequenceType: first`) for this
   * customer; once paid, the customer has a mandate that later charges use.
   */
  first?: { customerId: string };
}

/** Mollie's sequence types: a one-off payment, a first payment (a mandate), or a charge. */
export type SequenceType = 'oneoff' | 'first' | 'recurring';

export interface CreateCustomerInput {
  name: string;
  email: string;
  locale: 'en' | 'nl';
  /** A customer of a connected non-profit's account is made with the organisation's token. */
  accessToken?: string;
}

/** Mollie's subscription statuses (https://docs.mollie.com/reference/get-subscription). */
export type GatewaySubscriptionStatus =
  'pending' | 'active' | 'canceled' | 'suspended' | 'completed';

/** A subscription as the provider knows it. */
export interface GatewaySubscription {
  id: string;
  status: GatewaySubscriptionStatus;
  /** YYYY-MM-DD; null when no charge follows. */
  nextPaymentDate: string | null;
  mandateId: string | null;
}

export interface CreateSubscriptionInput {
  customerId: string;
  mandateId: string | null;
  amountCents: number;
  /** Unique per customer at Mollie. */
  description: string;
  /** The first charge's day (YYYY-MM-DD). */
  startDate: string;
  /** Where the provider reports each charge (its own payment id in form field `id`). */
  webhookUrl: string;
  metadata: { subscription: number };
  /** Asked twice with the same key, the provider answers the subscription it made. */
  idempotencyKey: string;
  /** A subscription on a connected non-profit's account, with the platform's fee per charge. */
  connected?: { accessToken: string; applicationFeeCents: number };
}

/** A refund's status as Mollie names it (https://docs.mollie.com/docs/refunds). */
export type RefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

/** A refund of a payment, as the provider reports it. */
export interface GatewayRefund {
  id: string;
  amountCents: number;
  status: RefundStatus;
  /** Our own refund record's id, when the refund was asked for through us (its metadata). */
  requestId: number | null;
}

/** A chargeback on a payment (the payer's bank took the money back), as the provider reports it. */
export interface GatewayChargeback {
  id: string;
  amountCents: number;
  /** The chargeback was reversed: the money came back. */
  reversed: boolean;
}

export interface CreateRefundInput {
  paymentId: string;
  amountCents: number;
  /** Shown to the payer where their bank allows. */
  description: string;
  /** Our refund record's id: sent as metadata and as the idempotency key. */
  requestId: number;
  /** A payment on a connected account is refunded with the organisation's access token. */
  accessToken?: string;
}

/** A payment as the provider knows it: the only source of truth for its status. */
export interface GatewayPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  /** e.g. `ideal`, `creditcard`; null until the payer chose one. */
  method: string | null;
  /** Where to send the payer; null once the payment is no longer open. */
  checkoutUrl: string | null;
  metadata: Record<string, unknown> | null;
  /** Every refund of the payment, whatever its status (Mollie: the embedded refunds). */
  refunds: GatewayRefund[];
  /** Every chargeback on the payment (Mollie: the embedded chargebacks). */
  chargebacks: GatewayChargeback[];
  sequenceType: SequenceType;
  /** Set for a first payment and a subscription's charges. */
  customerId: string | null;
  /** The mandate a paid first payment gave, or a charge used. */
  mandateId: string | null;
  /** The subscription a charge belongs to. */
  subscriptionId: string | null;
}

export interface PaymentGateway {
  readonly name: 'mollie' | 'sandbox';
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  /**
   * The payment as the provider reports it now, or null when the provider does not know the id
   * (a forged or mistyped webhook). `accessToken` reads a payment made on a connected account.
   */
  getPayment(id: string, options?: { accessToken?: string }): Promise<GatewayPayment | null>;
  /**
   * Refunds (part of) a paid payment. Throws GatewayError when the provider refuses it (for
   * example more than what remains) or cannot be reached.
   */
  createRefund(input: CreateRefundInput): Promise<GatewayRefund>;
  /** The donor as a customer, for a first payment and the subscription after it. */
  createCustomer(input: CreateCustomerInput): Promise<{ id: string }>;
  /** Charges the customer monthly from `startDate` on, through the mandate. */
  createSubscription(input: CreateSubscriptionInput): Promise<GatewaySubscription>;
  /** The subscription now, or null when the provider does not know it. */
  getSubscription(
    customerId: string,
    id: string,
    options?: { accessToken?: string },
  ): Promise<GatewaySubscription | null>;
  /**
   * Stops the subscription (Mollie: DELETE). One the provider had stopped already, or does not
   * know, answers null: stopping twice is harmless.
   */
  cancelSubscription(
    customerId: string,
    id: string,
    options?: { accessToken?: string },
  ): Promise<GatewaySubscription | null>;
}

/** Tokens of a connected organisation, as the OAuth token endpoint answers them. */
export interface OAuthTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token stops working. */
  expiresAt: Date;
}

/** Mollie Connect: the OAuth side of the provider (authorize, token exchange, the account's profile). */
export interface ConnectProvider {
  readonly name: 'mollie' | 'sandbox';
  /** The page where the organisation grants access; `state` comes back with the callback. */
  authorizationUrl(state: string): string;
  /** Exchanges the callback's code; throws when the provider refuses it. */
  exchangeCode(code: string): Promise<OAuthTokens>;
  /** A new access token for a stored refresh token. */
  refresh(refreshToken: string): Promise<OAuthTokens>;
  /** The organisation and the website profile payments are created on. */
  account(accessToken: string): Promise<{ organizationId: string; profileId: string }>;
}

/** Raised when the provider cannot be reached or refuses a request; its message is not for users. */
export class GatewayError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'GatewayError';
  }
}
