import { privacyMessages } from '@app/contract';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertUser } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { columnsContaining } from '../../../test/personal-data';
import { contactMessages, donations, follows, mailOutbox } from '../../db/schema';
import { donorErasureLinks } from './privacy.service';

let t: TestApp;
const p = paymentRequests(() => t);
const api = p.api;
let fundraiserId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const owner = await insertUser(t.database.db);
  const np = await insertNonprofit(t.database.db, { userId: owner.id, name: 'Clean Rivers' });
  fundraiserId = (await insertFundraiser(t.database.db, { userId: owner.id, nonprofitId: np.id }))
    .id;
});
afterAll(() => t.close());

async function paid(query: Record<string, string | number>, token?: string) {
  const { reference, paymentId } = await p.startDonation(query, token);
  await p.choose(paymentId, 'paid');
  await p.webhook(paymentId);
  return reference;
}

/** The money record of each donation: what erasure must never change. */
const moneyOf = async (references: string[]) =>
  (
    await t.database.db
      .select()
      .from(donations)
      .where(or(...references.map((reference) => eq(donations.reference, reference))))
  )
    .map((d) => ({
      reference: d.reference,
      amountCents: d.amountCents,
      status: d.status,
      paidAt: d.paidAt,
      targetType: d.targetType,
      fundraiserId: d.fundraiserId,
      providerPaymentId: d.providerPaymentId,
    }))
    .sort((a, b) => a.reference.localeCompare(b.reference));

const contactForm = (name: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: api('/contact'),
    payload: { name, email, subject: 'A question', message: `Hello, this is ${name}` },
  });

let visitors = 0;
/** Each call from an address of its own: the limit per address has a test of its own. */
const fromNewAddress = () => `10.0.${Math.floor(++visitors / 250)}.${visitors % 250}`;

const erase = (token: unknown, remoteAddress = fromNewAddress()) =>
  t.app.inject({
    method: 'POST',
    url: api('/privacy/donor-erasure'),
    payload: { token },
    remoteAddress,
  });

describe('deleting an account', () => {
  it('leaves its e-mail address and name nowhere in the database; money records and raised amounts stay', async () => {
    const db = t.database.db;
    const email = 'quintessa.vandermolen@example.org';
    // A gift made without an account first, with the same address.
    const guestGift = await paid({
      amount: 7,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      donor_name: 'Quintessa Vandermolen',
      donor_email: email,
      message: 'From Quintessa',
    });
    const me = await signUp(t.app, { name: 'Quintessa Vandermolen', email });
    // signUp opens the confirmation link: the proven owner of the address erases what was given
    // with it too.
    const given = await paid(
      {
        amount: 25,
        object_type: 'fundraiser',
        object_id: fundraiserId,
        message: 'Go Vandermolen team',
      },
      me.token,
    );
    // A page named after her (its words go into the header search's word list) and a follow.
    const own = await insertNonprofit(db, { userId: me.user.id, name: 'Vandermolen Foundation' });
    await insertFundraiser(db, { userId: me.user.id, nonprofitId: own.id, name: 'Quintessa runs' });
    await db.insert(follows).values({ userId: me.user.id, fundraiserId });
    expect((await contactForm('Quintessa Vandermolen', email)).statusCode).toBeLessThan(300);

    expect(await columnsContaining(db, email)).not.toEqual([]);
    const raisedBefore = await p.raised('fundraiser', fundraiserId);
    const moneyBefore = await moneyOf([guestGift, given]);
    expect(raisedBefore).toBe(3_200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/user/${me.user.id}`),
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);

    expect(await columnsContaining(db, email)).toEqual([]);
    expect(await columnsContaining(db, 'quintessa')).toEqual([]);
    expect(await columnsContaining(db, 'vandermolen')).toEqual([]);
    expect(await p.raised('fundraiser', fundraiserId)).toBe(raisedBefore);
    expect(await moneyOf([guestGift, given])).toEqual(moneyBefore);
    const total = (await t.app.inject({ url: api('/total-raised') })).json();
    expect(total.total_raised).toBeGreaterThanOrEqual(32);
  });
});

describe('POST /privacy/donor-erasure (the link in a guest receipt)', () => {
  it("erases a guest donor's name, e-mail and messages everywhere, keeps the money, and a second click is harmless", async () => {
    const db = t.database.db;
    const email = 'Ysolde.Brakenridge@example.org';
    const first = await paid({
      amount: 10,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      donor_name: 'Ysolde Brakenridge',
      donor_email: email,
      message: 'Love, Ysolde',
      lang: 'nl',
    });
    const second = await paid({
      amount: 2.5,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      donor_name: 'Y. Brakenridge',
      donor_email: email.toLowerCase(),
    });
    // Someone else's gift stays as it is.
    const otherGift = await paid({
      amount: 4,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      donor_name: 'Olaf Other',
      donor_email: 'olaf@example.org',
    });
    await contactForm('Ysolde Brakenridge', email);

    const receipt = (
      await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'donation-receipt'))
    ).find((mail) => mail.text.includes(first))!;
    const token = decodeURIComponent(/\/donor-erasure\/([^\s"]+)/.exec(receipt.text)![1]!);
    const raisedBefore = await p.raised('fundraiser', fundraiserId);
    const moneyBefore = await moneyOf([first, second]);

    const res = await t.app.inject({
      method: 'POST',
      url: api('/privacy/donor-erasure?lang=nl'),
      payload: { token },
      remoteAddress: fromNewAddress(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Je persoonsgegevens zijn uit je donaties gewist.',
      donations: 2,
    });

    expect(await columnsContaining(db, 'ysolde')).toEqual([]);
    expect(await columnsContaining(db, 'brakenridge')).toEqual([]);
    expect(await p.raised('fundraiser', fundraiserId)).toBe(raisedBefore);
    expect(await moneyOf([first, second])).toEqual(moneyBefore);
    expect(await p.donation(otherGift)).toMatchObject({
      donorName: 'Olaf Other',
      donorEmail: 'olaf@example.org',
    });
    expect(await p.donation(first)).toMatchObject({ anonymous: true, message: null });

    const again = await erase(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ donations: 0 });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(raisedBefore);
  });

  it('deletes the e-mails to, from or naming the address, and only those', async () => {
    const db = t.database.db;
    const mail = (to: string, text: string, replyTo: string | null = null) => ({
      kind: 'test',
      to,
      replyTo,
      subject: 'A subject',
      text,
    });
    const rows = await db
      .insert(mailOutbox)
      .values([
        mail('Ann@Example.org', 'Hello'),
        mail('team@example.org', 'A question', 'ann@example.org'),
        mail('old@example.org', 'Changed from old@example.org to ann@example.org.'),
        mail('team@example.org', 'Written by <ANN@example.org>'),
        mail('joann@example.org', 'Hello joann@example.org'),
        mail('team@example.org', 'From ann@example.org.uk and xann@example.org'),
      ])
      .returning({ id: mailOutbox.id });

    await erase(donorErasureLinks(t.config.APP_KEY).token('ann@example.org'));

    const left = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(or(...rows.map((row) => eq(mailOutbox.id, row.id))))
      .orderBy(mailOutbox.id);
    expect(left.map((row) => row.id)).toEqual([rows[4]!.id, rows[5]!.id]);
  });

  it('leaves gifts made signed in to their account', async () => {
    const me = await signUp(t.app);
    const reference = await paid(
      { amount: 3, object_type: 'fundraiser', object_id: fundraiserId },
      me.token,
    );
    const res = await erase(donorErasureLinks(t.config.APP_KEY).token(me.user.email));
    expect(res.json()).toMatchObject({ donations: 0 });
    expect(await p.donation(reference)).toMatchObject({
      donorUserId: me.user.id,
      donorEmail: me.user.email,
    });
  });

  it('refuses a forged, altered or expired link with 422 and changes nothing', async () => {
    const email = 'kept.donor@example.org';
    const reference = await paid({
      amount: 3,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      donor_name: 'Kept Donor',
      donor_email: email,
    });
    await contactForm('Kept Donor', email);
    const links = donorErasureLinks(t.config.APP_KEY);
    const valid = links.token(email);
    const expired = links.token(email, Date.now() - 31 * 24 * 60 * 60_000);
    const otherKey = donorErasureLinks('0'.repeat(64)).token(email);
    const altered = `${valid.slice(0, -4)}${valid.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;

    for (const token of [otherKey, altered, 'v1.x.y.z', 'nonsense', expired]) {
      const res = await erase(token);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['token']);
    }
    expect((await erase(expired)).json().errors.token).toEqual([
      'This link has expired. Use the link in a more recent receipt e-mail, or contact us.',
    ]);
    const dutch = await t.app.inject({
      method: 'POST',
      url: api('/privacy/donor-erasure'),
      headers: { 'accept-language': 'nl-NL' },
      remoteAddress: fromNewAddress(),
      payload: { token: 'nonsense' },
    });
    expect(dutch.json().errors.token).toEqual([
      'Deze link is niet geldig. Gebruik de link uit je ontvangstbewijs.',
    ]);
    for (const payload of [{}, { token: '  ' }, { token: 42 }, { token: 'x'.repeat(1001) }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: api('/privacy/donor-erasure'),
        payload,
        remoteAddress: fromNewAddress(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: [textOf(privacyMessages.invalidLink)] });
    }
    expect(await p.donation(reference)).toMatchObject({
      donorName: 'Kept Donor',
      donorEmail: email,
    });
    const kept = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(kept).toHaveLength(1);
  });

  it('answers 429 past ten tries in 15 minutes from one address', async () => {
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await erase('nonsense', '192.0.2.7')).statusCode);
    expect(codes).toEqual(Array<number>(10).fill(422));
    const limited = await erase('nonsense', '192.0.2.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await erase('nonsense', '192.0.2.8')).statusCode).toBe(422);
  });
});
