import { refundStatuses } from '@app/contract';
import {
  createMollieClient,
  type MollieClient,
  type Payment,
  type PaymentCreateParams,
  Locale,
  PaymentEmbed,
  SequenceType,
} from '@mollie/api-client';
import {
  type CreatePaymentInput,
  GatewayError,
  type GatewayChargeback,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type GatewaySubscription,
  type GatewaySubscriptionStatus,
  type PaymentStatus,
  type RefundStatus,
  type SequenceType as GatewaySequenceType,
} from './gateway';

/**
 * Payments through Mollie's Payments API (https://docs.mollie.com/reference/create-payment), on
 * the platform's own account (API key) or on a connected non-profit's account (Mollie Connect
 * access token, with an application fee for the platform).
 */

export interface MollieGatewayOptions {
  /** test_... or live_... */
  apiKey: string;
  /** e.g. https://api.mollie.com/v2/ */
  apiEndpoint: string;
}

/** Mollie payment ids; anything else is refused before a request leaves the server. */
const paymentIdPattern = /^tr_[A-Za-z0-9]+$/;
const customerIdPattern = /^cst_[A-Za-z0-9]+$/;
const subscriptionIdPattern = /^sub_[A-Za-z0-9]+$/;

const subscriptionStatuses = new Set<string>([
  'pending',
  'active',
  'canceled',
  'suspended',
  'completed',
]);
const sequenceTypes = new Set<string>(['oneoff', 'first', 'recurring']);

/** A subscription as Mollie answers it. */
interface MollieSubscription {
  id: string;
  status: string;
  nextPaymentDate?: string | null;
  mandateId?: string | null;
}

function toGatewaySubscription(subscription: MollieSubscription): GatewaySubscription {
  if (!subscriptionStatuses.has(subscription.status)) {
    throw new GatewayError('Mollie answered an unknown subscription status');
  }
  return {
    id: subscription.id,
    status: subscription.status as GatewaySubscriptionStatus,
    nextPaymentDate: subscription.nextPaymentDate ?? null,
    mandateId: subscription.mandateId ?? null,
  };
}

/** Hosts Mollie cannot reach, so it would refuse them as a webhookUrl. */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const statusMap: Record<string, PaymentStatus> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** Integer cents as Mollie's amount value ('25.00'), without floating point. */
export function centsToValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new GatewayError(`Invalid amount in cents: ${cents}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Mollie's amount value ('25.00', '7.5', '3') as integer cents. */
export function valueToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new GatewayError('Mollie answered an amount that is not a decimal number');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const knownRefundStatuses = new Set<string>(refundStatuses);

/** A refund as Mollie answers it (embedded in a payment, or created). */
interface MollieRefund {
  id: string;
  amount: { value: string };
  status: string;
  metadata?: unknown;
}

function toGatewayRefund(refund: MollieRefund): GatewayRefund {
  const status = refund.status as RefundStatus;
  if (!knownRefundStatuses.has(status))
    throw new GatewayError('Mollie answered an unknown refund status');
  const requestId = (refund.metadata as { requestId?: unknown } | null | undefined)?.requestId;
  return {
    id: refund.id,
    amountCents: valueToCents(refund.amount.value),
    status,
    requestId: typeof requestId === 'number' && Number.isSafeInteger(requestId) ? requestId : null,
  };
}

function toGatewayChargeback(chargeback: {
  id: string;
  amount: { value: string };
  reversedAt?: string | null;
}): GatewayChargeback {
  return {
    id: chargeback.id,
    amountCents: valueToCents(chargeback.amount.value),
    reversed: Boolean(chargeback.reversedAt),
  };
}

/** Refunds and chargebacks come with the payment when it is read (Mollie's `embed`). */
const embed = [PaymentEmbed.refunds, PaymentEmbed.chargebacks];

function isLocalUrl(url: string): boolean {
  try {
    return localHosts.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

function toGatewayPayment(payment: Payment): GatewayPayment {
  const status = statusMap[payment.status];
  if (!status) throw new GatewayError('Mollie answered an unknown payment status');
  const metadata = payment.metadata;
  return {
    id: payment.id,
    status,
    amountCents: valueToCents(payment.amount.value),
    currency: payment.amount.currency,
    method: payment.method ?? null,
    checkoutUrl: status === 'open' ? (payment.getCheckoutUrl() ?? null) : null,
    metadata:
      metadata !== null && typeof metadata === 'object' && !Array.isArray(metadata)
        ? (metadata as Record<string, unknown>)
        : null,
    refunds: (payment._embedded?.refunds ?? []).map((refund) =>
      toGatewayRefund(refund as unknown as MollieRefund),
    ),
    chargebacks: (payment._embedded?.chargebacks ?? []).map(toGatewayChargeback),
    sequenceType: sequenceTypes.has(payment.sequenceType)
      ? (payment.sequenceType as GatewaySequenceType)
      : 'oneoff',
    customerId: payment.customerId ?? null,
    mandateId: payment.mandateId ?? null,
    subscriptionId: payment.subscriptionId ?? null,
  };
}

/** The HTTP status Mollie answered, when the failure is an answer from Mollie. */
function statusOf(error: unknown): number | undefined {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' ? code : undefined;
}

/** A GatewayError naming the step and Mollie's status and title, never a key or token. */
function failure(step: string, error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  const status = statusOf(error);
  const title = (error as { title?: unknown } | null)?.title;
  const detail = status
    ? ` (HTTP ${status}${typeof title === 'string' ? ` ${title}` : ''})`
    : ' (no answer)';
  return new GatewayError(`Mollie ${step} failed${detail}`, error);
}

export function createMollieGateway({ apiKey, apiEndpoint }: MollieGatewayOptions): PaymentGateway {
  const platform = createMollieClient({ apiKey, apiEndpoint });
  // Access tokens have no test/live variant: test mode is a parameter on each request
  // (https://docs.mollie.com/reference/get-payment, "testmode"). We follow the platform key.
  const testmode = apiKey.startsWith('test_');

  function connectedClient(accessToken: string): MollieClient {
    return createMollieClient({ accessToken, apiEndpoint });
  }

  return {
    name: 'mollie',

    async createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
      const params: PaymentCreateParams = {
        amount: { currency: 'EUR', value: centsToValue(input.amountCents) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        cancelUrl: input.cancelUrl,
        // Left out for local development: Mollie refuses webhook URLs it cannot reach, and the
        // result page asks for the status instead.
        ...(isLocalUrl(input.webhookUrl) ? {} : { webhookUrl: input.webhookUrl }),
        locale: input.locale === 'nl' ? Locale.nl_NL : Locale.en_US,
        metadata: { reference: input.metadata.reference, kind: input.metadata.kind },
        // The first payment of a monthly gift: once paid, the customer has a mandate.
        ...(input.first
          ? { sequenceType: SequenceType.first, customerId: input.first.customerId }
          : {}),
      };
      const { connected } = input;
      if (connected) {
        params.profileId = connected.profileId;
        if (connected.applicationFeeCents > 0) {
          params.applicationFee = {
            amount: { currency: 'EUR', value: centsToValue(connected.applicationFeeCents) },
            description: 'Platform fee',
          };
        }
        if (testmode) params.testmode = true;
      }
      try {
        const client = connected ? connectedClient(connected.accessToken) : platform;
        return toGatewayPayment(await client.payments.create(params));
      } catch (error) {
        throw failure('create payment', error);
      }
    },

    async getPayment(id, options = {}): Promise<GatewayPayment | null> {
      if (!paymentIdPattern.test(id)) return null;
      try {
        const payment = options.accessToken
          ? await connectedClient(options.accessToken).payments.get(
              id,
              testmode ? { testmode: true, embed } : { embed },
            )
          : await platform.payments.get(id, { embed });
        return toGatewayPayment(payment);
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw failure('get payment', error);
      }
    },

    async createRefund(input): Promise<GatewayRefund> {
      if (!paymentIdPattern.test(input.paymentId)) {
        throw new GatewayError('Not a Mollie payment id');
      }
      try {
        const client = input.accessToken ? connectedClient(input.accessToken) : platform;
        const refund = await client.paymentRefunds.create({
          paymentId: input.paymentId,
          amount: { currency: 'EUR', value: centsToValue(input.amountCents) },
          description: input.description,
          metadata: { requestId: input.requestId },
          // Asked again (a lost answer), Mollie answers the refund it made instead of a second.
          idempotencyKey: `refund-${input.requestId}`,
          ...(input.accessToken && testmode ? { testmode: true } : {}),
        });
        return toGatewayRefund(refund as unknown as MollieRefund);
      } catch (error) {
        throw failure('create refund', error);
      }
    },

    async createCustomer(input) {
      try {
        const client = input.accessToken ? connectedClient(input.accessToken) : platform;
        const customer = await client.customers.create({
          name: input.name,
          email: input.email,
          locale: input.locale === 'nl' ? Locale.nl_NL : Locale.en_US,
          ...(input.accessToken && testmode ? { testmode: true } : {}),
        });
        return { id: customer.id };
      } catch (error) {
        throw failure('create customer', error);
      }
    },

    async createSubscription(input) {
      if (!customerIdPattern.test(input.customerId)) throw new GatewayError('Not a customer id');
      const { connected } = input;
      try {
        const client = connected ? connectedClient(connected.accessToken) : platform;
        const subscription = await client.customerSubscriptions.create({
          customerId: input.customerId,
          amount: { currency: 'EUR', value: centsToValue(input.amountCents) },
          interval: '1 month',
          startDate: input.startDate,
          description: input.description,
          ...(input.mandateId ? { mandateId: input.mandateId } : {}),
          // Left out for local development, as for payments.
          ...(isLocalUrl(input.webhookUrl) ? {} : { webhookUrl: input.webhookUrl }),
          metadata: input.metadata,
          ...(connected && connected.applicationFeeCents > 0
            ? {
                applicationFee: {
                  amount: { currency: 'EUR', value: centsToValue(connected.applicationFeeCents) },
                  description: 'Platform fee',
                },
              }
            : {}),
          ...(connected && testmode ? { testmode: true } : {}),
          idempotencyKey: input.idempotencyKey,
        } as Parameters<MollieClient['customerSubscriptions']['create']>[0]);
        return toGatewaySubscription(subscription as unknown as MollieSubscription);
      } catch (error) {
        throw failure('create subscription', error);
      }
    },

    async getSubscription(customerId, id, options = {}) {
      if (!customerIdPattern.test(customerId) || !subscriptionIdPattern.test(id)) return null;
      try {
        const client = options.accessToken ? connectedClient(options.accessToken) : platform;
        const subscription = await client.customerSubscriptions.get(id, {
          customerId,
          ...(options.accessToken && testmode ? { testmode: true } : {}),
        });
        return toGatewaySubscription(subscription as unknown as MollieSubscription);
      } catch (error) {
        if (statusOf(error) === 404 || statusOf(error) === 410) return null;
        throw failure('get subscription', error);
      }
    },

    async cancelSubscription(customerId, id, options = {}) {
      if (!customerIdPattern.test(customerId) || !subscriptionIdPattern.test(id)) return null;
      try {
        const client = options.accessToken ? connectedClient(options.accessToken) : platform;
        const subscription = await client.customerSubscriptions.cancel(id, {
          customerId,
          ...(options.accessToken && testmode ? { testmode: true } : {}),
        });
        return toGatewaySubscription(subscription as unknown as MollieSubscription);
      } catch (error) {
        // Canceled already (Mollie answers 422 for a canceled subscription), or unknown.
        const status = statusOf(error);
        if (status === 404 || status === 410 || status === 422) return null;
        throw failure('cancel subscription', error);
      }
    },
  };
}
