import { OUTBOX_LIMIT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema';
import { OUTBOX_LOOKUPS_PER_MINUTE } from './outbox.routes';
import { hasOutbox, linksIn } from './outbox.service';

const api = (path: string) => `/pifworld/api/v1${path}`;
const DAY = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A lookup from an address of its own, so that each test has its own rate-limit counter. */
let clients = 0;
function lookup(to: string, query = '') {
  clients += 1;
  return t.app.inject({
    url: api(`/outbox?to=${encodeURIComponent(to)}${query}`),
    remoteAddress: `10.0.0.${clients}`,
  });
}

describe('GET /outbox on a test platform', () => {
  it("answers one address's e-mails, newest first, with their language and links", async () => {
    const user = await insertUser(t.app.db, { email: 'reader@example.org', locale: 'nl' });
    const reset = await t.app.inject({
      method: 'POST',
      url: api('/password/email'),
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);
    // Someone else's e-mail and one from before the outbox's days are not shown.
    await t.app.db.insert(mailOutbox).values([
      { kind: 'test', to: 'someone-else@example.org', subject: 'Not yours', text: 'x' },
      {
        kind: 'test',
        to: user.email,
        subject: 'Too old',
        text: 'x',
        createdAt: new Date(Date.now() - 8 * DAY),
      },
    ]);
    await t.app.inject({
      method: 'POST',
      url: api('/password/email'),
      payload: { email: user.email },
    });

    const res = await lookup('Reader@Example.org');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json() as {
      data: { id: number; subject: string; links: string[]; text: string }[];
    };
    expect(data).toHaveLength(2);
    expect(data[0]!.id).toBeGreaterThan(data[1]!.id);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      kind: 'password-reset',
      subject: expect.stringMatching(/wachtwoord/i),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lang: 'nl',
      text: expect.stringContaining('/forgot-password/'),
      links: [expect.stringMatching(/^http:\/\/localhost:5173\/forgot-password\/[\w-]{43}$/)],
    });
    expect(data[0]!.links[0]).not.toBe(data[1]!.links[0]);
  });

  it('answers an empty list for an address without e-mails', async () => {
    const res = await lookup('nobody-wrote@example.org');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [] });
  });

  it(`answers at most ${OUTBOX_LIMIT} e-mails`, async () => {
    const to = 'many@example.org';
    await t.app.db.insert(mailOutbox).values(
      Array.from({ length: OUTBOX_LIMIT + 3 }, (_, i) => ({
        kind: 'test',
        to,
        subject: `Mail ${i}`,
        text: 't',
      })),
    );
    const { data } = (await lookup(to)).json() as { data: { subject: string }[] };
    expect(data).toHaveLength(OUTBOX_LIMIT);
    expect(data[0]!.subject).toBe(`Mail ${OUTBOX_LIMIT + 2}`);
  });

  it('refuses a missing or malformed address with 422, in the reader’s language', async () => {
    const bad = await lookup('not-an-address');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      message: 'Please enter a valid email address.',
      errors: { to: ['Please enter a valid email address.'] },
    });
    const missing = await t.app.inject({ url: api('/outbox?lang=nl') });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.to).toEqual(['Het veld e-mailadres is verplicht.']);
  });

  it(`takes ${OUTBOX_LOOKUPS_PER_MINUTE} lookups a minute from one IP address, then 429`, async () => {
    const from = { remoteAddress: '10.1.0.1' };
    for (let i = 0; i < OUTBOX_LOOKUPS_PER_MINUTE; i++) {
      const res = await t.app.inject({ url: api('/outbox?to=a%40example.org'), ...from });
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.app.inject({ url: api('/outbox?to=a%40example.org'), ...from });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('a platform without an outbox', () => {
  it('answers 404 to every request on a live platform, a malformed one too', async () => {
    const live = await createTestApp({
      config: { MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz123456' },
    });
    try {
      expect(live.config.PAYMENTS_MODE).toBe('live');
      for (const query of ['?to=reader%40example.org', '?to=not-an-address', '']) {
        const res = await live.app.inject({ url: api(`/outbox${query}`) });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          message: 'The outbox exists only on a test platform whose e-mails stay on the server.',
        });
      }
      const dutch = await live.app.inject({ url: api('/outbox?lang=nl') });
      expect(dutch.json().message).toMatch(/^Het postvak uit bestaat alleen/);
    } finally {
      await live.close();
    }
  });

  it('is a test platform whose e-mails stay on the server', () => {
    expect(hasOutbox({ PAYMENTS_MODE: 'test', SMTP_URL: undefined })).toBe(true);
    expect(hasOutbox({ PAYMENTS_MODE: 'test', SMTP_URL: 'smtp://mail.example.org:587' })).toBe(
      false,
    );
    expect(hasOutbox({ PAYMENTS_MODE: 'live', SMTP_URL: undefined })).toBe(false);
  });
});

describe('linksIn', () => {
  it('finds each link once, without the full stop after it', () => {
    expect(
      linksIn(
        'Open https://a.example/x?y=1. Or (https://a.example/z), or https://a.example/x?y=1 again.',
      ),
    ).toEqual(['https://a.example/x?y=1', 'https://a.example/z']);
  });

  it("leaves out the footer's links, after the signature separator", () => {
    expect(
      linksIn('Reset: https://a.example/reset/1\n\n-- \nPifWorld\nhttps://a.example/contact'),
    ).toEqual(['https://a.example/reset/1']);
  });
});
