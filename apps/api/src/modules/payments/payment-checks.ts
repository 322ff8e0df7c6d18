import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { nextOnTimetable } from '../../queue/backoff';
import { enqueueTask, type TaskKind } from '../../queue/tasks';
import { syncPayment } from './payment-updates.service';
import type { PaymentUpdatesContext } from './payment-kinds';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a payment is asked about, counted from its checkout. By the first time most payers are
 * done; a lost webhook costs at most these delays. Mollie expires an abandoned payment after
 * minutes (hours to days for slow methods such as bank transfer); after three days we stop.
 */
export const PAYMENT_CHECK_TIMES = [
  5 * MINUTE,
  15 * MINUTE,
  HOUR,
  6 * HOUR,
  DAY,
  2 * DAY,
  3 * DAY,
] as const;

/** One check per payment (the migration that added the queue uses the same key). */
export const paymentCheckKey = (paymentId: string) => `payment:${paymentId}`;

/**
 * Adds the check of a payment just opened at the provider, in the transaction that stores the
 * provider's payment id: if its webhook never comes, the check still applies the outcome.
 */
export function enqueuePaymentCheck(db: Db, paymentId: string): Promise<void> {
  return enqueueTask(db, {
    kind: 'payment-check',
    key: paymentCheckKey(paymentId),
    payload: { paymentId },
    runAt: new Date(Date.now() + PAYMENT_CHECK_TIMES[0]),
  });
}

/**
 * Adds the check of every open donation (the demo's, just seeded): each ends as its provider
 * says, as if its checkout had just been opened, and none stays open for the operators to find.
 */
export async function enqueueOpenDonationChecks(db: Db): Promise<number> {
  const open = await db
    .select({ paymentId: donations.providerPaymentId })
    .from(donations)
    .where(and(eq(donations.status, 'open'), isNotNull(donations.providerPaymentId)));
  for (const { paymentId } of open) await enqueuePaymentCheck(db, paymentId!);
  return open.length;
}

/**
 * The `payment-check` task: asks the provider through syncPayment, the same one-way, repeatable
 * update the webhook runs. Done once our record has left `open`; while the provider still says
 * open (or does not know the payment), asked again on the timetable, then given up.
 */
export function paymentCheckTask(ctx: PaymentUpdatesContext): TaskKind {
  const next = (task: Parameters<TaskKind['retryAt']>[0], now: Date) =>
    nextOnTimetable(PAYMENT_CHECK_TIMES, task, now);
  return {
    async run(task) {
      const update = await syncPayment(ctx, String(task.payload.paymentId));
      if (update === 'changed' || update === 'unchanged') return;
      const again = next(task, new Date());
      if (again) return { again };
      return {
        giveUp:
          update === 'open'
            ? 'the payment is still open at the provider'
            : 'the provider does not know the payment, or reports another amount',
      };
    },
    retryAt: next,
    logContext: (task) => ({ payment: task.payload.paymentId }),
  };
}
