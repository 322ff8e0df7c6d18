import { passesElevenTest } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonprofits } from '../../db/schema';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { apiRequests } from '../../../test/requests';
import { readPdf } from '../../../test/pdf';

// A non-profit's registered name, RSIN and ANBI status, shown on its donors' receipts.
let t: TestApp;
const r = apiRequests(() => t);
const p = paymentRequests(() => t);
let token: string;
let other: string;
let nonprofitId: number;
let fundraiserId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const owner = await insertSignedInUser(t.database.db);
  token = owner.token;
  other = (await insertSignedInUser(t.database.db)).token;
  nonprofitId = (await insertNonprofit(t.database.db, { userId: owner.user.id, name: 'Water' })).id;
  fundraiserId = (
    await insertFundraiser(t.database.db, { userId: owner.user.id, nonprofitId, name: 'Swim' })
  ).id;
});
afterAll(() => t.close());

const profile = async () => (await r.get(`/nonprofit-profile/${nonprofitId}`)).json().data;

describe("a non-profit's legal details", () => {
  it('knows an RSIN by the eleven test', () => {
    expect(passesElevenTest('820646660')).toBe(true);
    expect(passesElevenTest('123456782')).toBe(true);
    // One digit mistyped, or two neighbours swapped.
    expect(passesElevenTest('820646661')).toBe(false);
    expect(passesElevenTest('820466660')).toBe(false);
    expect(passesElevenTest('000000000')).toBe(false);
    expect(passesElevenTest('12345678')).toBe(false);
  });

  it('are saved from the settings form, spaces and dots in the RSIN left out', async () => {
    const saved = await r.send('POST', `/nonprofit-profile/${nonprofitId}`, token, {
      legalName: 'Stichting Schoon Water',
      rsin: '8206.46.660',
      anbi: 'true',
    });
    expect(saved.statusCode).toBe(200);
    expect(await profile()).toMatchObject({
      legal_name: 'Stichting Schoon Water',
      rsin: '820646660',
      anbi: true,
    });
  });

  it('refuses an RSIN that fails the eleven test (422, in Dutch too) and changes nothing', async () => {
    const before = await profile();
    const refused = await t.app.inject({
      method: 'POST',
      url: r.api(`/nonprofit-profile/${nonprofitId}`),
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'nl' },
      payload: (await import('../../../test/images')).form({ rsin: '820646661', anbi: 'false' }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.rsin).toEqual([
      'Het RSIN moet uit 9 cijfers bestaan die de elfproef doorstaan.',
    ]);
    expect(await profile()).toEqual(before);
    expect(
      (await r.send('POST', `/nonprofit-profile/${nonprofitId}`, other, { rsin: '820646660' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await r.send('POST', `/nonprofit-profile/${nonprofitId}`, null, { rsin: '820646660' }))
        .statusCode,
    ).toBe(401);
  });

  it("are on the receipt of a gift to the non-profit's fundraiser", async () => {
    const { reference, paymentId } = await p.startDonation({
      amount: 12,
      object_type: 'fundraiser',
      object_id: fundraiserId,
    });
    await p.choose(paymentId, 'paid');
    const receiptText = async () => {
      const pdf = await t.app.inject({
        url: p.api(`/donations/${reference}/receipt.pdf?lang=en`),
      });
      expect(pdf.statusCode).toBe(200);
      const { text, warnings } = await readPdf(pdf.rawPayload);
      expect(warnings).toEqual([]);
      return text;
    };
    const claimed = await receiptText();
    expect(claimed).toContain('Registered name Stichting Schoon Water');
    expect(claimed).toContain('RSIN 820646660');
    // The organisation's own claim of ANBI status is not the platform's check (ADR 046).
    expect(claimed).toContain('ANBI status No');
    await t.database.db
      .update(nonprofits)
      .set({
        verified: true,
        verifiedAt: new Date(),
        anbiConfirmed: true,
        anbiCheckedAt: new Date(),
      })
      .where(eq(nonprofits.id, nonprofitId));
    expect(await receiptText()).toContain('public benefit organisation');
  });
});
