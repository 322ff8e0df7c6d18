import { coverFeeCents } from '@app/contract';
import type { donations, sandboxPayments } from '../db/schema';
import { createRandom, type Random } from './random';

type DonationRow = typeof donations.$inferInsert;
type SandboxPaymentRow = typeof sandboxPayments.$inferInsert;

/** What the demo's payments cost and the platform's share, as the defaults of the config. */
const DEMO_PAYMENT_COST_CENTS = 29;
const DEMO_PLATFORM_FEE_PERCENT = 2;
/** Days back the demo's paid gifts are spread over. */
const DEMO_DAYS = 120;
/** Hours back an unpaid demo gift (open, failed, canceled, expired) may be from. */
const DEMO_UNPAID_HOURS = 20;
type Target =
  | { targetType: 'fundraiser'; fundraiserId: number }
  | { targetType: 'nonprofit'; nonprofitId: number }
  | { targetType: 'event'; eventId: number }
  | { targetType: 'project'; projectId: number }
  | { targetType: 'company-event'; companyEventId: number };

const firstNames = [
  'Anouk',
  'Bram',
  'Daan',
  'Emma',
  'Fleur',
  'Floris',
  'Ilse',
  'Jesse',
  'Julia',
  'Lars',
  'Lotte',
  'Milan',
  'Noor',
  'Ruben',
  'Sara',
  'Sem',
  'Tess',
  'Thijs',
  'Yara',
  'Amir',
  'Fatima',
  'Kwame',
  'Mei',
  'Lucas',
];
const lastNames = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'Mulder',
  'de Boer',
  'Peeters',
  'Maes',
  'El Amrani',
  'Öztürk',
  'Mensah',
  'Chen',
];
/** What donors wrote, each in their own language. */
const messages = [
  'Keep up the great work!',
  'Succes ermee!',
  'For a better world, one step at a time.',
  'Zo mooi wat jullie doen.',
  'Happy to help.',
  'In memory of my grandmother, who loved this cause.',
  'Succes met jullie project!',
  'Heel veel succes, ik duim voor je!',
  'Voor oma, die dit zo belangrijk vond.',
  'Go go go! We are proud of you.',
  'Mooi initiatief, graag gedaan.',
  'From all of us at the office: good luck!',
];
const amounts = [5, 10, 10, 15, 20, 25, 25, 35, 50, 50, 75, 100, 150, 250];
const methods = ['ideal', 'ideal', 'ideal', 'creditcard', 'bancontact', 'paypal'];

interface DonationPlan {
  target: Target;
  /** How many donations to make for this target. */
  count: number;
}

/**
 * Donations spread over the last 120 days: mostly paid, some still open, a few failed, canceled
 * or expired, from signed-in donors and guests (some anonymous). Each is a payment the built-in
 * sandbox knows (`demoSandboxPayments`), so the owner can refund it and the sandbox can charge it
 * back. The unpaid ones are from the last hours: a demo never shows a payment open for months.
 */
export function planDonations(
  random: Random,
  plansByTarget: DonationPlan[],
  donorUserIds: number[],
  referenceDay: Date,
  /** The moment the seed runs: unpaid gifts are from the hours before it. */
  seededAt: Date = referenceDay,
): DonationRow[] {
  const rows: DonationRow[] = [];
  // The donor wall choices come from a stream of their own, so that adding them left every
  // other demo value as it was.
  const choices = createRandom(4_545);
  // The sandbox's payment ids, the unpaid gifts' recent moments and the covered fees come from
  // streams of their own too.
  const payments = createRandom(7_117);
  const recent = createRandom(2_026);
  for (const { target, count } of plansByTarget) {
    for (let i = 0; i < count; i++) {
      const roll = random.next();
      const status =
        roll < 0.84
          ? 'paid'
          : roll < 0.92
            ? 'open'
            : roll < 0.95
              ? 'failed'
              : roll < 0.98
                ? 'canceled'
                : 'expired';
      const drawnMinutes = random.int(1, DEMO_DAYS * 24 * 60);
      const minutesAgo =
        status === 'paid'
          ? drawnMinutes
          : recent.int(status === 'open' ? 1 : 30, DEMO_UNPAID_HOURS * 60);
      const createdAt = new Date(
        (status === 'paid' ? referenceDay : seededAt).getTime() - minutesAgo * 60_000,
      );
      const signedIn = random.chance(0.35);
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      const guestEmail = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.org';
      const reference = random.token(24);
      // Drawn in this order, as the demo always did.
      const amountCents = random.pick(amounts) * 100;
      const donorUserId = signedIn ? random.pick(donorUserIds) : null;
      const donorEmail = signedIn ? null : random.chance(0.8) ? guestEmail : null;
      const message = random.chance(0.3) ? random.pick(messages) : null;
      const anonymous = random.chance(0.15);
      rows.push({
        ...target,
        reference,
        status,
        amountCents,
        donorUserId,
        donorName: signedIn ? null : `${first} ${last}`,
        donorEmail,
        message,
        anonymous,
        // Most donors who leave a name show it with their message on the page; anonymous never.
        showPublicly: !anonymous && choices.chance(0.6),
        locale: random.chance(0.6) ? 'nl' : 'en',
        provider: 'sandbox',
        mode: 'test',
        providerPaymentId: `tr_sbx${sandboxId(payments)}`,
        coveredFeeCents: payments.chance(0.25)
          ? coverFeeCents(amountCents, DEMO_PLATFORM_FEE_PERCENT, DEMO_PAYMENT_COST_CENTS)
          : 0,
        paymentCostCents: DEMO_PAYMENT_COST_CENTS,
        method: status === 'paid' ? random.pick(methods) : null,
        paidAt:
          status === 'paid' ? new Date(createdAt.getTime() + random.int(1, 15) * 60_000) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return rows;
}

/** Letters and digits, as the sandbox's own ids (`tr_sbx` and 14 of them). */
function sandboxId(random: Random): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 14 }, () => random.pick([...letters])).join('');
}

/**
 * The sandbox's own record of each demo donation's payment, as if the donor had paid (or not)
 * at its checkout: same id, amount charged (gift and covered fee), status, method and moment.
 */
export function demoSandboxPayments(rows: DonationRow[], describe: (row: DonationRow) => string) {
  return rows.map((row): SandboxPaymentRow => {
    const query = `ref=${row.reference}&lang=${row.locale ?? 'en'}`;
    return {
      id: row.providerPaymentId!,
      amountCents: row.amountCents + (row.coveredFeeCents ?? 0),
      description: describe(row),
      status: row.status,
      method: row.method ?? null,
      redirectUrl: `/payment-success?${query}`,
      cancelUrl: `/payment-cancelled?${query}`,
      webhookUrl: '/pifworld/api/v1/mollie/webhook',
      metadata: { reference: row.reference, kind: 'donation' },
      createdAt: row.createdAt,
      updatedAt: row.paidAt ?? row.createdAt,
    };
  });
}
