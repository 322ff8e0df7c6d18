import type { donations } from '../db/schema';
import { createRandom, type Random } from './random';

type DonationRow = typeof donations.$inferInsert;
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
 * or expired, from signed-in donors and guests (some anonymous).
 */
export function planDonations(
  random: Random,
  plansByTarget: DonationPlan[],
  donorUserIds: number[],
  referenceDay: Date,
): DonationRow[] {
  const rows: DonationRow[] = [];
  // The donor wall choices come from a stream of their own, so that adding them left every
  // other demo value as it was.
  const choices = createRandom(4_545);
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
      const createdAt = new Date(referenceDay.getTime() - random.int(1, 120 * 24 * 60) * 60_000);
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
        providerPaymentId: `tr_demo_${reference.slice(0, 12)}`,
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
