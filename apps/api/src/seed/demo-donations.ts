import { coverFeeCents } from '@app/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  companyEvents,
  donationChargebacks,
  donationRefunds,
  donations,
  events,
  fundraisers,
  nonprofits,
  projects,
  sandboxChargebacks,
  type sandboxPayments,
  sandboxRefunds,
} from '../db/schema';
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

/** The non-profit whose donations the demo's returns are on, and who refunded them. */
interface ReturnsPage {
  nonprofitId: number;
  ownerId: number;
}

/**
 * Money that went back on three of a demo page's paid gifts, recorded as the app records it
 * (ADR 021): a full refund, a partial one and a chargeback. Each has the sandbox's own record (a
 * refund carrying our refund's id, as one asked for through the app; a chargeback of what
 * remained of the payment) and ours (`donation_refunds`, `donation_chargebacks`), whose triggers
 * keep the donation's refunded and charged-back cents and the raised counters. Gifts of 20 euro
 * or more without a covered fee to the non-profit or its events and projects (as its owner's
 * Donations tab lists them), the three after the newest.
 */
export async function seedDemoReturns(tx: Db, page: ReturnsPage, seededAt: Date) {
  const gifts = await tx
    .select({
      id: donations.id,
      amountCents: donations.amountCents,
      paymentId: donations.providerPaymentId,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .where(
      and(
        sql`(${donations.nonprofitId} = ${page.nonprofitId}
          OR ${donations.eventId} IN (SELECT id FROM events WHERE nonprofit_id = ${page.nonprofitId})
          OR ${donations.projectId} IN (SELECT id FROM projects WHERE nonprofit_id = ${page.nonprofitId}))`,
        eq(donations.status, 'paid'),
        eq(donations.provider, 'sandbox'),
        eq(donations.coveredFeeCents, 0),
        gte(donations.amountCents, 2_000),
      ),
    )
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(4);
  const [full, part, charged] = gifts.slice(1);
  const ids = createRandom(6_262);
  const id = (length: number) => sandboxId(ids).slice(0, length);
  /** A few days after the gift was paid, never later than an hour before the seed. */
  const after = (paidAt: Date | null) =>
    new Date(
      Math.max(
        paidAt!.getTime() + 60 * 60_000,
        Math.min(paidAt!.getTime() + 3 * 24 * 60 * 60_000, seededAt.getTime() - 60 * 60_000),
      ),
    );
  const refunds = [
    full && { gift: full, amountCents: full.amountCents, reason: 'Given twice by mistake' },
    // A rounded part of the gift, as an owner would give back: 40%, whole euros.
    part && {
      gift: part,
      amountCents: Math.max(500, Math.round((part.amountCents * 0.4) / 100) * 100),
      reason: 'Asked for by the donor',
    },
  ].filter((refund) => !!refund);
  for (const { gift, amountCents, reason } of refunds) {
    const at = after(gift.paidAt);
    const providerRefundId = `re_sbx${id(12)}`;
    const [ours] = await tx
      .insert(donationRefunds)
      .values({
        donationId: gift.id,
        providerRefundId,
        amountCents,
        status: 'refunded',
        reason,
        requestedByUserId: page.ownerId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: donationRefunds.id });
    await tx.insert(sandboxRefunds).values({
      id: providerRefundId,
      paymentId: gift.paymentId!,
      amountCents,
      status: 'refunded',
      requestId: ours!.id,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (charged) {
    const at = after(charged.paidAt);
    const providerChargebackId = `chb_sbx${id(10)}`;
    // What remained of the payment: all of it (nothing was refunded, no fee was covered).
    const amountCents = charged.amountCents;
    await tx.insert(sandboxChargebacks).values({
      id: providerChargebackId,
      paymentId: charged.paymentId!,
      amountCents,
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(donationChargebacks).values({
      donationId: charged.id,
      providerChargebackId,
      amountCents,
      createdAt: at,
      updatedAt: at,
    });
  }
  return { refunds: refunds.length, chargebacks: charged ? 1 : 0 };
}

/**
 * The name of each demo gift's page, as checkout reads it (`findDonationTarget`: the page's own
 * name or title): the sandbox payment's description names it as a real payment's would.
 */
export async function demoTargetNames(tx: Db): Promise<(row: DonationRow) => string> {
  const named = async (table: typeof fundraisers | typeof nonprofits | typeof projects) =>
    new Map(
      (await tx.select({ id: table.id, name: table.name }).from(table)).map((r) => [r.id, r.name]),
    );
  const byKind = {
    fundraiser: await named(fundraisers),
    nonprofit: await named(nonprofits),
    project: await named(projects),
    event: new Map(
      (await tx.select({ id: events.id, name: events.title }).from(events)).map((r) => [
        r.id,
        r.name,
      ]),
    ),
    'company-event': new Map(
      (await tx.select({ id: companyEvents.id, name: companyEvents.name }).from(companyEvents)).map(
        (r) => [r.id, r.name],
      ),
    ),
  };
  return (row) => {
    const id =
      row.fundraiserId ?? row.nonprofitId ?? row.eventId ?? row.projectId ?? row.companyEventId;
    const name = byKind[row.targetType].get(id!);
    if (name === undefined) throw new Error(`demo gift to an unknown ${row.targetType}`);
    return name;
  };
}
