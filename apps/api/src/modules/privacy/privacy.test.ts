import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertUser } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { follows, mailOutbox } from '../../db/schema';

let t: TestApp;
const p = paymentRequests(() => t);
const api = p.api;
let nonprofitId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const owner = await insertUser(t.database.db);
  nonprofitId = (await insertNonprofit(t.database.db, { userId: owner.id })).id;
});
afterAll(() => t.close());

const download = (token?: string, query = '') =>
  t.app.inject({ url: api(`/privacy/export${query}`), headers: token ? bearer(token) : {} });

function unzip(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  return {
    names: Object.keys(files).sort(),
    data: JSON.parse(strFromU8(files['data.json']!)) as {
      tables: Record<string, Record<string, unknown>[]>;
      not_included: Record<string, string>;
      language: string;
    },
    html: strFromU8(files['index.html']!),
  };
}

describe('GET /privacy/export', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    expect((await download()).statusCode).toBe(401);
    expect((await download('not-a-token')).statusCode).toBe(401);
  });

  it('hands the signed-in user a ZIP of their account, pages, follows, donations and e-mails, secrets left out', async () => {
    const me = await signUp(t.app, { name: 'Eve <script>alert(1)</script> & co' });
    const db = t.database.db;
    const np = await insertNonprofit(db, { userId: me.user.id, name: 'Eve "Kitchen"' });
    await insertFundraiser(db, { userId: me.user.id, nonprofitId: np.id, name: 'Eve runs' });
    await db.insert(follows).values({ userId: me.user.id, nonprofitId });
    const { reference } = await p.startDonation(
      { amount: 12.5, object_type: 'nonprofit', object_id: nonprofitId, message: 'For you' },
      me.token,
    );
    // Someone else's gift, and a guest gift made with the same address, are not in it.
    const { reference: stranger } = await p.startDonation({
      amount: 3,
      object_type: 'nonprofit',
      object_id: np.id,
      donor_email: me.user.email,
      donor_name: 'Not me',
    });

    const res = await download(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pifworld-my-data.zip"');
    expect(res.headers['cache-control']).toBe('no-store');

    const { names, data, html } = unzip(res.rawPayload);
    expect(names).toEqual(['data.json', 'index.html']);
    expect(data.tables.users).toEqual([
      expect.objectContaining({ id: me.user.id, email: me.user.email, name: me.user.name }),
    ]);
    expect(data.tables.users![0]).not.toHaveProperty('password_hash');
    expect(data.tables.access_tokens).toHaveLength(1);
    expect(data.tables.access_tokens![0]).not.toHaveProperty('token_hash');
    expect(data.tables.nonprofits!.map((row) => row.name)).toEqual(['Eve "Kitchen"']);
    expect(data.tables.nonprofits![0]).not.toHaveProperty('search_vector');
    expect(data.tables.fundraisers!.map((row) => row.name)).toEqual(['Eve runs']);
    expect(data.tables.follows).toEqual([expect.objectContaining({ nonprofit_id: nonprofitId })]);
    expect(data.tables.donations).toEqual([
      expect.objectContaining({ reference, amount_cents: 1250, message: 'For you' }),
    ]);
    expect(JSON.stringify(data)).not.toContain(stranger);
    expect(data.not_included).toHaveProperty('contact_messages');
    expect(data.language).toBe('en');

    expect(html).toContain('<h1>My PifWorld data</h1>');
    expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(html).toContain('Eve &quot;Kitchen&quot;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(reference);
  });

  it('writes index.html in the language asked for', async () => {
    const me = await signUp(t.app);
    const { html, data } = unzip((await download(me.token, '?lang=nl')).rawPayload);
    expect(data.language).toBe('nl');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>Mijn PifWorld-gegevens</h1>');
    expect(html).toContain('Goede doelen');
  });

  it('is limited to five downloads an hour per user', async () => {
    const me = await signUp(t.app);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await download(me.token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await signUp(t.app);
    expect((await download(other.token)).statusCode).toBe(200);
  });
});

describe('receipt e-mails', () => {
  async function paidReceipt(query: Record<string, string | number>, token?: string) {
    const { reference, paymentId } = await p.startDonation(query, token);
    await p.choose(paymentId, 'paid');
    await p.webhook(paymentId);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'donation-receipt'));
    return { reference, mail: mails.find((mail) => mail.text.includes(reference))! };
  }

  it("carry a guest donor's erasure link in text and HTML, in the donor's language", async () => {
    const { mail } = await paidReceipt({
      amount: 5,
      object_type: 'nonprofit',
      object_id: nonprofitId,
      donor_email: 'guest-receipt@example.org',
      lang: 'nl',
    });
    expect(mail.text).toMatch(/http:\/\/localhost:5173\/donor-erasure\/[\w.%-]+/);
    expect(mail.text).toContain('Wis ze met deze link (30 dagen geldig)');
    expect(mail.html).toContain('>Wis mijn donateursgegevens</a>');
    const link = /\/donor-erasure\/[^\s"]+/.exec(mail.text)![0];
    expect(mail.html).toContain(link);
  });

  it('carry no erasure link for a signed-in donor (deleting the account erases)', async () => {
    const me = await signUp(t.app);
    const { mail } = await paidReceipt(
      { amount: 5, object_type: 'nonprofit', object_id: nonprofitId },
      me.token,
    );
    expect(mail.to).toBe(me.user.email);
    expect(mail.text).not.toContain('/donor-erasure/');
    expect(mail.html).not.toContain('/donor-erasure/');
  });
});
