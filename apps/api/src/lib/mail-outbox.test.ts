import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertNonprofit, insertSignedInUser } from '../../test/factories';
import { paymentRequests } from '../../test/payments';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { mailOutbox, queueTasks, rateLimits } from '../db/schema';
import { enqueueTask } from '../queue/tasks';
import { messageIdFor } from './mailer';

const api = (p: string) => `/pifworld/api/v1${p}`;

let smtp: TestSmtpServer;
let t: TestApp;
let logs: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    config: { SMTP_URL: smtp.url },
    logStream: { write: (line: string) => void logs.push(line) },
    smtpTimeouts: { connectionMs: 1_000, greetingMs: 1_000, socketMs: 2_000 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.mode = 'accept';
  logs = [];
});

const outboxTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const mailTaskOf = async (outboxId: number) =>
  (
    await t.database.db
      .select()
      .from(queueTasks)
      .where(
        and(
          eq(queueTasks.kind, 'mail'),
          sql`${queueTasks.payload}->>'outboxId' = ${String(outboxId)}`,
        ),
      )
  )[0]!;
const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: api('/password/email'), payload: { email } });
const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

/** The parts of a received multipart message, each decoded from quoted-printable: [headers, ...parts]. */
function partsOf(raw: string): string[] {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)![1]!;
  return raw.split(`--${boundary}`).map((part) =>
    Buffer.from(
      part
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

describe('e-mail through the queue', () => {
  it('is written with its cause and sent once, with a Message-ID of its own', async () => {
    const { user } = await insertSignedInUser(t.database.db);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    // Written with the reset token, before any worker ran.
    const [queued] = await outboxTo(user.email);
    expect(queued).toMatchObject({ kind: 'password-reset', status: 'queued', sentAt: null });
    expect(await mailTaskOf(queued!.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(receivedBy(user.email)).toEqual([]);

    await t.app.queue.runDue();
    await t.app.queue.runDue();
    const [mail, ...more] = receivedBy(user.email);
    expect(more).toEqual([]);
    expect(mail!.messageId).toBe(messageIdFor(queued!.messageKey, t.config.MAIL_FROM));
    // Read from the decoded parts: quoted-printable may wrap a long link anywhere in the raw text.
    expect(partsOf(mail!.raw).join('')).toContain('/forgot-password/');
    const [sent] = await outboxTo(user.email);
    expect(sent).toMatchObject({ status: 'sent', error: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(await mailTaskOf(sent!.id)).toMatchObject({ status: 'done', attempts: 1 });
    const logged = logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.outbox === sent!.id && entry.msg === 'e-mail sent');
    expect(logged).toEqual([
      expect.objectContaining({ mail: 'password-reset', status: 'sent', level: 30 }),
    ]);
  });

  it('the contact form e-mail goes to the team with Reply-To the visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/contact'),
      payload: { name: 'Noor', email: 'noor@example.org', subject: 'Hello', message: 'Hi team' },
    });
    expect(res.statusCode).toBe(201);
    await t.app.queue.runDue();
    const [mail] = receivedBy(t.config.CONTACT_EMAIL);
    expect(mail!.raw).toContain('Reply-To: noor@example.org');
    expect(mail!.raw).toContain('Subject: [Contact] Hello');
  });

  it("sends a paid donation's receipt as HTML and text, in the donor's language", async () => {
    const db = t.database.db;
    const owner = await insertSignedInUser(db);
    const nonprofit = await insertNonprofit(db, {
      userId: owner.user.id,
      name: 'Schoon Water',
      legalName: 'Stichting Schoon Water',
      rsin: '812345679',
      anbi: true,
    });
    const to = 'ana-receipt@example.org';
    const p = paymentRequests(() => t);
    const gift = await p.startDonation({
      amount: 25,
      object_type: 'nonprofit',
      object_id: nonprofit.id,
      donor_name: 'Ana',
      donor_email: to,
      lang: 'nl',
    });
    expect((await p.choose(gift.paymentId, 'paid')).statusCode).toBe(200);
    await t.app.queue.runDue();
    const [received, ...more] = receivedBy(to);
    expect(more).toEqual([]);
    expect(received!.raw).toContain('Subject: Bedankt voor je donatie aan Schoon Water');
    // Both parts, as alternatives of one message.
    expect(received!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const [, text, html] = partsOf(received!.raw);
    expect(text).toContain('Betaalmethode: Testbetaling');
    expect(text).toMatch(/Bedrag: €\s25,00/);
    expect(text).toContain('Organisatie: Stichting Schoon Water');
    expect(text).toContain(`Kenmerk: ${gift.reference}`);
    expect(text).toContain(`/donations/${gift.reference}/receipt.pdf?lang=nl`);
    // Test money: a payment confirmation, though the organisation has ANBI status.
    expect(text).toContain('de betalingsbevestiging van je donatie');
    expect(text).not.toMatch(/sandbox|giftenverklaring/i);
    expect(html).toMatch(/<html[^>]* lang="nl"/);
    expect(html).toMatch(
      new RegExp(
        `<a href="[^"]*/donations/${gift.reference}/receipt\\.pdf\\?lang=nl"[^>]*background-color:#b8461f`,
      ),
    );
    expect(html).toContain('>Download de betalingsbevestiging (pdf)</span>');
    expect(html).toContain('Testbetaling');
    expect(html).not.toMatch(/sandbox/i);
  });

  it('SMTP 451: the attempt is recorded and retried with backoff; after a day it is given up, logged without the address', async () => {
    const { user } = await insertSignedInUser(t.database.db);
    await requestReset(user.email);
    const [queued] = await outboxTo(user.email);
    smtp.mode = 'refuse';
    const before = Date.now();
    await t.app.queue.runDue();
    const task = await mailTaskOf(queued!.id);
    // First wait: 30 s of which a random half is dropped.
    expect(task).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(task.lastError).toMatch(/^EMESSAGE 451 /);
    expect(task.runAt.getTime()).toBeGreaterThanOrEqual(before + 15_000);
    expect(task.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);
    expect((await outboxTo(user.email))[0]).toMatchObject({ status: 'queued', sentAt: null });
    expect((await outboxTo(user.email))[0]!.error).toMatch(/451/);

    // A day after the e-mail was written, the next failure is the last.
    await t.database.db
      .update(queueTasks)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'`, runAt: sql`now()` })
      .where(eq(queueTasks.id, task.id));
    await t.app.queue.runDue();
    expect(await mailTaskOf(queued!.id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await outboxTo(user.email))[0]).toMatchObject({ status: 'failed', sentAt: null });
    expect(receivedBy(user.email)).toEqual([]);

    const entries = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const warned = entries.find((e) => e.msg === 'task failed; it will be tried again');
    const gaveUp = entries.find((e) => e.msg === 'task given up');
    expect(warned).toMatchObject({ level: 40, kind: 'mail', outbox: queued!.id });
    expect(gaveUp).toMatchObject({ level: 50, kind: 'mail', outbox: queued!.id, attempts: 2 });
    const [localPart] = user.email.split('@');
    for (const line of logs) {
      expect(line).not.toContain(localPart);
      expect(line).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  });

  it('without SMTP_URL the e-mail is composed and kept in the outbox; the log says only that', async () => {
    const lines: string[] = [];
    const local = await createTestApp({
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const { user } = await insertSignedInUser(local.database.db);
      await local.app.inject({
        method: 'POST',
        url: api('/password/email'),
        payload: { email: user.email },
      });
      await local.app.queue.runDue();
      const [kept] = await local.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, user.email));
      expect(kept).toMatchObject({ status: 'kept', sentAt: null, error: null });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const logged = entries.find(
        (entry) => entry.msg === 'e-mail kept in the outbox (SMTP_URL is not set)',
      );
      expect(logged).toMatchObject({ outbox: kept!.id, mail: 'password-reset', status: 'kept' });
      expect(logged).not.toHaveProperty('to');
      expect(logged).not.toHaveProperty('subject');
      expect(logged).not.toHaveProperty('text');
      const [localPart] = user.email.split('@');
      for (const line of lines) {
        expect(line).not.toContain(localPart);
        expect(line).not.toContain('/forgot-password/');
        expect(line).not.toContain(kept!.subject);
      }
    } finally {
      await local.close();
    }
  });

  it('deleting an account deletes the e-mails to its address; a queued one is then not sent', async () => {
    const { user, token } = await insertSignedInUser(t.database.db);
    smtp.mode = 'accept';
    await requestReset(user.email);
    await t.app.queue.runDue();
    await requestReset(user.email);
    expect((await outboxTo(user.email)).map((m) => m.status).sort()).toEqual(['queued', 'sent']);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: api(`/user/${user.id}`),
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await outboxTo(user.email)).toEqual([]);
    await t.app.queue.runDue();
    expect(receivedBy(user.email)).toHaveLength(1);
  });

  it('the daily sweep deletes e-mails and tasks done more than 30 days ago, and ended rate-limit windows', async () => {
    const db = t.database.db;
    const old = sql`now() - interval '31 days'`;
    const rows = await db
      .insert(mailOutbox)
      .values([
        { kind: 'test', to: 'old-sent@example.org', subject: 's', text: 't', status: 'sent' },
        { kind: 'test', to: 'old-failed@example.org', subject: 's', text: 't', status: 'failed' },
        { kind: 'test', to: 'recent@example.org', subject: 's', text: 't', status: 'sent' },
        { kind: 'test', to: 'old-queued@example.org', subject: 's', text: 't' },
      ])
      .returning({ id: mailOutbox.id, to: mailOutbox.to });
    for (const row of rows.filter((r) => r.to.startsWith('old'))) {
      await db.update(mailOutbox).set({ updatedAt: old }).where(eq(mailOutbox.id, row.id));
    }
    const [oldTask] = await db
      .insert(queueTasks)
      .values({ kind: 'test', status: 'done', finishedAt: old })
      .returning({ id: queueTasks.id });
    await db.insert(rateLimits).values([
      { key: 'ended', hits: 3, windowEndsAt: sql`now() - interval '1 second'` },
      { key: 'running', hits: 3, windowEndsAt: sql`now() + interval '1 minute'` },
    ]);
    await enqueueTask(db, { kind: 'retention', key: 'retention' });

    await t.app.queue.runDue();
    const counters = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(counters).toContain('running');
    expect(counters).not.toContain('ended');
    const left = (await db.select({ to: mailOutbox.to }).from(mailOutbox)).map((r) => r.to);
    expect(left).not.toContain('old-sent@example.org');
    expect(left).not.toContain('old-failed@example.org');
    expect(left).toContain('recent@example.org');
    expect(left).toContain('old-queued@example.org');
    expect(await db.select().from(queueTasks).where(eq(queueTasks.id, oldTask!.id))).toEqual([]);
    const [sweep] = await db.select().from(queueTasks).where(eq(queueTasks.key, 'retention'));
    expect(sweep).toMatchObject({ status: 'pending', attempts: 1 });
    expect(sweep!.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
